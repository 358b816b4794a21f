// npm run test:howtos [-- NAME…]: runs the marked blocks of the how-tos in tests/howtos/ end to
// end, each in a fresh copy of a cached Debian 12 chroot, and asserts what the articles promise
// (see README "How-tos that run"). Needs root, debootstrap (or HOWTOS_SEED) and several minutes.
//
// Settings (environment): HOWTOS_CACHE (default .cache/howtos), HOWTOS_SEED (a bookworm minbase
// tree to copy instead of running debootstrap), HOWTOS_JOBS (articles at once, default 2),
// HOWTOS_KEEP=1 (keep each run's chroot to look into), HOWTOS_TIMEOUT (seconds a run may take, 1200).
import fs from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {buildRun, readResults, stepsOf, fillValues, type HowtoSpec} from './lib/howtos';

const root = path.resolve(__dirname, '..');
const cache = path.resolve(process.env.HOWTOS_CACHE ?? path.join(root, '.cache/howtos'));
const base = path.join(cache, 'base');
const archives = path.join(cache, 'apt-archives');
const jobs = Math.max(1, Number(process.env.HOWTOS_JOBS ?? 2));
// What every copy has besides minbase: real sudo (readers type it), systemd's offline tools
// (systemctl enable, systemd-analyze verify) and the everyday commands a server has.
const BASE_PACKAGES = [
  'sudo',
  'systemd',
  'procps',
  'iproute2',
  'curl',
  'ca-certificates',
  'gzip',
  'less',
  'cron',
  'openssh-client',
];

// An article's run ends after this long (a step waiting for input that never comes): its namespace's
// first process is killed, and with it everything inside.
const TIMEOUT_MS = Number(process.env.HOWTOS_TIMEOUT ?? 1200) * 1000;

