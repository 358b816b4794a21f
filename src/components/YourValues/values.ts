// "Fill in your values", as pure functions shared by the content lint, the build (which lists an
// article's placeholders in its front matter), the fill code of the code blocks (./fill.tsx) and
// the "Your values" panel:
// what counts as a placeholder and how a line of code is filled. What each kind of value accepts is in
// ./kinds.ts, how stored values are read back in ./stored.ts.
// No browser or Node API here, so tests/unit covers all of it.

import {notPlaceholders} from '../../data/placeholders';

export {STORAGE_KEY} from './key';

/**
 * A name written as a placeholder: YOUR_* or ending in what a reader has their own of: _IP, _DOMAIN,
 * _HOST, _HOSTNAME, _PORT, _USER, _LOGIN, _EMAIL, _NAME (DB_NAME, CONTAINER_NAME), _PATH; not a
 * function call (SQL's `CURRENT_USER()`), nor a name of `notPlaceholders` (a key of /etc/os-release).
 */
const NAME =
  /(?<![\w$])(YOUR_[A-Z0-9_]*[A-Z0-9]|[A-Z][A-Z0-9_]*_(?:IP|DOMAIN|HOST|HOSTNAME|PORT|USER|LOGIN|EMAIL|NAME|PATH))(?![\w(])/g;

export const isPlaceholderName = (name: string): boolean =>
  new RegExp(`^(?:${NAME.source})$`).test(name) && !notPlaceholders.includes(name);

/**
 * The placeholders a code block asks the reader to replace: names of the rule above that the block
 * does not set itself (`NAME=`, or `NAME:` as a YAML key, first on its line and followed by a space
 * or the line's end) nor read as a variable (`$NAME`, `${NAME}`). `user@OLD_HOST:/path` and
 * `chown SITE_USER:` still ask for values.
 */
export function placeholdersIn(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(NAME)) {
    const name = m[1];
    if (notPlaceholders.includes(name)) continue;
    const sets = new RegExp(`(?<![\\w$])${name}\\s*=|^[ \\t]*(?:- +)?${name}[ \\t]*:(?:[ \\t]|$)`, 'm');
    if (sets.test(code) || new RegExp(`\\$\\{?${name}(?!\\w)`).test(code)) continue;
    found.add(name);
  }
  return [...found];
}

/** The code of every fenced block of a Markdown/MDX text. */
export function codeBlocksOf(text: string): string[] {
  return [...text.matchAll(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm)].map((m) => m[3]);
}

/** The placeholders of every code block of an article, in order of first use. */
export function articlePlaceholders(text: string): string[] {
  return [...new Set(codeBlocksOf(text).flatMap(placeholdersIn))];
}

/** A piece of a line: text as written, or a placeholder with the reader's value. */
export type Piece = {text: string; name?: string};

/** `text` cut into pieces where it names a placeholder the reader filled. */
export function fillPieces(text: string, values: Record<string, string>): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const m of text.matchAll(NAME)) {
    const value = Object.hasOwn(values, m[1]) ? values[m[1]] : undefined;
    if (value === undefined) continue;
    if (m.index > at) pieces.push({text: text.slice(at, m.index)});
    pieces.push({text: value, name: m[1]});
    at = m.index + m[1].length;
  }
  if (at < text.length || !pieces.length) pieces.push({text: text.slice(at)});
  return pieces;
}

/** The values of the placeholders of one block (placeholdersIn): a name the block sets or reads as a variable is left alone. */
export function valuesFor(code: string, values: Record<string, string>): Record<string, string> {
  const picked: Record<string, string> = {};
  if (Object.keys(values).length)
    for (const name of placeholdersIn(code)) if (values[name] !== undefined) picked[name] = values[name];
  return picked;
}

/** A block's code with its placeholders filled, as the copy button copies it. */
export const fillCode = (code: string, values: Record<string, string>): string =>
  fillPieces(code, valuesFor(code, values))
    .map((p) => p.text)
    .join('');
