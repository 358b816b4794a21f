// How-tos that run (issue 31): which blocks of an article `npm run test:howtos` runs, and the
// shell script that runs them in order inside a fresh Debian 12 chroot. The article marks a block
// with a word in its code fence's meta, after the language (```bash howto), which Docusaurus and
// the Markdown copies ignore (nothing renders the meta but `title=` and line ranges):
//   howto          a shell block: run it; any block titled with a path: write the file
//   howto=append   a block titled with a path: add it at the end of that file ("Add the line at the end")
//   howto=crontab  a block of crontab lines: install them as root's crontab (what `crontab -e` saves)
// What the harness then asserts lives in tests/howtos/NAME.ts (a HowtoSpec), beside nothing the reader sees.
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
  /** Run the steps without a network (a new network namespace): for firewall rules, which must not touch the host's. */
  offline?: boolean;
  checks: Check[];
};

export type Step = {kind: 'run' | 'write' | 'append' | 'crontab'; path?: string; code: string; line: number};

const MARK = /(?:^|\s)howto(?:=(append|crontab))?(?=\s|$)/;

/** The marked blocks of an article, in order, as steps. */
export function stepsOf(text: string): Step[] {
  return extractBlocks(text)
    .map((block) => ({block, mark: MARK.exec(block.meta)}))
    .filter(({mark}) => mark)
    .map(({block, mark}) => toStep(block, mark![1]));
}

function toStep(block: Block, mode: string | undefined): Step {
  const title = /title="([^"]*)"/.exec(block.meta)?.[1];
  if (mode === 'crontab') return {kind: 'crontab', code: block.code, line: block.line};
  if (title?.startsWith('/'))
    return {kind: mode === 'append' ? 'append' : 'write', path: title, code: block.code, line: block.line};
  if (mode || !/^(bash|sh|shell)$/.test(block.lang))
    throw new Error(
      `line ${block.line}: a "howto${mode ? `=${mode}` : ''}" block needs ${mode ? 'a title that is a path' : 'a shell language or a title that is a path'}`,
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
  ];
  const runScript = (id: string, code: string) => {
    files.set(`${id}.sh`, code);
    lines.push(`bash -e /howtos/${id}.sh > /howtos/out/${id}.txt 2>&1 < /dev/null; echo $? > /howtos/out/${id}.rc`);
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
    const code = fillValues(step.code, spec.values);
    if (step.kind === 'run') runScript(`step-${n}`, code);
    else {
      const target = step.path ? fillValues(step.path, spec.values) : '';
      files.set(`step-${n}.content`, code);
      const action =
        step.kind === 'crontab'
          ? 'crontab /howtos/step-N.content'
          : `mkdir -p ${quote(path.dirname(target))} && cat /howtos/step-N.content ${step.kind === 'append' ? '>>' : '>'} ${quote(target)}`;
      runScript(`step-${n}`, action.replace('step-N', `step-${n}`) + '\n');
    }
    checksAfter(n);
    lines.push(`[ "$(cat /howtos/out/step-${n}.rc)" = 0 ] || exit 0`);
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
