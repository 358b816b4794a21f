// Walking a folder, written once for the scripts (articles in docs/, pages in build/).
import fs from 'node:fs';
import path from 'node:path';

/** The absolute paths of the files under `dir`, at any depth, whose paths match `pattern`; sorted. */
export const filesUnder = (dir: string, pattern: RegExp): string[] =>
  fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => pattern.test(file))
    .sort()
    .map((file) => path.join(dir, file));

/** Markdown and MDX sources. */
export const ARTICLE_FILE = /\.mdx?$/;
