// The code-block check as a library: every fenced block of an article checked by its language,
// because readers paste these blocks into their servers as root, plus a safety lint for patterns
// that harm a server. scripts/check-code-blocks.ts is its command; tests/unit runs it on fixtures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync, spawnSync} from 'node:child_process';
import yaml from 'js-yaml';
import {parse as parseToml} from 'smol-toml';
import {parse as parseIni} from 'ini';
import sqlParser from 'node-sql-parser';
import {ARTICLE_FILE, filesUnder} from './files';

export type Block = {lang: string; meta: string; code: string; line: number; endLine: number};
type Problem = {line: number; message: string; warnable?: boolean};
type Checker = (block: Block) => Problem[];

let work = '';
/** The scratch folder for one run's temporary files. */
const workDir = () => (work ||= fs.mkdtempSync(path.join(os.tmpdir(), 'code-blocks-')));

// ShellCheck rules left out, and why. Keep this list short: every entry hides a class of bug.
const SHELLCHECK_EXCLUDES = [
  'SC2164', // "cd without || exit": guides run step by step, a reader sees a failed cd at once
  'SC1091', // "not following sourced file": /etc/os-release and the like exist on the reader's server, not here
];

// Languages shown as-is: output, transcripts, Windows and files with no maintained parser in Node.
const SHELL = /^(bash|sh|shell|zsh)$/;
const LEFT_ALONE = new Set([
  'text',
  'powershell',
  'ps1',
  'cmd',
  'bat',
  'console',
  'diff',
  'caddyfile',
  'dockerfile',
  'apacheconf',
  'xml',
  'html',
  'javascript',
  'js',
  'ts',
  'typescript',
  'php',
  'python',
]);

// Hosts whose install scripts are the vendor's own documented method; anything else piped
// into a shell fails the check.
const OFFICIAL_SCRIPT_HOSTS = new Set([
  'get.docker.com',
  'deb.nodesource.com',
  'rpm.nodesource.com',
  'install.python-poetry.org',
  'sh.rustup.rs',
]);

/** Every fenced block of a Markdown/MDX text, with the line its code starts on (1-based). */
export function extractBlocks(text: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
      j++;
    }
    blocks.push({lang: lang.toLowerCase(), meta, code: body.join('\n') + '\n', line: i + 2, endLine: j + 1});
    i = j;
  }
  return blocks;
}

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, {encoding: 'utf8'});
  return {status: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim()};
}

function tempFile(name: string, content: string) {
  const file = path.join(workDir(), name);
  fs.writeFileSync(file, content);
  return file;
}

// --- checkers by language: each returns a list of {line (within the block, 1-based), message} ---

function checkShell(block: Block): Problem[] {
  const file = tempFile('block.sh', block.code);
  const problems: Problem[] = [];
  const syntax = run('bash', ['-n', file]);
  for (const m of syntax.output.matchAll(/line (\d+): (.*)/g))
    problems.push({line: Number(m[1]), message: `bash -n: ${m[2]}`});
  if (syntax.status !== 0 && !problems.length) problems.push({line: 1, message: `bash -n: ${syntax.output}`});
  const lint = run('shellcheck', ['--shell=bash', '--format=gcc', `--exclude=${SHELLCHECK_EXCLUDES.join(',')}`, file]);
  for (const m of lint.output.matchAll(/^[^:]+:(\d+):\d+: (\w+): (.*)$/gm))
    problems.push({line: Number(m[1]), message: `shellcheck ${m[2]}: ${m[3]}`});
  return problems;
}

const PORT = /^(?:(?:\[[0-9a-f:]+\]|[0-9.]+|[A-Z_]+):)?(?:\d+(?:-\d+)?:)?\d+(?:-\d+)?(?:\/(?:tcp|udp))?$/;
const VOLUME = /^[^:\s]+:\/[^:\s]*(?::(?:ro|rw|z|Z|cached|delegated)(?:,\w+)*)?$|^\/[^:\s]*$/;

