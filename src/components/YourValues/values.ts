// "Fill in your values", as pure functions shared by the content lint, the build (which lists an
// article's placeholders in its front matter), the code blocks and the "Your values" panel:
// what counts as a placeholder, what each kind of value accepts, and how a line of code is filled.
// No browser or Node API here, so tests/unit covers all of it.

/** The one localStorage key of the reader's values: a JSON object, placeholder name → value. */
export const STORAGE_KEY = 'rackfield.your-values';

export type PlaceholderKind = 'ip' | 'host' | 'port' | 'user' | 'email' | 'path' | 'text';

/**
 * A name written as a placeholder: YOUR_* or ending in _IP, _DOMAIN, _HOST, _HOSTNAME, _PORT, _USER,
 * _EMAIL; not a function call (SQL's `CURRENT_USER()`).
 */
const NAME = /(?<![\w$])(YOUR_[A-Z0-9_]*[A-Z0-9]|[A-Z][A-Z0-9_]*_(?:IP|DOMAIN|HOST|HOSTNAME|PORT|USER|EMAIL))(?![\w(])/g;

export const isPlaceholderName = (name: string): boolean => new RegExp(`^(?:${NAME.source})$`).test(name);

/**
 * The placeholders a code block asks the reader to replace: names of the rule above that the block
 * does not set itself (`NAME=`, `NAME:`) nor read as a variable (`$NAME`, `${NAME}`).
 */
export function placeholdersIn(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(NAME)) {
    const name = m[1];
    if (new RegExp(`(?<![\\w$])${name}\\s*[=:]`).test(code) || new RegExp(`\\$\\{?${name}(?!\\w)`).test(code)) continue;
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

// Characters a shell or YAML reads as syntax: quotes, ; | & $ backtick, redirections, grouping,
// globbing, comments, escapes and line breaks. None is ever inserted into a command.
const META = /["'`;|&$<>\\(){}[\]*?!#\n\r\t\0]/;
/** A control character (U+0000 to U+001F, U+007F): anything outside printable ASCII and beyond. */
const CONTROL = /[^ -~\u0080-\uffff]/;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

export function isIPv6(v: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(v) || !v.includes(':')) return false;
  const [head, tail, ...rest] = v.split('::');
  if (rest.length) return false;
  const groups = (s: string) => (s ? s.split(':') : []);
  const parts = [...groups(head), ...(tail === undefined ? [] : groups(tail))];
  const last = parts.at(-1);
  const v4 = last !== undefined && last.includes('.');
  if (v4 && !IPV4.test(last)) return false;
  const hex = v4 ? parts.slice(0, -1) : parts;
  if (!hex.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  const count = hex.length + (v4 ? 2 : 0);
  return tail === undefined ? count === 8 : count < 8;
}

const RULES: Record<PlaceholderKind, {test: (v: string) => boolean; wants: string; spaces?: boolean}> = {
  ip: {test: (v) => IPV4.test(v) || isIPv6(v), wants: 'an IPv4 or IPv6 address, such as 203.0.113.10 or 2001:db8::10'},
  host: {test: (v) => HOST.test(v), wants: 'a host name: letters, digits, hyphens and dots'},
  port: {test: (v) => /^[1-9]\d{0,4}$/.test(v) && Number(v) <= 65535, wants: 'a port number from 1 to 65535'},
  user: {test: (v) => /^[a-z_][a-z0-9_.-]{0,31}$/i.test(v), wants: 'a user name: letters, digits, _ . and -, starting with a letter or _'},
  email: {test: (v) => /^[a-z0-9._%+-]+@/i.test(v) && HOST.test(v.slice(v.indexOf('@') + 1)) && v.length <= 254, wants: 'an e-mail address'},
  path: {test: (v) => /^[a-z0-9._/~+-]+$/i.test(v), wants: 'a path: letters, digits and . _ / ~ + -'},
  text: {test: (v) => /^[^:,]+$/.test(v) && v.trim() === v, wants: 'words without : or ,', spaces: true},
};

/** Whether `value` may be inserted as a `kind`; if not, why, in words a reader can act on. */
export function checkValue(kind: PlaceholderKind, value: string): {ok: true} | {ok: false; reason: string} {
  if (value === '') return {ok: false, reason: 'Empty: the placeholder stays.'};
  const meta = META.exec(value) ?? CONTROL.exec(value);
  if (meta) {
    const shown = meta[0] === '\n' || meta[0] === '\r' ? 'a line break' : /\s|\0/.test(meta[0]) ? 'a control character' : `“${meta[0]}”`;
    return {ok: false, reason: `Not inserted: ${shown} would change what the command does.`};
  }
  const rule = RULES[kind];
  if (!rule.spaces && /\s/.test(value)) return {ok: false, reason: 'Not inserted: a space would split the command’s arguments.'};
  if (value.length > 253 || !rule.test(value)) return {ok: false, reason: `Not inserted: this field takes ${rule.wants}.`};
  return {ok: true};
}

/** The values kept from a stored JSON text: placeholder names with values that pass the safety check of every kind. */
export function parseStored(json: string | null): Record<string, string> {
  const values: Record<string, string> = {};
  if (!json) return values;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return values;
  }
  if (!data || typeof data !== 'object') return values;
  for (const [name, value] of Object.entries(data as Record<string, unknown>))
    if (typeof value === 'string' && isPlaceholderName(name) && value && !META.test(value) && !CONTROL.test(value) && value.length <= 253) values[name] = value;
  return values;
}

/** A piece of a line: text as written, or a placeholder with the reader's value. */
export type Piece = {text: string; name?: string};

/** `text` cut into pieces where it names a placeholder the reader filled. */
export function fillPieces(text: string, values: Record<string, string>): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const m of text.matchAll(NAME)) {
    const value = values[m[1]];
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
  if (Object.keys(values).length) for (const name of placeholdersIn(code)) if (values[name] !== undefined) picked[name] = values[name];
  return picked;
}

/** A block's code with its placeholders filled, as the copy button copies it. */
export const fillCode = (code: string, values: Record<string, string>): string =>
  fillPieces(code, valuesFor(code, values))
    .map((p) => p.text)
    .join('');
