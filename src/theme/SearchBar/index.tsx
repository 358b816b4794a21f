// The navbar search box (replaces the theme's empty placeholder). A WAI-ARIA combobox over the
// Pagefind index of the articles (src/search/engine.ts, README "Search").
//
// Nothing a reader types is lost: the <input> is in the server-rendered HTML and React never
// replaces it or sets its value, so what is typed before the page hydrates or before the engine
// has loaded stays in the box and is searched as soon as the engine is ready. The engine (library
// and index) loads on the first focus, hover or touch, never with the page.
//
// On a phone (≤ 996 px) the box is shrunk to its magnifier icon; focused, it opens across the top
// of the screen. Both are CSS (:focus-within), so they work before the page has hydrated.
import {useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent as ReactKeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchResult} from '@site/src/search/engine';
import ResultText from '@site/src/search/ResultText';
import {loadSearch} from '@site/src/search/load';
import styles from './styles.module.css';

/** Rows in the box; the search page lists every result. */
const SHOWN = 6;
/** Waits this long after a key before searching, so a word typed quickly costs one search. */
const TYPING_PAUSE_MS = 120;

type Found = {query: string; results: SearchResult[]; correctedQuery?: string; partial?: boolean};
type Status = 'idle' | 'searching' | 'done' | 'failed';

/** Whether a key press is typing into a field, where `/` is a character and not the shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
}

export default function SearchBar(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const history = useHistory();
  const {pathname, search} = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const latestSearch = useRef(0);
  const typingTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const [found, setFound] = useState<Found>({query: '', results: []});
  const [typed, setTyped] = useState('');
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  const run = useCallback(
    (query: string) => {
      const ticket = ++latestSearch.current;
      window.clearTimeout(typingTimer.current);
      if (!query.trim()) {
        setStatus('idle');
        setFound({query: '', results: []});
        setActive(-1);
        return;
      }
      setStatus('searching');
      typingTimer.current = window.setTimeout(async () => {
        try {
          const {searchSite, resultOf} = await loadSearch(baseUrl);
          const outcome = await searchSite(query, baseUrl);
          const results = await Promise.all(outcome.hits.slice(0, SHOWN).map(resultOf));
          if (ticket !== latestSearch.current) return;
          setFound({query, results, correctedQuery: outcome.correctedQuery, partial: outcome.partial});
          setActive(-1);
          setStatus('done');
        } catch {
          if (ticket === latestSearch.current) setStatus('failed');
        }
      }, TYPING_PAUSE_MS);
    },
    [baseUrl],
  );

  // What was typed before React took over the box (or while its code loaded) is searched now.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (document.activeElement === input) {
      void loadSearch(baseUrl);
      setOpen(true);
    }
    setTyped(input.value);
    if (input.value) run(input.value);
  }, [baseUrl, run]);

  // Ctrl+K, ⌘+K and "/" (when not typing in a field) put the caret in the box from anywhere.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const input = inputRef.current;
      if (!input || event.defaultPrevented || event.altKey) return;
      const key = event.key.toLowerCase();
      const shortcut = key === 'k' ? event.ctrlKey || event.metaKey : key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
      if (!shortcut) return;
      event.preventDefault();
      if (document.activeElement !== input) returnFocusTo.current = document.activeElement as HTMLElement | null;
      input.focus();
      input.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // A new page closes the results.
  useEffect(() => setOpen(false), [pathname, search]);

  const close = (giveFocusBack: boolean) => {
    setOpen(false);
    setActive(-1);
    const previous = returnFocusTo.current;
    returnFocusTo.current = null;
    if (!giveFocusBack) return;
    if (previous && previous.isConnected && previous !== document.body) previous.focus();
    else inputRef.current?.blur();
  };

  const go = (url: string) => {
    close(false);
    inputRef.current?.blur();
    history.push(url);
  };
  const searchPageUrl = (query: string) => `${baseUrl}search?q=${encodeURIComponent(query.trim())}`;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    const count = found.results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      setOpen(true);
      setActive((i) => (event.key === 'ArrowDown' ? Math.min(i + 1, count - 1) : Math.max(i - 1, -1)));
    } else if (event.key === 'Enter') {
      const query = event.currentTarget.value;
      if (active >= 0 && open && found.results[active]) go(found.results[active].url);
      else if (query.trim()) go(searchPageUrl(query));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    void loadSearch(baseUrl);
    setOpen(true);
    if (!returnFocusTo.current && event.relatedTarget instanceof HTMLElement) returnFocusTo.current = event.relatedTarget;
  };
  // Focus moving out of the box and its results (a click elsewhere, Tab) closes them.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen(false);
      setActive(-1);
      returnFocusTo.current = null;
    }
  };

  const query = typed.trim();
  const shown = open && query !== '' && found.query.trim() === query;
  const listShown = shown && found.results.length > 0;
  let message = '';
  if (open && query && status === 'failed') message = 'Search could not load. Check the connection and try again.';
  else if (open && query && status === 'searching' && !listShown) message = 'Searching…';
  else if (shown && !listShown) {
    message = `No results for “${query}”. Try fewer words, another word for the same thing, or the exact error message; or open a ticket and support will point you to the answer.`;
  } else if (listShown && found.correctedQuery) message = `Showing results for “${found.correctedQuery}”.`;
  else if (listShown && found.partial) message = 'No article has all of these words; showing those with most of them.';

  return (
    <div className={clsx('navbar__search', styles.search, open && styles.open)} role="search" onBlur={onBlur}>
      <input
        ref={inputRef}
        className={clsx('navbar__search-input', styles.input)}
        type="text"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listShown ? listId : undefined}
        aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
        placeholder="Search"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        onFocus={onFocus}
        onMouseEnter={() => void loadSearch(baseUrl)}
        onTouchStart={() => void loadSearch(baseUrl)}
        onInput={(event) => {
          setOpen(true);
          setTyped(event.currentTarget.value);
          run(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className={styles.cancel} onClick={() => close(true)}>
        Cancel
      </button>
      <div className={clsx(styles.panel, !listShown && !message && styles.empty)}>
        <div role="status" className={styles.message}>
          {message}
        </div>
        {listShown && (
          <ul role="listbox" id={listId} aria-label="Search results" className={styles.results}>
            {found.results.map((result, i) => (
              <li
                key={result.url}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={styles.option}
                // The box keeps focus while a result is clicked, as the combobox pattern asks.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => go(result.url)}>
                <ResultText result={result} />
              </li>
            ))}
          </ul>
        )}
        {listShown && (
          <a
            className={styles.all}
            href={searchPageUrl(query)}
            onClick={(event) => {
              event.preventDefault();
              go(searchPageUrl(query));
            }}>
            All results for “{query}”
          </a>
        )}
      </div>
    </div>
  );
}