function sh(cmd: string, args: string[], log?: fs.WriteStream): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {stdio: ['ignore', log ? 'pipe' : 'inherit', log ? 'pipe' : 'inherit']});
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('close', () => clearTimeout(timer));
    if (log) {
      child.stdout!.pipe(log, {end: false});
      child.stderr!.pipe(log, {end: false});
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const ENV =
  'env -i HOME=/root TERM=dumb LANG=C.UTF-8 PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/** The mounts a chroot needs: its own /proc (in its PID namespace), /run, and the shared package archives. */
const mounts = (dir: string) => [
  `mount -t proc proc ${dir}/proc`,
  `mount --bind ${archives} ${dir}/var/cache/apt/archives`,
  `mount -t tmpfs tmpfs ${dir}/run`,
  // Terminals of its own, for the steps that read a typed password (script(1) in run.sh).
  `mkdir -p ${dir}/dev/pts && mount -t devpts -o newinstance,ptmxmode=0666 devpts ${dir}/dev/pts`,
  `touch ${dir}/dev/ptmx && mount --bind ${dir}/dev/pts/ptmx ${dir}/dev/ptmx`,
];

/**
 * Runs a script as root inside a chroot, in private mount, PID and UTS namespaces, and offline in a
 * private network namespace too (only loopback). With newServer, a second chroot runs its script
 * first in the same network namespace (its own PID namespace), as the new server of a migration,
 * and is visible read-only to the first at /howtos/new-server.
 */
function inChroot(
  dir: string,
  script: string,
  {offline = false, log, newServer}: {offline?: boolean; log?: fs.WriteStream; newServer?: string} = {},
) {
  const setup = [
    'set -e',
    'mount --make-rprivate /',
    ...mounts(dir),
    'hostname server1',
    offline ? `chroot ${dir} ip link set lo up` : ':',
    ...(newServer
      ? [
          `mkdir -p ${dir}/howtos/new-server && mount --bind ${newServer} ${dir}/howtos/new-server && mount -o remount,bind,ro ${dir}/howtos/new-server`,
          ...mounts(newServer).filter((m) => !m.includes('/proc')),
          `unshare --pid --uts --fork --mount-proc=${newServer}/proc sh -c 'hostname new-server; exec chroot ${newServer} ${ENV} bash /howtos/new-server.sh > ${newServer}/howtos/new-server.log 2>&1' &`,
          `for i in $(seq 240); do [ -e ${newServer}/howtos/new-server.ready ] && break; sleep 0.5; done`,
        ]
      : []),
    `exec chroot ${dir} ${ENV} /bin/bash -c "$0"`,
  ].join('\n');
  const args = [
    '--mount',
    '--pid',
    '--uts',
    '--fork',
    '--kill-child',
    ...(offline ? ['--net'] : []),
    'sh',
    '-c',
    setup,
    script,
  ];
  // apt's lock on the shared archives does not wait (and names no process across PID namespaces), so
  // runs that download take turns through a lock file; offline runs only read the archives.
  return offline ? sh('unshare', args, log) : sh('flock', [path.join(cache, 'apt.lock'), 'unshare', ...args], log);
}

async function ensureBase() {
  if (fs.existsSync(path.join(base, '.howtos-ready'))) return;
  fs.mkdirSync(path.join(archives, 'partial'), {recursive: true});
  fs.rmSync(base, {recursive: true, force: true});
  const seed = process.env.HOWTOS_SEED;
  console.log(seed ? `test:howtos: copying ${seed} to ${base}` : `test:howtos: debootstrap bookworm into ${base}`);
  const made = seed
    ? await sh('cp', ['-a', seed, base])
    : await sh('debootstrap', ['--variant=minbase', 'bookworm', base, 'http://deb.debian.org/debian']);
  if (made !== 0) throw new Error('could not make the base chroot');
  // Packages install without starting their services: the harness starts what it checks.
  fs.writeFileSync(path.join(base, 'usr/sbin/policy-rc.d'), '#!/bin/sh\nexit 101\n', {mode: 0o755});
  // A server knows its own name (sudo looks it up); the runs' UTS namespace is called server1.
  fs.writeFileSync(path.join(base, 'etc/hostname'), 'server1\n');
  fs.writeFileSync(
    path.join(base, 'etc/hosts'),
    '127.0.0.1\tlocalhost\n127.0.1.1\tserver1\n::1\tlocalhost ip6-localhost ip6-loopback\n',
  );
  const status = await inChroot(
    base,
    `set -e; export DEBIAN_FRONTEND=noninteractive; apt-get update -qq; apt-get install -y -qq ${BASE_PACKAGES.join(' ')} > /dev/null; apt-get clean`,
  );
  if (status !== 0) throw new Error('could not install the base packages');
  fs.writeFileSync(path.join(base, '.howtos-ready'), new Date().toISOString() + '\n');
}

/** Packages the marked blocks install (apt/apt-get/sudo apt install …), downloaded before the offline run. */
function packagesOf(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/\bapt(?:-get)?\s+(?:-\S+\s+)*install\s+([^\n;&|]+)/g))
    for (const word of m[1].trim().split(/\s+/)) if (!word.startsWith('-')) found.add(word);
  return [...found];
}

/** A fresh copy of the base with the packages installed, the others downloaded, and the shims in place. */
async function prepareMachine(dir: string, packages: string[], download: string[], log: fs.WriteStream) {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(path.dirname(dir), {recursive: true});
  if ((await sh('cp', ['-a', base, dir])) !== 0) return false;
  // The package lists are the base's (refreshed when it was made); only downloads need the network.
  const apt = (what: string, list: string[]) =>
    list.length ? ` apt-get install -y -qq -o DPkg::Lock::Timeout=600 ${what}${list.join(' ')} > /dev/null;` : '';
  if (packages.length || download.length) {
    const status = await inChroot(
      dir,
      `set -e; export DEBIAN_FRONTEND=noninteractive;${apt('', packages)}${apt('--download-only ', download)}`,
      {log},
    );
    if (status !== 0) return false;
  }
  const shims = path.join(root, 'scripts/lib/howtos-shims');
  for (const shim of fs.readdirSync(shims)) {
    fs.copyFileSync(path.join(shims, shim), path.join(dir, 'usr/local/sbin', shim));
    fs.chmodSync(path.join(dir, 'usr/local/sbin', shim), 0o755);
  }
  fs.mkdirSync(path.join(dir, 'var/log/howtos'), {recursive: true});
  // Offline, apt takes no lock on the shared archives it only reads (each chroot's dpkg is its own).
  fs.writeFileSync(path.join(dir, 'etc/apt/apt.conf.d/99howtos'), 'Debug::NoLocking "true";\n');
  fs.mkdirSync(path.join(dir, 'howtos'), {recursive: true});
  return true;
}

