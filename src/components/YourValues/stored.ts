// The reader's values as read back from localStorage, checked by the same rule as a typed value
// (acceptValue in ./kinds.ts, with the registry's kind): storage can hold anything (a shared
// computer, an extension, an older version of the site), so nothing in it is trusted. What fails is
// dropped, never filled, and reported with the reason for the panel to show. Pure, like ./values.ts.
import {placeholderByName} from '../../data/placeholders';
import {acceptValue} from './kinds';

export interface Dropped {
  name: string;
  /** The stored value as text, to show the reader (./Panel.tsx shows it escaped). */
  value: string;
  reason: string;
}

export interface Stored {
  values: Record<string, string>;
  dropped: Dropped[];
}

export function parseStored(json: string | null): Stored {
  const stored: Stored = {values: {}, dropped: []};
  if (!json) return stored;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    stored.dropped.push({
      name: '',
      value: json.slice(0, 80),
      reason: 'Not used: what this browser keeps is not readable.',
    });
    return stored;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    stored.dropped.push({
      name: '',
      value: json.slice(0, 80),
      reason: 'Not used: what this browser keeps is not readable.',
    });
    return stored;
  }
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    const entry = placeholderByName.get(name);
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    if (!entry) {
      stored.dropped.push({name, value: text, reason: 'Not used: the help centre asks for no value of this name.'});
      continue;
    }
    if (typeof value !== 'string') {
      stored.dropped.push({name, value: text, reason: 'Not used: not a text value.'});
      continue;
    }
    const accepted = acceptValue(entry.kind, value);
    if (accepted.ok) stored.values[name] = accepted.value;
    else stored.dropped.push({name, value, reason: accepted.reason.replace(/^Not inserted:/, 'Not used:')});
  }
  return stored;
}

/** A value as the panel shows it: invisible and reordering characters written as U+XXXX, cut to 60 characters. */
export function shown(value: string): string {
  const visible = value.replace(
    /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\p{Default_Ignorable_Code_Point}]|[^\S ]/gu,
    (c) => `<U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`,
  );
  return visible.length > 60 ? `${visible.slice(0, 59)}…` : visible;
}
