// Build time only (Node): imported by docusaurus.config.ts, never by the theme.
//
// Where an article's "Last updated" date comes from (future.experimental_vcs). Docusaurus' own git
// strategies stop the build when the site is not a git checkout, as when it is built from a release
// tarball. This one asks git for the file's last commit and, when git cannot answer (git missing,
// no repository, a file not committed yet), falls back to the file's modification time: tar and
// `git archive` keep it, and for an uncommitted file it is the time of the last edit.
// A `last_update: {date: …}` in an article's front matter wins over both (Docusaurus' rule).
import {execFile} from 'node:child_process';
import {statSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';

const run = promisify(execFile);

/** git's standard output, or null on any failure: git missing, not a repository, bad arguments. */
async function git(args: string[], cwd: string): Promise<string | null> {
  try {
    return (await run('git', args, {cwd})).stdout.trim();
  } catch {
    return null;
  }
}

/** The file's last commit, or null when git has none to give. */
export async function gitLastUpdate(filePath: string): Promise<VcsChangeInfo | null> {
  const out = await git(
    ['-c', 'log.showSignature=false', 'log', '-1', '--format=%ct%x09%an', '--', path.basename(filePath)],
    path.dirname(filePath),
  );
  const match = out ? /^(\d+)\t(.*)$/.exec(out) : null;
  return match ? {timestamp: Number(match[1]) * 1000, author: match[2]} : null;
}

/** The file's modification time; the author is unknown. */
export function fileLastUpdate(filePath: string): VcsChangeInfo | null {
  try {
    return {timestamp: Math.floor(statSync(filePath).mtimeMs), author: ''};
  } catch {
    return null;
  }
}

export async function lastUpdate(filePath: string): Promise<VcsChangeInfo | null> {
  return (await gitLastUpdate(filePath)) ?? fileLastUpdate(filePath);
}

export const vcs: VcsConfig = {
  initialize: ({siteDir}) => {
    // In a shallow clone, git dates a file unchanged within the fetched history by the oldest
    // fetched commit: no earlier than the truth. Say so, rather than let it pass unnoticed.
    void git(['rev-parse', '--is-shallow-repository'], siteDir).then((shallow) => {
      if (shallow === 'true')
        console.warn(
          '[WARNING] Shallow git clone: "Last updated" shows the oldest fetched commit for articles unchanged since. Fetch the full history (fetch-depth: 0) for exact dates.',
        );
    });
  },
  // Only the blog asks for creation dates, and this site has no blog. (Docusaurus checks the arity.)
  getFileCreationInfo: async (_filePath) => null,
  getFileLastUpdateInfo: lastUpdate,
};
