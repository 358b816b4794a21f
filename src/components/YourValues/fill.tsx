// Loaded only on an article with placeholders, when values are kept or the panel opens (./index.tsx):
// reads the reader's values from localStorage, keeps every tab in step through `storage` events, and
// gives the code blocks and inline code a filler (./store.ts). Values are inserted as text nodes,
// never as HTML. What storage holds is checked by the rule typed values pass (./stored.ts): a value
// that fails is dropped, never filled, and the panel says why.
import {useSyncExternalStore} from 'react';
import {fillCode, fillPieces, valuesFor} from './values';
import {parseStored, type Stored} from './stored';
import {STORAGE_KEY, setFiller, type Filler} from './store';
import styles from './styles.module.css';

type Values = Record<string, string>;

let raw: string | null | undefined;
let stored: Stored = {values: {}, dropped: []};
let values: Values = {};
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // Storage blocked: nothing is kept, the placeholders stay.
  }
}

function makeFiller(kept: Values): Filler {
  // A block's own values (valuesFor skips names it sets or reads as a variable), once per block, not per token.
  const byBlock = new Map<string, Values>();
  const forBlock = (code: string) => {
    let picked = byBlock.get(code);
    if (!picked) byBlock.set(code, (picked = valuesFor(code, kept)));
    return picked;
  };
  return {
    values: kept,
    text(code, text, only) {
      let picked = forBlock(code);
      if (only) picked = Object.fromEntries(Object.entries(picked).filter(([name]) => only.includes(name)));
      const pieces = fillPieces(text, picked);
      if (!pieces.some((p) => p.name)) return text;
      return pieces.map((p, i) =>
        p.name ? (
          <mark key={i} className={styles.filled} title={`Your value for ${p.name}`}>
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      );
    },
    code: (code) => fillCode(code, kept),
  };
}

function sync() {
  const next = read();
  if (next === raw) return;
  raw = next;
  stored = parseStored(raw);
  values = stored.values;
  setFiller(Object.keys(values).length ? makeFiller(values) : null);
  for (const listener of listeners) listener();
}

sync();
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEY || event.key === null) sync();
});

function write(next: Values) {
  try {
    if (Object.keys(next).length) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked or full: nothing is kept, and sync() leaves the placeholders.
  }
  sync();
}

/** Keeps `value` for `name` (checked by the caller with kinds.ts), or forgets it when undefined. */
export function saveValue(name: string, value: string | undefined) {
  const next = {...values};
  if (value === undefined) delete next[name];
  else next[name] = value;
  write(next);
}

export const clearValues = () => write({});

const EMPTY: Stored = {values: {}, dropped: []};
/** The values kept, and what storage held that was dropped, with the reasons. */
export const useStored = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => stored,
    () => EMPTY,
  );
