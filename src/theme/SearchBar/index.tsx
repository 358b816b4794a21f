// The navbar search box (replaces the theme's empty placeholder): a WAI-ARIA combobox over the
// Pagefind index of the articles (README, "Search").
//
// Nothing a reader types is lost: the <input> is in the server-rendered HTML and React never
// replaces it or sets its value, so what is typed before the page hydrates, or before the search
// code has loaded, stays in the box and is searched as soon as that code is ready.
//
// This file is all a page loads: the box and the shortcuts. Everything else (results, keys,
// the engine and its index) is in ./Controller, loaded on the first focus (a tap focuses too),
// hover or shortcut, and attached to this same <input>; Pagefind's library starts loading at the
// same moment (src/search/library.ts).
//
// On a phone (≤ 996 px) the box is shrunk to its magnifier icon; focused, it opens across the top
// of the screen. Both are CSS (:focus-within), so they work before the page has hydrated.
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadEngine} from '@site/src/search/library';
import {QUERY_MAX} from './queryMax';
import styles from './styles.module.css';

const Controller = lazy(() => import('./Controller'));

/** Whether a key press is typing into a field, where "/" is a character and not the shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  return (
    target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type)
  );
}

export default function SearchBar(): ReactNode {
  const inputRef = useRef<HTMLInputElement>(null);
  // Where focus was before a shortcut moved it to the box: Escape gives it back.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const baseUrl = useBaseUrl('/');
  const want = useCallback(() => {
    setWanted(true);
    loadEngine(baseUrl).catch(() => undefined);
  }, [baseUrl]);

  useEffect(() => {
    const input = inputRef.current;
    // Focused or typed into before the page hydrated.
    if (input && (document.activeElement === input || input.value)) want();
    // Ctrl+K, ⌘+K and "/" (when not typing in a field) put the caret in the box from anywhere.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!input || event.defaultPrevented || event.altKey) return;
      const key = event.key.toLowerCase();
      const shortcut =
        key === 'k'
          ? event.ctrlKey || event.metaKey
          : key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
      if (!shortcut) return;
      event.preventDefault();
      if (document.activeElement !== input) returnFocusTo.current = document.activeElement as HTMLElement | null;
      input.focus();
      input.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [want]);

  return (
    <div className={clsx('navbar__search', styles.search)} role="search">
      <input
        ref={inputRef}
        className={clsx('navbar__search-input', styles.input)}
        type="text"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded="false"
        placeholder="Search"
        maxLength={QUERY_MAX}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        onFocus={want}
        onMouseEnter={want}
      />
      {wanted && (
        <Suspense fallback={null}>
          <Controller input={inputRef} returnFocusTo={returnFocusTo} />
        </Suspense>
      )}
    </div>
  );
}
