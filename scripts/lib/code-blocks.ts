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
  {pattern: /\bchmod\s+(-R\s+)?0?777\b/, message: 'chmod 777 gives every user write access'},
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
    const pipe = PIPE_TO_SHELL.exec(text);
    if (pipe && !OFFICIAL_SCRIPT_HOSTS.has(new URL(pipe[2]).hostname))
      problems.push({
        line: i + 1,
        message: `safety: ${pipe[2]} is piped into a shell and is not a vendor's official install script`,
        warnable: false,
      });
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
    for (const block of extractBlocks(text)) {
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
