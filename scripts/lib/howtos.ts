// How-tos that run (issue 31): which blocks of an article `npm run test:howtos` runs, and the
// shell script that runs them in order inside a fresh Debian 12 chroot. The article marks a block
// with a word in its code fence's meta, after the language (```bash howto), which Docusaurus and
// the Markdown copies ignore (nothing renders the meta but `title=` and line ranges):
//   howto          a shell block: run it; any block titled with a path: write the file
//   howto          an sql block: run it in the MariaDB client as root (what `sudo mysql` gives)
//   howto=append   a block titled with a path: add it at the end of that file ("Add the line at the end")
//   howto=inside   a block titled with a path and "(inside …)": put it before the file's last "}"
//   howto=crontab  a block of crontab lines: install them as root's crontab (what `crontab -e` saves)
// What the harness then asserts lives in tests/howtos/NAME.ts (a HowtoSpec), beside nothing the reader sees.
import {HOWTO_MARK} from '../../src/data/howtoMark';
import fs from 'node:fs';
import path from 'node:path';
import {extractBlocks, type Block} from './code-blocks';
import {placeholders} from '../../src/data/placeholders';
import {placeholdersIn} from '../../src/components/YourValues/values';

export type Check = {
  /** What the article promises, in its words (shown when it fails). */
  name: string;
  /** Run after this step (1-based, counting marked blocks), or after the last one. */
  after?: number;
  /** A shell command run as root inside the chroot. */
  run: string;
  /** Its output must match (stdout and stderr together). */
  expect?: RegExp;
  /** Its exit status; 0 unless given. */
  status?: number;
};
export type HowtoSpec = {
  /** The article, relative to docs/ (without .mdx). */
  article: string;
  /** Packages the reader's server already has (installed with the network before the run). */
  packages?: string[];
  /** What the reader's server already has before step 1 (the article's "Before you begin"), run as root. */
  before?: string;
  /** Values for placeholders beyond the examples of src/data/placeholders.ts. */
  values?: Record<string, string>;
  /**
   * Commands the article gives in its prose after a step (1-based), in its own words, such as "Restart
   * the database with `sudo systemctl restart mysql`": run right after that step.
   */
  prose?: Record<number, string>;
  /** What the reader types at a step's prompts (a password), one answer a line: the step then runs on a terminal. */
  typed?: Record<number, string>;
  /** The database `sql` steps run in (as root through the socket, as `sudo mysql DB` does), once it exists. */
  database?: string;
  /**
   * Changes the article's text tells a Debian 12 reader to make to a block ("on Debian 12 it is
   * unix:/run/php/php8.2-fpm.sock"): [from, to], applied to every step after the values.
   */
  edits?: [string, string][];
  /**
   * A migration's new server: a second fresh copy in the same private network, reached at
   * 127.0.0.2 (give NEW_SERVER_IP that value), with its own packages and start-up script (sshd and
   * a database running, the root password the provider e-mailed). Checks see its files under
   * /howtos/new-server.
   */
  newServer?: {packages?: string[]; before?: string};
  checks: Check[];
};

export type Step = {
  kind: 'run' | 'sql' | 'write' | 'append' | 'inside' | 'crontab';
  path?: string;
  code: string;
  line: number;
};

/** The marked blocks of an article, in order, as steps. */
export function stepsOf(text: string): Step[] {
  return extractBlocks(text)
    .map((block) => ({block, mark: HOWTO_MARK.exec(block.meta)}))
    .filter(({mark}) => mark)
    .map(({block, mark}) => toStep(block, mark![1]));
}

function toStep(block: Block, mode: string | undefined): Step {
  const title = /title="([^"]*)"/.exec(block.meta)?.[1];
  if (mode === 'crontab') return {kind: 'crontab', code: block.code, line: block.line};
  if (title?.startsWith('/'))
    return {
      kind: mode === 'append' || mode === 'inside' ? mode : 'write',
      path: title.split(' ')[0],
      code: block.code,
      line: block.line,
    };
  if (!mode && block.lang === 'sql') return {kind: 'sql', code: block.code, line: block.line};
  if (mode || !/^(bash|sh|shell)$/.test(block.lang))
    throw new Error(
      `line ${block.line}: a "howto${mode ? `=${mode}` : ''}" block needs ${mode ? 'a title that is a path' : 'a shell or sql language, or a title that is a path'}`,
    );
  return {kind: 'run', code: block.code, line: block.line};
}

