// What every code line and copy button reads, kept tiny because every page loads it: the storage
// key, the panel's id and event, the article's placeholder names (context) and the current filler
// (an external store, one hook per line). The filler stays null until ./fill.tsx loads, on an article with placeholders,
// when values are kept or the panel opens; so with no value saved a line renders as before.
import {createContext, useSyncExternalStore, type ReactNode} from 'react';

export {STORAGE_KEY} from './key';

export const PANEL_ID = 'your-values';
/** Sent to the panel by a code block's button: open a dialog with the fields of the block's names. */
export const OPEN_EVENT = 'your-values-open';
export interface OpenDetail {
  names: readonly string[];
  /** The button pressed: focus goes back to it when the dialog closes. */
  from: HTMLElement;
}

/**
 * Fills the code of a block: one token of a line as nodes to render (only the names of `only` when
 * given), or the whole code as text to copy; `values` are the reader's values, checked.
 */
export interface Filler {
  values: Readonly<Record<string, string>>;
  text(code: string, text: string, only?: readonly string[]): ReactNode;
  code(code: string): string;
}

let filler: Filler | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function setFiller(next: Filler | null) {
  filler = next;
  for (const listener of listeners) listener();
}

/** The filler, or null: always null while hydrating, so the first render matches the server's HTML. */
export const useFiller = () =>
  useSyncExternalStore(
    subscribe,
    () => filler,
    () => null,
  );

/** The registered placeholders of the article being shown (front matter `placeholders`). */
export const ArticlePlaceholders = createContext<readonly string[]>([]);