/** The structure Docker Compose requires of a file: services with an image or build, valid ports and volumes. */
type Service = {image?: string; build?: unknown; ports?: unknown[]; volumes?: unknown[]};
function checkCompose(doc: {services?: Record<string, Service | null>; volumes?: object}): Problem[] {
  const problems: Problem[] = [];
  if (!doc.services || typeof doc.services !== 'object') return [{line: 1, message: 'compose: no services mapping'}];
  const namedVolumes = new Set(Object.keys(doc.volumes ?? {}));
  for (const [name, service] of Object.entries(doc.services)) {
    if (!service || (!service.image && !service.build))
      problems.push({line: 1, message: `compose: service "${name}" has neither image nor build`});
    for (const port of service?.ports ?? []) {
      if (port && typeof port === 'object' ? !('target' in port) : !PORT.test(String(port)))
        problems.push({line: 1, message: `compose: service "${name}" has an invalid port "${JSON.stringify(port)}"`});
    }
    for (const volume of service?.volumes ?? []) {
      if (volume && typeof volume === 'object') {
        if (!('target' in volume))
          problems.push({line: 1, message: `compose: service "${name}" has a volume without target`});
        continue;
      }
      if (typeof volume !== 'string' || !VOLUME.test(volume))
        problems.push({line: 1, message: `compose: service "${name}" has an invalid volume "${volume}"`});
      const source = String(volume).split(':')[0];
      if (!/^[./~$]/.test(source) && String(volume).includes(':') && !namedVolumes.has(source))
        problems.push({
          line: 1,
          message: `compose: service "${name}" uses volume "${source}", which is not declared under top-level volumes`,
        });
    }
  }
  return problems;
}

function checkYaml(block: Block): Problem[] {
  let docs: unknown[];
  try {
    docs = yaml.loadAll(block.code);
  } catch (e) {
    const error = e as yaml.YAMLException;
    return [{line: (error.mark?.line ?? 0) + 1, message: `yaml: ${error.reason ?? error.message}`}];
  }
  const isCompose =
    /title="[^"]*(compose)[^"]*\.ya?ml"/.test(block.meta) ||
    docs.some((d) => d && typeof d === 'object' && 'services' in d);
  return isCompose ? docs.flatMap((d) => checkCompose((d ?? {}) as Parameters<typeof checkCompose>[0])) : [];
}

function checkJson(block: Block): Problem[] {
  try {
    JSON.parse(block.code);
    return [];
  } catch (e) {
    return [{line: 1, message: `json: ${(e as Error).message}`}];
  }
}

let dummyCertificate: {key: string; crt: string} | undefined;
/** nginx -t on the block inside the smallest configuration that gives it a context. */
function checkNginx(block: Block): Problem[] {
  const work = workDir();
  if (!dummyCertificate) {
    dummyCertificate = {key: path.join(work, 'dummy.key'), crt: path.join(work, 'dummy.crt')};
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=example.com',
        '-keyout',
        dummyCertificate.key,
        '-out',
        dummyCertificate.crt,
      ],
      {stdio: 'ignore'},
    );
  }
  // Certificates are the reader's own files: point them at a throwaway pair so -t can load them.
  let code = block.code
    .replace(/^(\s*ssl_certificate)\s+[^;]+;/gm, `$1 ${dummyCertificate.crt};`)
    .replace(/^(\s*ssl_certificate_key)\s+[^;]+;/gm, `$1 ${dummyCertificate.key};`)
    .replace(/^(\s*ssl_trusted_certificate)\s+[^;]+;/gm, `$1 ${dummyCertificate.crt};`);
  let prefixLines = 0;
  if (!/^\s*(http|events)\s*\{/m.test(code)) {
    const inServer = !/^\s*(server|upstream|map)\b/m.test(code);
    const head = `events {}\nhttp {\ninclude /etc/nginx/mime.types;\n${inServer ? 'server {\n' : ''}`;
    prefixLines = head.split('\n').length - 1;
    code = `${head}${code}${inServer ? '}\n' : ''}}\n`;
  } else if (!/^\s*events\s*\{/m.test(code)) {
    code = `events {}\n${code}`;
    prefixLines = 1;
  }
  const file = tempFile('nginx.conf', `pid ${path.join(work, 'nginx.pid')};\nerror_log stderr;\n${code}`);
  prefixLines += 2;
  const result = run('nginx', ['-t', '-q', '-p', work, '-c', file]);
  if (result.status === 0) return [];
  const m = /\[emerg\] (.*?) in \S+:(\d+)/.exec(result.output);
  return [{line: m ? Math.max(1, Number(m[2]) - prefixLines) : 1, message: `nginx -t: ${m ? m[1] : result.output}`}];
}

function checkParser(name: string, parse: (code: string) => unknown): Checker {
  return (block) => {
    try {
      parse(block.code);
      return [];
    } catch (e) {
      const error = e as {line?: number; message: string};
      return [{line: error.line ?? 1, message: `${name}: ${String(error.message).split('\n')[0]}`}];
    }
  };
}

const sql = new sqlParser.Parser();
const CHECKERS: Record<string, Checker> = {
  bash: checkShell,
  sh: checkShell,
  shell: checkShell,
  yaml: checkYaml,
  yml: checkYaml,
  json: checkJson,
  nginx: checkNginx,
  toml: checkParser('toml', parseToml),
  ini: checkParser('ini', (code) => parseIni(code)),
  sql: checkParser('sql', (code) => sql.astify(code, {database: 'MySQL'})),
};

// --- the safety lint: patterns that must fail, or stand next to a visible warning ---

const UNSAFE = [
  {
    pattern: /\b(ufw\s+disable|systemctl\s+(stop|disable|mask)\s+(--now\s+)?firewalld|iptables\s+-F\b)/,
    message: 'turns the firewall off',
  },
  {pattern: /\bsetenforce\s+0\b|SELINUX=(disabled|permissive)/, message: 'turns SELinux off'},
];
const PIPE_TO_SHELL = /\b(curl|wget)\b[^|\n]*?(https?:\/\/[^\s|'"]+)[^|\n]*\|\s*(sudo\s+(-E\s+)?)?(ba|z)?sh\b/;
const FIXED_SECRET =
  /\b(pass(word)?|passwd|secret|token|api_?key)\b["']?\s*[:=]\s*["']?([^\s"',;]+)|IDENTIFIED\s+BY\s+'([^']+)'/i;