/** The reader's values: every placeholder's example, then the spec's own. */
export function fillValues(code: string, extra: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    ...Object.fromEntries(placeholders.map((p) => [p.name, p.example])),
    ...extra,
  };
  let out = code;
  for (const name of [...placeholdersIn(code), ...Object.keys(extra)])
    if (values[name] !== undefined) out = out.replace(new RegExp(`(?<![\\w$])${name}(?!\\w)`, 'g'), values[name]);
  return out;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * The files to put under /howtos in the chroot: run.sh runs `before`, then each step and the
 * checks after it, and stops at the first step that fails, as a reader would. Each step's output
 * and status land in /howtos/out, read back by readResults.
 */
export function buildRun(spec: HowtoSpec, steps: Step[]): Map<string, string> {
  const files = new Map<string, string>();
  const lines = [
    '#!/bin/bash',
    'cd /root',
    'mkdir -p /howtos/out /var/lib/howtos /var/log/howtos',
    'export HOME=/root',
    `trap 'howtos_status=$?; echo "howtos: a command failed (exit $howtos_status)" >&2' ERR`,
  ];
  const TRAP = `trap 'howtos_status=$?; echo "howtos: a command failed (exit $howtos_status)" >&2' ERR`;
  // Checks, the server's state before step 1 and prose commands: each its own bash, like a second terminal.
  const runScript = (id: string, code: string, typed?: string) => {
    // As pasted into a shell: every line runs, and any command that fails fails it (no set -e).
    // A negated last command (! grep …) sets no ERR trap, so its own status counts too.
    files.set(
      `${id}.sh`,
      `howtos_status=0\n${TRAP}\n${code}\nhowtos_last=$?\n[ "$howtos_status" = 0 ] || exit "$howtos_status"\nexit "$howtos_last"\n`,
    );
    if (typed === undefined)
      lines.push(`bash /howtos/${id}.sh > /howtos/out/${id}.txt 2>&1 < /dev/null; echo $? > /howtos/out/${id}.rc`);
    else {
      // On a terminal (script(1)), so password prompts read what the reader types. Each answer is
      // typed once the step shows a prompt (its output ends in ": ", "? ", "] " as in "[Y/n] ", or
      // a shell's "# " or "$ ", and has been quiet for half a second), as a prompt that turns echo
      // off discards what was typed before it (TCSAFLUSH).
      files.set(`${id}.typed`, typed.endsWith('\n') ? typed : typed + '\n');
      const out = `/howtos/out/${id}.txt`;
      const feed = `while IFS= read -r l; do p=-1; while :; do sleep 0.5; c=$(stat -c %s ${out}); [ "$c" = "$p" ] && [ "$c" -gt "\${s:-0}" ] && case "$(tail -c 2 ${out})" in ": "|"? "|"] "|"# "|"$ ") true;; *) false;; esac && break; p=$c; done; printf '%s\\n' "$l"; s=$c; done < /howtos/${id}.typed; sleep 60`;
      lines.push(
        `timeout 300 script -qefc 'bash /howtos/${id}.sh' /dev/null < <(${feed}) > ${out} 2>&1; echo $? > /howtos/out/${id}.rc`,
      );
    }
  };
  // The article's steps: sourced one after another in run.sh itself, the reader's one shell session,
  // so what a block sets (cd, umask, variables) holds for the next, as when pasting them in turn.
  // A step with typed answers needs a terminal and runs in a shell of its own.
  const runStep = (id: string, code: string, typed?: string) => {
    if (typed !== undefined) return runScript(id, code, typed);
    files.set(`${id}.sh`, code);
    lines.push(
      `howtos_status=0; source /howtos/${id}.sh > /howtos/out/${id}.txt 2>&1 < /dev/null; howtos_last=$?; [ "$howtos_status" = 0 ] && howtos_status=$howtos_last; echo $howtos_status > /howtos/out/${id}.rc`,
    );
  };
  const checksAfter = (n: number) =>
    spec.checks.forEach((c, k) => {
      if ((c.after ?? steps.length) === n) runScript(`check-${k}`, c.run + '\n');
    });
  if (spec.before) {
    runScript('before', spec.before);
    lines.push('[ "$(cat /howtos/out/before.rc)" = 0 ] || exit 0');
  }
  steps.forEach((step, i) => {
    const n = i + 1;
    const code = (spec.edits ?? []).reduce(
      (c, [from, to]) => c.split(from).join(to),
      fillValues(step.code, spec.values),
    );
    if (step.kind === 'run') runStep(`step-${n}`, code, spec.typed?.[n]);
    else if (step.kind === 'sql') {
      files.set(`step-${n}.sql`, code);
      const db = spec.database ? ` $(mariadb -Nse "SHOW DATABASES LIKE '${spec.database}'")` : '';
      runStep(`step-${n}`, `mariadb --table${db} < /howtos/step-${n}.sql\n`);
    } else {
      const target = step.path ? fillValues(step.path, spec.values) : '';
      files.set(`step-${n}.content`, code);
      const action =
        step.kind === 'crontab'
          ? 'crontab /howtos/step-N.content'
          : step.kind === 'inside'
            ? `f=${quote(target)}; n=$(grep -n '}' "$f" | tail -n 1 | cut -d: -f1); sed -i "$((n - 1))r /howtos/step-N.content" "$f"`
            : `mkdir -p ${quote(path.dirname(target))} && cat /howtos/step-N.content ${step.kind === 'append' ? '>>' : '>'} ${quote(target)}`;
      runStep(`step-${n}`, action.replace('step-N', `step-${n}`) + '\n');
    }
    if (spec.prose?.[n]) runScript(`prose-${n}`, spec.prose[n] + '\n');
    checksAfter(n);
    lines.push(`[ "$(cat /howtos/out/step-${n}.rc)" = 0 ] || exit 0`);
    if (spec.prose?.[n]) lines.push(`[ "$(cat /howtos/out/prose-${n}.rc)" = 0 ] || exit 0`);
  });
  files.set('run.sh', lines.join('\n') + '\n');
  return files;
}