async function runSpec(name: string, spec: HowtoSpec) {
  const text = fs.readFileSync(path.join(root, 'docs', `${spec.article}.mdx`), 'utf8');
  const steps = stepsOf(text);
  const dir = path.join(cache, 'runs', name);
  const newDir = `${dir}-new`;
  fs.mkdirSync(path.join(cache, 'runs'), {recursive: true});
  const log = fs.createWriteStream(path.join(cache, 'runs', `${name}.log`));
  const started = Date.now();
  const download = packagesOf(steps.map((s) => fillValues(s.code, spec.values)).join('\n'));
  let prepared = await prepareMachine(dir, spec.packages ?? [], download, log);
  if (prepared && spec.newServer) {
    prepared = await prepareMachine(newDir, ['openssh-server', ...(spec.newServer.packages ?? [])], [], log);
    const ready = `touch /howtos/new-server.ready; exec sleep infinity`;
    fs.writeFileSync(path.join(newDir, 'howtos/new-server.sh'), `set -e\n${spec.newServer.before ?? ''}\n${ready}\n`);
  }
  let outcomes;
  if (!prepared)
    outcomes = [
      {
        name: 'prepare (copy the base, install and download packages with network)',
        ok: false,
        detail: `see ${log.path}`,
      },
    ];
  else {
    for (const [file, content] of buildRun(spec, steps)) fs.writeFileSync(path.join(dir, 'howtos', file), content);
    await inChroot(dir, 'bash /howtos/run.sh', {offline: true, log, newServer: spec.newServer ? newDir : undefined});
    outcomes = readResults(spec, steps, path.join(dir, 'howtos/out'));
    if (spec.newServer && !fs.existsSync(path.join(newDir, 'howtos/new-server.ready')))
      outcomes.unshift({
        name: 'the new server started',
        ok: false,
        detail: fs.readFileSync(path.join(newDir, 'howtos/new-server.log'), 'utf8').slice(-600),
      });
  }
  log.end();
  if (!process.env.HOWTOS_KEEP) for (const d of [dir, newDir]) fs.rmSync(d, {recursive: true, force: true});
  return {name, article: spec.article, outcomes, seconds: (Date.now() - started) / 1000};
}

async function main() {
  if (process.getuid?.() !== 0) {
    console.error('test:howtos: needs root (chroot, unshare, mount)');
    process.exit(2);
  }
  const specDir = path.join(root, 'tests/howtos');
  const wanted = process.argv.slice(2);
  const names = fs
    .readdirSync(specDir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.replace(/\.ts$/, ''))
    .filter((n) => !wanted.length || wanted.includes(n));
  await ensureBase();
  const queue = [...names];
  const results: Awaited<ReturnType<typeof runSpec>>[] = [];
  await Promise.all(
    Array.from({length: jobs}, async () => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        const spec = (await import(path.join(specDir, `${name}.ts`))).default as HowtoSpec;
        const result = await runSpec(name, spec);
        results.push(result);
        const failed = result.outcomes.filter((o) => !o.ok).length;
        console.log(`${failed ? 'FAIL' : 'ok  '} ${name} (docs/${spec.article}.mdx) ${result.seconds.toFixed(0)} s`);
        for (const o of result.outcomes)
          if (!o.ok) console.log(`     ✗ ${o.name}${o.detail ? `\n    ${o.detail}` : ''}`);
      }
    }),
  );
  const failed = results.filter((r) => r.outcomes.some((o) => !o.ok));
  const checks = results.flatMap((r) => r.outcomes);
  console.log(
    `\ntest:howtos: ${results.length} articles, ${checks.length} steps and checks, ${checks.filter((o) => !o.ok).length} failed; ${failed.length} articles failing${failed.length ? `: ${failed.map((r) => r.name).join(', ')}` : ''}`,
  );
  process.exit(failed.length ? 1 : 0);
}

main().catch((e) => {
  console.error(`test:howtos: ${(e as Error).message}`);
  process.exit(2);
});
