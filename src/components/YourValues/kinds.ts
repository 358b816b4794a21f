// What each kind of placeholder value accepts (IPv4/IPv6 address, host name, port, user name,
// e-mail, path, free text), as pure functions: the "Your values" panel checks a value with
// `checkValue` before it is kept, and no value with shell or YAML syntax is ever accepted.
// Apart from ./values.ts so that the code blocks of every page do not load it.
import {CONTROL, META} from './values';

export type PlaceholderKind = 'ip' | 'host' | 'port' | 'user' | 'email' | 'path' | 'text';

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
  email: {
    test: (v) => /^[a-z0-9._%+-]+@/i.test(v) && HOST.test(v.slice(v.indexOf('@') + 1)) && v.length <= 254,
    wants: 'an e-mail address',
  },
  path: {test: (v) => /^[a-z0-9._/~+-]+$/i.test(v), wants: 'a path: letters, digits and . _ / ~ + -'},
  text: {test: (v) => /^[^:,]+$/.test(v) && v.trim() === v, wants: 'words without : or ,', spaces: true},
};

/** Whether `value` may be inserted as a `kind`; if not, why, in words a reader can act on. */
export function checkValue(kind: PlaceholderKind, value: string): {ok: true} | {ok: false; reason: string} {
  if (value === '') return {ok: false, reason: 'Empty: the placeholder stays.'};
  const meta = META.exec(value) ?? CONTROL.exec(value);
  if (meta) {
    const shown =
      meta[0] === '\n' || meta[0] === '\r'
        ? 'a line break'
        : /\s|\0/.test(meta[0])
          ? 'a control character'
          : `“${meta[0]}”`;
    return {ok: false, reason: `Not inserted: ${shown} would change what the command does.`};
  }
  const rule = RULES[kind];
  if (!rule.spaces && /\s/.test(value))
    return {ok: false, reason: 'Not inserted: a space would split the command’s arguments.'};
  if (value.length > 253 || !rule.test(value))
    return {ok: false, reason: `Not inserted: this field takes ${rule.wants}.`};
  return {ok: true};
}