// `-pSECRET` is a password only for the MySQL/MariaDB clients; elsewhere -p… is another option (find -printf).
const INLINE_DB_PASSWORD =
  /\b(mysql|mysqldump|mysqladmin|mysqlimport|mariadb|mariadb-dump|mariadb-admin)\b.*\s-p(?!\s)(\S+)/;

function isPlaceholder(value: string) {
  return /^[A-Z][A-Z0-9_]*$/.test(value) || /^\$/.test(value) || /^<.*>$/.test(value) || value === '';
}

function safetyProblems(block: Block): Problem[] {
  if (LEFT_ALONE.has(block.lang) && block.lang !== 'powershell') return [];
  const problems: Problem[] = [];
  block.code.split('\n').forEach((text, i) => {
    for (const {pattern, message} of UNSAFE)
      if (pattern.test(text)) problems.push({line: i + 1, message: `safety: ${message}`, warnable: true});
    const secret = FIXED_SECRET.exec(text);
    const value = (secret && (secret[3] ?? secret[4])) ?? INLINE_DB_PASSWORD.exec(text)?.[2];
    if (value && !isPlaceholder(value) && !/^\$\(|^\{\{/.test(value) && !/^(ro|rw|-)$/.test(value))
      problems.push({
        line: i + 1,
        message: `safety: fixed secret "${value}": use a placeholder or generate it (openssl rand -base64 32)`,
        warnable: false,
      });
  });
  return problems;
}

// --- hazard rules: steps that run but expose or silently break the reader's server (issue 31) ---
// Each is an error (no admonition excuses it): the fix is always in the command itself. A failure
// reads `hazard(rule): what is wrong. Fix: what to write instead`.

/** The article around a block: its prose (code removed) and every block, for rules that look across blocks. */
export type Article = {prose: string; blocks: Block[]};
type Hazard = {line: number; rule: string; message: string};

/** A heredoc inside a shell block: the file it writes (if any) and its body's lines (0-based, within the block). */
type Heredoc = {target: string; from: number; to: number};
function heredocs(lines: string[]): Heredoc[] {
  const found: Heredoc[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /<<(-?)\s*(['"]?)(\w+)\2/.exec(lines[i]);
    if (!m) continue;
    const target =
      /(?:>>?|\btee\s+(?:-a\s+)?)\s*(["']?)([^\s"';|&)]+)\1/.exec(lines[i].replace(/<<-?\s*\S+/, ''))?.[2] ?? '';
    let j = i + 1;
    while (j < lines.length && (m[1] ? lines[j].trim() : lines[j]) !== m[3]) j++;
    found.push({target, from: i + 1, to: j});
    i = j;
  }
  return found;
}

/** The text of a line without its comment (shell, ini and YAML `#`, ini `;`), so inert notes are not judged. */
const uncommented = (text: string) => text.replace(/(^|\s)[#;].*$/, '');

// 1. Dumps, keys and credentials. Tools that set a private mode themselves are not flagged:
// ssh-keygen writes the private key 0600 (OpenSSH sshkey_save_private), openssl genpkey/genrsa/
// req -keyout open key files 0600 (OpenSSL 3 bio_open_owner), restic and borg create their
// repositories 0700/0600 (restic DefaultModes, borg --umask 0077). What the shell writes with `>`,
// `tee` or a dump tool's own output option gets the umask: 0644 under systemd, cron and sudo.
const DUMP_TOOL = /\b(mysqldump|mariadb-dump|pg_dump|pg_dumpall|mongodump|restic\s+dump|borg\s+export-tar)\b/;
const DUMP_OUTPUT_OPTION =
  /\b(?:mysqldump|mariadb-dump|pg_dump|pg_dumpall|mongodump)\b.*?(?:\s(?:-f|-o|--file|--out|--result-file|--archive)[=\s]+|\s-r\s*)(["']?)([^-\s"';|&][^\s"';|&]*)\1/;
const TAR_CREATE = /\btar\s+(?:-?[a-zA-Z]*c[a-zA-Z]*f|-?[a-zA-Z]*f[a-zA-Z]*c)\s+(["']?)([^\s"';|&]+)\1/;
// Secrets by name; public halves (public.key, *.pub, certificates such as fullchain.pem) are not.
const SECRET_NAME =
  /(\.key|\.p12|\.pfx|\/\.my\.cnf|\/\.pgpass|\/\.netrc|credentials|-password|\.sql|\.sql\.gz|\.sql\.zst|\.dump|\.archive(\.gz)?)$|(key|priv)[^/]*\.pem$/;
const isSecretName = (file: string) => SECRET_NAME.test(file) && !/pub(lic)?[^/]*$/.test(file);
const WORD = `("[^"]*"|'[^']*'|[^\\s;|&)]+)`;
const REDIRECT = new RegExp(`(?:^|[^<>&0-9])>>?\\s*${WORD}|\\btee\\s+(?:-a\\s+)?${WORD}`, 'g');
const PRIVATE_MODE = '0?[0-7]?[0-7]00';

const expandHome = (file: string) => file.replace(/^(~|\$HOME)(?=\/)/, '~');
/** Files written in a line, by redirect, tee, a dump tool's output option or tar's f. */
function writtenFiles(text: string): {file: string; dump: boolean}[] {
  const out: {file: string; dump: boolean}[] = [];
  const dump = DUMP_TOOL.test(text);
  for (const m of text.matchAll(REDIRECT)) {
    const file = (m[1] ?? m[2])?.replace(/^["']|["']$/g, '');
    if (!file || /^\/dev\//.test(file) || /^&/.test(file)) continue;
    out.push({file: expandHome(file), dump});
  }
  const option = DUMP_OUTPUT_OPTION.exec(text)?.[2] ?? TAR_CREATE.exec(text)?.[2];
  if (option && !out.some((o) => o.file === expandHome(option))) out.push({file: expandHome(option), dump: true});
  return out;
}

/** Whether the article makes this file private: a chmod or install -m of it or of a folder above it. */
function madePrivate(file: string, allCode: string) {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = file.split('/');
  for (let n = parts.length; n > 0; n--) {
    const target = escape(parts.slice(0, n).join('/'));
    if (!target || target === '~' || target === '\\$HOME') continue;
    const mode = `(?:${PRIVATE_MODE}|(?:go|og|o)-[rwx]+|u=rwx?,go=|go=)`;
    if (new RegExp(`\\bchmod\\s+(?:-R\\s+)?${mode}\\s+(?:\\S+\\s+)*["']?${target}["']?(?:\\s|$)`, 'm').test(allCode))
      return true;
    if (
      new RegExp(`\\binstall\\s+[^\\n]*-m\\s*${PRIVATE_MODE}\\s[^\\n]*["']?${target}["']?(?:\\s|$)`, 'm').test(allCode)
    )
      return true;
  }
  return false;
}

function privateFileHazards(block: Block, article: Article): Hazard[] {
  if (!SHELL.test(block.lang)) return [];
  const lines = block.code.split('\n');
  const docs = heredocs(lines);
  const allCode = article.blocks.map((b) => b.code).join('\n');
  const hazards: Hazard[] = [];
  // A heredoc body is a script of its own (its umask counts inside it only); the rest of the block is another.
  const units = [
    ...docs.map((d) => ({lines: lines.slice(d.from, d.to).map((t, k) => ({t, i: d.from + k}))})),
    {lines: lines.map((t, i) => ({t, i})).filter(({i}) => !docs.some((d) => i >= d.from && i < d.to))},
  ];
  for (const unit of units) {
    let umask = false;
    for (const {t, i} of unit.lines) {
      const text = uncommented(t);
      if (/\bumask\s+0?[0-7]?77\b/.test(text)) umask = true;
      if (umask) continue;
      for (const {file, dump} of writtenFiles(text)) {
        if (!dump && !isSecretName(file)) continue;
        // /root is 0700 on Debian, Ubuntu and EL: nobody else reaches what is written under it.
        if (/^\/root\//.test(file) || madePrivate(file, allCode)) continue;
        hazards.push({
          line: i + 1,
          rule: 'private-file',
          message: `${file} ${dump ? 'holds a dump or archive' : 'holds a key or credentials'} and is written with the default umask (0644 under systemd, cron and sudo, readable by every local account). Fix: \`umask 077\` earlier in the script, or \`install -m 600\`/\`chmod 600\` the file (\`install -d -m 700\` its folder)`,
        });
      }
    }
  }
  return hazards;
}

// 2. sshd keeps the first value of each keyword, reading /etc/ssh/sshd_config.d/*.conf in lexical
// order (sshd_config(5), Include), and cloud images ship 50-cloud-init.conf.
const CLOUD_DROP_IN = '50-cloud-init.conf';
const SSHD_DROP_IN_WRITE =
  /(?:>>?\s*|\btee\s+(?:-a\s+)?|\b(?:nano|vi|vim|editor|cp\s+\S+|mv\s+\S+|install\s+[^\n]*?)\s+)["']?\/etc\/ssh\/sshd_config\.d\/([^\s"';|&]+)/;
function sshdDropInHazards(block: Block): Hazard[] {
  const hazards: Hazard[] = [];
  const check = (name: string, line: number, content?: string) => {
    // Settings inside a Match block override the global ones for the connections it matches, whatever
    // the file order (sshd re-reads the configuration per connection), so a Match-only file may sort late.
    const first = content?.split('\n').find((l) => l.trim() && !l.trim().startsWith('#'));
    if (first && /^\s*Match\s/i.test(first)) return;
    if (!name.endsWith('.conf'))
      hazards.push({
        line,
        rule: 'sshd-drop-in',
        message: `sshd reads only *.conf from /etc/ssh/sshd_config.d/, so ${name} is ignored. Fix: name it 00-NAME.conf`,
      });
    else if (name > CLOUD_DROP_IN)
      hazards.push({
        line,
        rule: 'sshd-drop-in',
        message: `/etc/ssh/sshd_config.d/${name} sorts after ${CLOUD_DROP_IN}, and sshd keeps the first value it reads, so a cloud image's setting wins while sshd -t passes. Fix: name it 00-${name.replace(/^\d+-/, '')} and check the effective value with sshd -T`,
      });
  };
  const title = /title="\/etc\/ssh\/sshd_config\.d\/([^"]+)"/.exec(block.meta);
  if (title) check(title[1], 1, block.code);
  if (SHELL.test(block.lang)) {
    const lines = block.code.split('\n');
    const docs = heredocs(lines);
    lines.forEach((t, i) => {
      const m = SSHD_DROP_IN_WRITE.exec(uncommented(t));
      const doc = docs.find((d) => d.from === i + 1);
      if (m && !m[1].includes('*')) check(m[1], i + 1, doc && lines.slice(doc.from, doc.to).join('\n'));
    });
  }
  return hazards;
}

// 3. systemd sets $HOME only for units with User= (systemd.exec(5), "Environment variables in
// spawned processes"), and these tools find their files through $HOME alone, with no fallback to
// the password database: the MySQL/MariaDB clients ~/.my.cnf (mysys my_default.c, getenv("HOME")),
// restic its cache (Go os.UserCacheDir), Composer its home ("The HOME or COMPOSER_HOME environment
// variable must be set"). Not listed, because they fall back to the password database when $HOME
// is unset: libpq (psql, pg_dump: pqGetHomeDirectory), Python's expanduser (borg, aws), Node's
// os.homedir() (npm).
const HOME_TOOL =
  /(?:^|[\s;|&(/'"])(mysql|mysqldump|mysqladmin|mysqlcheck|mysqlimport|mysqlshow|mariadb|mariadb-dump|mariadb-admin|mariadb-check|mariadb-import|restic|composer)(?=[\s;|&)'"]|$)/m;
type Unit = {text: string; line: number};
/** systemd units of a block: an ini block titled *.service (or holding [Service]), or heredocs in a shell block. */
function serviceUnits(block: Block): Unit[] {
  if (block.lang === 'ini' && /^\s*\[Service\]/m.test(block.code)) return [{text: block.code, line: 1}];
  if (!SHELL.test(block.lang)) return [];
  const lines = block.code.split('\n');
  return heredocs(lines)
    .map((d) => ({text: lines.slice(d.from, d.to).join('\n'), line: d.from + 1}))
    .filter((u) => /^\s*\[Service\]/m.test(u.text));
}
/** The scripts an article writes, by path: blocks titled with a path, and heredocs that write to a path. */
function articleScripts(article: Article) {
  const scripts = new Map<string, string>();
  for (const b of article.blocks) {
    const title = /title="(\/[^"]+)"/.exec(b.meta)?.[1];
    if (title) scripts.set(title, b.code);
    if (SHELL.test(b.lang)) {
      const lines = b.code.split('\n');
      for (const d of heredocs(lines))
        if (d.target.startsWith('/')) scripts.set(d.target, lines.slice(d.from, d.to).join('\n'));
    }
  }
  return scripts;
}
function serviceHomeHazards(block: Block, article: Article): Hazard[] {
  const hazards: Hazard[] = [];
  for (const unit of serviceUnits(block)) {
    const service = /^\s*\[Service\][^]*?(?=^\s*\[|(?![^]))/m.exec(unit.text)?.[0] ?? '';
    if (/^\s*User=\S/m.test(service) || /^\s*Environment=.*\bHOME=/m.test(service)) continue;
    const lines = unit.text.split('\n');
    lines.forEach((t, k) => {
      const exec = /^\s*Exec(?:Start|StartPre|StartPost|Stop)=[-@:+!]*(.*)$/.exec(t);
      if (!exec) return;
      const program = exec[1].trim().split(/\s+/)[0];
      const scripts = articleScripts(article);
      const tool = HOME_TOOL.exec(exec[1])?.[1] ?? HOME_TOOL.exec(uncommentedScript(scripts.get(program) ?? ''))?.[1];
      if (tool)
        hazards.push({
          line: unit.line + k,
          rule: 'service-home',
          message: `this [Service] runs ${tool}${exec[1].includes(tool) ? '' : ` (in ${program})`}, which reads its files from $HOME, and systemd sets HOME only with User=: the nightly run misses them while a manual run works. Fix: add Environment=HOME=/root (or User=) under [Service]`,
        });
    });
  }
  return hazards;
}
const uncommentedScript = (code: string) => code.split('\n').map(uncommented).join('\n');

// 4. World-writable modes: any local account or compromised site may change the files. No article
// needs them (fix the owner instead), so they are errors even beside a warning. The sticky 1777 of
// a shared temporary folder is allowed.
const WORLD_WRITABLE =
  /\bchmod\s+(?:-[A-Za-z]+\s+)*(?:0?[0-7]{2}[2367]|[ugoa]*[ao][ugoa]*[+=][rwxXst]*w[rwxXst]*)(?=[\s,]|$)/;
function worldWritableHazards(block: Block): Hazard[] {
  if (!SHELL.test(block.lang)) return [];
  const hazards: Hazard[] = [];
  block.code.split('\n').forEach((t, i) => {
    const m = WORLD_WRITABLE.exec(uncommented(t));
    if (m)
      hazards.push({
        line: i + 1,
        rule: 'world-writable',
        message: `\`${m[0]}\` lets every local account write there. Fix: give the folder to the user that needs it (chown USER:GROUP, chmod 750 or 640)`,
      });
  });
  return hazards;
}

// 5. A script piped into a shell runs unseen code as root. Allowed only from a vendor's documented
// install host (OFFICIAL_SCRIPT_HOSTS) when the article's prose names that host, so the reader
// knows whose script runs; anything else is downloaded, read and then run.
function pipeToShellHazards(block: Block, article: Article): Hazard[] {
  if (!SHELL.test(block.lang)) return [];
  const hazards: Hazard[] = [];
  block.code.split('\n').forEach((t, i) => {
    const pipe = PIPE_TO_SHELL.exec(uncommented(t));
    if (!pipe) return;
    const host = new URL(pipe[2]).hostname;
    if (!OFFICIAL_SCRIPT_HOSTS.has(host))
      hazards.push({
        line: i + 1,
        rule: 'pipe-to-shell',
        message: `${pipe[2]} is piped into a shell and is not a vendor's official install script. Fix: download it, show how to read it, then run it, or use the vendor's package repository`,
      });
    else if (!article.prose.includes(host))
      hazards.push({
        line: i + 1,
        rule: 'pipe-to-shell',
        message: `${pipe[2]} is piped into a shell and the article does not say whose script it is. Fix: name ${host} and what the script does in the text before the block`,
      });
  });
  return hazards;
}

// 6. Admin interfaces and databases opened to the whole Internet. These ports speak a login
// protocol or have none (Redis, Docker's API, memcached): open them only to the reader's address.
const ADMIN_PORTS = new Map<number, string>([
  [2375, 'Docker API'],
  [2376, 'Docker API (TLS)'],
  [3306, 'MySQL/MariaDB'],
  [5432, 'PostgreSQL'],
  [6379, 'Redis'],
  [8443, 'a control panel (Plesk)'],
  [8888, 'FASTPANEL'],
  [9000, 'MinIO API / Portainer'],
  [9001, 'MinIO console'],
  [9090, 'Cockpit / Prometheus'],
  [9200, 'Elasticsearch'],
  [9443, 'Portainer'],
  [10000, 'Webmin'],
  [11211, 'memcached'],
  [15672, 'RabbitMQ management'],
  [27017, 'MongoDB'],
  [1500, 'ISPmanager'],
  [2087, 'WHM'],
  [2083, 'cPanel'],
]);
// firewalld's own service names for the same (/usr/lib/firewalld/services/*.xml).
const ADMIN_SERVICES = new Set([
  'mysql',
  'postgresql',
  'redis',
  'mongodb',
  'docker-swarm',
  'cockpit',
  'elasticsearch',
  'memcache',
  'prometheus',
  'webmin',
  'rabbitmq',
]);
function adminPortsIn(spec: string): number[] {
  const m = /^(\d+)(?:[:-](\d+))?/.exec(spec);
  if (!m) return [];
  const from = Number(m[1]);
  const to = m[2] ? Number(m[2]) : from;
  return [...ADMIN_PORTS.keys()].filter((p) => p >= from && p <= to);
}
function openFirewallHazards(block: Block): Hazard[] {
  if (!SHELL.test(block.lang)) return [];
  const hazards: Hazard[] = [];
  block.code.split('\n').forEach((t, i) => {
    const text = uncommented(t);
    const opened: string[] = [];
    const ufw = /\bufw\s+(?:allow|limit)\s+(?:in\s+)?(.*)$/.exec(text);
    if (ufw && !/\bfrom\s+(?!any\b)\S+/.test(ufw[1])) {
      const port = /\bport\s+(\S+)/.exec(ufw[1])?.[1] ?? /^(\d[\d:]*)(?:\/\w+)?/.exec(ufw[1])?.[1] ?? '';
      for (const p of adminPortsIn(port)) opened.push(`${p} (${ADMIN_PORTS.get(p)})`);
    }
    if (/\bfirewall-cmd\b/.test(text) && !/--add-source|--zone=(?!public\b)|rich-rule/.test(text)) {
      for (const m of text.matchAll(/--add-port=(\S+)/g))
        for (const p of adminPortsIn(m[1])) opened.push(`${p} (${ADMIN_PORTS.get(p)})`);
      for (const m of text.matchAll(/--add-service=(\S+)/g))
        if (ADMIN_SERVICES.has(m[1])) opened.push(`service ${m[1]}`);
    }
    for (const what of opened)
      hazards.push({
        line: i + 1,
        rule: 'open-admin-port',
        message: `opens ${what} to the whole Internet. Fix: allow only the reader's address (ufw allow from YOUR_IP to any port PORT proto tcp; firewall-cmd --add-rich-rule='rule family="ipv4" source address="YOUR_IP" port port="PORT" protocol="tcp" accept'), or keep it on 127.0.0.1 behind a proxy or an SSH tunnel`,
      });
  });
  return hazards;
}

// 7. Documentation addresses (RFC 5737, RFC 3849) belong in sample output only. In a command or a
// file the reader writes they are pasted verbatim and point at nothing, so a placeholder stands
// there. A `text` block is output unless its title names a file (a path, or no "Output"/"Example").
const DOC_ADDRESS =
  /(?<![\d.])(?:192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}(?:\/\d+)?(?![\d.])|\b2001:db8:[0-9a-f:]*(?:\/\d+)?/i;
function isOutput(block: Block) {
  if (block.lang !== 'text') return false;
  const title = /title="([^"]*)"/.exec(block.meta)?.[1];
  return !title || /\b(output|example|typical|ticket|request)\b/i.test(title);
}
function docAddressHazards(block: Block): Hazard[] {
  if (isOutput(block) || (LEFT_ALONE.has(block.lang) && block.lang !== 'text')) return [];
  const hazards: Hazard[] = [];
  block.code.split('\n').forEach((t, i) => {
    const m = DOC_ADDRESS.exec(uncommented(t));
    if (m)
      hazards.push({
        line: i + 1,
        rule: 'doc-address',
        message: `${m[0]} is a documentation address in a command or file the reader uses. Fix: a placeholder registered in src/data/placeholders.ts (SERVER_IP, YOUR_IP, GATEWAY_IP …); literal examples belong in sample output only`,
      });
  });
  return hazards;
}

const HAZARD_RULES = [
  privateFileHazards,
  sshdDropInHazards,
  serviceHomeHazards,
  worldWritableHazards,
  pipeToShellHazards,
  openFirewallHazards,
  docAddressHazards,
];
/** Every hazard of a block, as problems for the report. */
export function hazardProblems(block: Block, article: Article): Problem[] {
  return HAZARD_RULES.flatMap((rule) => rule(block, article)).map((h) => ({
    line: h.line,
    message: `hazard(${h.rule}): ${h.message}`,
  }));
}

/** The article's text without its code blocks, for rules that ask whether the prose explains something. */
export function articleOf(text: string): Article {
  const blocks = extractBlocks(text);
  const lines = text.split('\n');
  const inCode = new Set(blocks.flatMap((b) => Array.from({length: b.endLine - b.line + 2}, (_, k) => b.line - 2 + k)));
  return {prose: lines.filter((_, i) => !inCode.has(i)).join('\n'), blocks};
}

/** A :::warning, :::danger or :::caution that starts within a few lines before the block or right after it. */
function hasWarningNearby(lines: string[], block: Block) {
  const from = Math.max(0, block.line - 15);
  const to = Math.min(lines.length, block.endLine + 4);
  return lines.slice(from, to).some((l) => /^\s*:::(warning|danger|caution)\b/.test(l));
}

// --- a run over a folder of articles ---

/** The programs the checkers run; npm test installs them (scripts/ensure-debian-packages.sh). */
export const missingTools = () =>
  ['bash', 'shellcheck', 'nginx', 'openssl'].filter((tool) => run('sh', ['-c', `command -v ${tool}`]).status !== 0);

export type LanguageCount = {blocks: number; failed: number; checked: boolean};
export type Report = {failures: string[]; counts: Map<string, LanguageCount>};

/** Checks every block of every article under docsDir; failures read `article:line [language] message`. */
export function checkCodeBlocks(docsDir: string, relativeTo: string): Report {
  const counts = new Map<string, LanguageCount>();
  const failures: string[] = [];
  for (const file of filesUnder(docsDir, ARTICLE_FILE)) {
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const rel = path.relative(relativeTo, file);
    const article = articleOf(text);
    for (const block of article.blocks) {
      const lang = block.lang || '(none)';
      const count = counts.get(lang) ?? {blocks: 0, failed: 0, checked: true};
      count.blocks++;
      const checker = CHECKERS[block.lang];
      let problems: Problem[] = [];
      if (!block.lang) problems.push({line: 0, message: 'the block names no language'});
      else if (checker) problems = checker(block);
      else if (LEFT_ALONE.has(block.lang)) count.checked = false;
      else
        problems.push({
          line: 0,
          message: `no check for language "${block.lang}": add one to scripts/lib/code-blocks.ts or use a known language`,
        });
      // No "$ " prompt in a shell block: readers paste whole blocks. ("# " starts a comment.)
      if (SHELL.test(block.lang))
        block.code.split('\n').forEach((text, i) => {
          if (/^\s*\$ /.test(text)) problems.push({line: i + 1, message: 'a "$ " prompt: readers paste whole blocks'});
        });
      for (const p of safetyProblems(block)) if (!(p.warnable && hasWarningNearby(lines, block))) problems.push(p);
      problems.push(...hazardProblems(block, article));
      if (problems.length) count.failed++;
      for (const p of problems) failures.push(`${rel}:${block.line + Math.max(0, p.line - 1)} [${lang}] ${p.message}`);
      counts.set(lang, count);
    }
  }
  if (work) fs.rmSync(work, {recursive: true, force: true});
  work = '';
  return {failures, counts};
}

/** The report as the command prints it: failures, then counts per language. */
export function formatReport({failures, counts}: Report): string {
  const total = [...counts.values()].reduce((n, c) => n + c.blocks, 0);
  return [
    ...failures.map((f) => `FAIL ${f}`),
    '',
    'code blocks by language:',
    ...[...counts]
      .sort((a, b) => b[1].blocks - a[1].blocks)
      .map(
        ([lang, c]) =>
          `  ${lang.padEnd(12)} ${String(c.blocks).padStart(4)} blocks  ${c.checked ? `${c.failed} failed` : 'left alone'}`,
      ),
    `code blocks: ${total} in all, ${failures.length} problems`,
  ].join('\n');
}
