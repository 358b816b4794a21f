// What each kind of placeholder value accepts (IPv4/IPv6 address, host name, port, user name,
// e-mail, path, name, database name, free text), as pure functions: the "Your values" panel checks
// what a reader types with `acceptValue`, and values read back from storage go through the same
// function (./stored.ts). No value with shell or YAML syntax, no invisible, control or reordering
// character and no value that could be read as an option (a leading "-") is ever accepted.
// Apart from ./values.ts so that the code blocks of every page do not load it.

export type PlaceholderKind = 'ip' | 'host' | 'port' | 'user' | 'email' | 'path' | 'name' | 'dbname' | 'text';

// Characters a shell or YAML reads as syntax: quotes, ; | & $ backtick, redirections, grouping,
// globbing, comments, escapes and line breaks. None is ever inserted into a command.
const META = /["'`;|&$<>\\(){}[\]*?!#]/;
// Characters a reader cannot see or that change how the text around them is shown: controls (Cc,
// U+0085 among them), format characters (Cf: the bidi overrides and isolates such as U+202E,
// zero-width spaces and joiners, the BOM, the soft hyphen), line and paragraph separators (U+2028,
// U+2029), private-use, unassigned and surrogate code points, any other default-ignorable code
// point, and every white space but the plain space.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\p{Default_Ignorable_Code_Point}]|[^\S ]/u;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

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
  user: {
    test: (v) => /^[a-z_][a-z0-9_.-]{0,31}$/i.test(v),
    wants: 'a user name: letters, digits, _ . and -, starting with a letter or _',
  },
  // No % (a crontab reads it as a line break) and no leading - (an option).
  email: {
    test: (v) => /^[a-z0-9._+][a-z0-9._+-]*@/i.test(v) && HOST.test(v.slice(v.indexOf('@') + 1)) && v.length <= 254,
    wants: 'an e-mail address',
  },
  path: {test: (v) => /^[a-z0-9._/~+][a-z0-9._/~+-]*$/i.test(v), wants: 'a path: letters, digits and . _ / ~ + -'},
  name: {
    test: (v) => /^[a-z0-9_][a-z0-9_.-]{0,63}$/i.test(v),
    wants: 'a name: letters, digits, _ . and -, up to 64',
  },
  // What MySQL and PostgreSQL take unquoted in every statement: no dot (it would name another
  // database), no hyphen, not digits alone.
  dbname: {
    test: (v) => /^[a-z_][a-z0-9_]{0,63}$/i.test(v),
    wants: 'a database name: letters, digits and _, starting with a letter or _, up to 64',
  },
  // Used inside quotes only (tests/unit/your-values.test.ts checks every use), so spaces are safe.
  text: {test: (v) => /^[^:,]+$/.test(v), wants: 'words without : or ,', spaces: true},
};

const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Whether `value` may be inserted as a `kind`; if not, why, in words a reader can act on. */
export function checkValue(kind: PlaceholderKind, value: string): {ok: true} | {ok: false; reason: string} {
  if (value === '') return {ok: false, reason: 'Empty: the placeholder stays.'};
  const invisible = INVISIBLE.exec(value);
  if (invisible) {
    const c = invisible[0];
    const what =
      c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029' || c === '\u0085'
        ? 'a line break'
        : c === '\t'
          ? 'a tab'
          : BIDI.test(c)
            ? 'a character that reorders the text around it'
            : /\s/.test(c)
              ? 'a special space'
              : 'an invisible or control character';
    return {ok: false, reason: `Not inserted: ${what} (${codePoint(c)}) would be copied into the command unseen.`};
  }
  const meta = META.exec(value);
  if (meta) return {ok: false, reason: `Not inserted: “${meta[0]}” would change what the command does.`};
  if (value.startsWith('-'))
    return {ok: false, reason: 'Not inserted: a value starting with - would be read as an option of the command.'};
  const rule = RULES[kind];
  if (!rule.spaces && value.includes(' '))
    return {ok: false, reason: 'Not inserted: a space would split the command’s arguments.'};
  if (value.length > 253 || !rule.test(value))
    return {ok: false, reason: `Not inserted: this field takes ${rule.wants}.`};
  return {ok: true};
}

/**
 * What is kept of what a reader typed or pasted (or what storage holds): the text without the white
 * space around it, if its kind accepts it. The one rule for typed and stored values.
 */
export function acceptValue(
  kind: PlaceholderKind,
  typed: string,
): {ok: true; value: string} | {ok: false; reason: string} {
  const value = typed.trim();
  const check = checkValue(kind, value);
  return check.ok ? {ok: true, value} : check;
}