export type Outcome = {name: string; ok: boolean; detail: string};

/** What happened: each step that ran or did not, and each check, against the spec. */
export function readResults(spec: HowtoSpec, steps: Step[], outDir: string): Outcome[] {
  const read = (id: string) => {
    const rc = path.join(outDir, `${id}.rc`);
    if (!fs.existsSync(rc)) return undefined;
    return {
      status: Number(fs.readFileSync(rc, 'utf8').trim()),
      output: fs.readFileSync(path.join(outDir, `${id}.txt`), 'utf8'),
    };
  };
  const tail = (s: string) => s.trim().split('\n').slice(-6).join('\n    ');
  const outcomes: Outcome[] = [];
  if (spec.before) {
    const r = read('before');
    if (!r || r.status !== 0)
      return [
        {
          name: 'before (the reader’s server as the article assumes it)',
          ok: false,
          detail: tail(r?.output ?? 'did not run'),
        },
      ];
  }
  steps.forEach((step, i) => {
    if (spec.prose?.[i + 1]) {
      const p = read(`prose-${i + 1}`);
      if (p && p.status !== 0)
        outcomes.push({
          name: `after step ${i + 1}, the article’s \`${spec.prose[i + 1]}\``,
          ok: false,
          detail: `exit ${p.status}:\n    ${tail(p.output)}`,
        });
    }
    const r = read(`step-${i + 1}`);
    outcomes.push({
      name: `step ${i + 1} (article line ${step.line}, ${step.kind}${step.path ? ` ${step.path}` : ''})`,
      ok: r?.status === 0,
      detail: r ? (r.status === 0 ? '' : `exit ${r.status}:\n    ${tail(r.output)}`) : 'not reached',
    });
  });
  spec.checks.forEach((check, k) => {
    const r = read(`check-${k}`);
    let ok = false;
    let detail = 'not reached (a step before it failed)';
    if (r) {
      const statusOk = r.status === (check.status ?? 0);
      const outputOk = !check.expect || check.expect.test(r.output);
      ok = statusOk && outputOk;
      detail = ok
        ? ''
        : `${statusOk ? '' : `exit ${r.status}, expected ${check.status ?? 0}; `}${outputOk ? '' : `output does not match ${check.expect}; `}output:\n    ${tail(r.output)}`;
    }
    outcomes.push({name: `check: ${check.name}`, ok, detail});
  });
  return outcomes;
}
