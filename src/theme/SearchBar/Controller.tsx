// The search box's behaviour, loaded on first use (./index.tsx): searching as the reader types,
// the results, and the combobox keys (arrows, Enter, Escape). It drives the <input> that
// ./index.tsx rendered, through its DOM, so that the page never loads this code up front and
// what was typed before it arrived is searched at once.
import {useEffect, useId, useRef, useState, type ReactNode, type RefObject} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadEngine, resultOf, searchSite, type SearchResult} from '@site/src/search/engine';
import ResultText from '@site/src/search/ResultText';
import styles from './styles.module.css';

/** Rows in the box; the search page lists every result. */
const SHOWN = 6;
/** Waits this long after a key before searching, so a word typed quickly costs one search. */
const TYPING_PAUSE_MS = 120;

// The front page has two boxes (the navbar's and HomeSearch's), so the ids are each box's own.
const listIdOf = (prefix: string) => `${prefix}-results`;
const optionIdOf = (prefix: string, i: number) => `${prefix}-result-${i}`;

type Found = {query: string; results: SearchResult[]; correctedQuery?: string; partial?: boolean};
type Status = 'idle' | 'searching' | 'done' | 'failed';
type Props = {input: RefObject<HTMLInputElement | null>; returnFocusTo: RefObject<HTMLElement | null>};

export default function Controller({input: inputRef, returnFocusTo}: Props): ReactNode {
  const baseUrl = useBaseUrl('/');
  const history = useHistory();
  const {pathname, search} = useLocation();
  const input = inputRef.current;
  const [open, setOpen] = useState(() => document.activeElement === input);
  const [typed, setTyped] = useState(() => input?.value ?? '');
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const [found, setFound] = useState<Found>({query: '', results: []});
  const latestSearch = useRef(0);
  const idPrefix = useId();
  const listId = listIdOf(idPrefix);

  const query = typed.trim();
  const shown = open && query !== '' && found.query === query;
  const results = shown ? found.results : [];
  const searchPageUrl = `${baseUrl}search?q=${encodeURIComponent(query)}`;

  useEffect(() => void loadEngine(baseUrl).catch(() => undefined), [baseUrl]);

  // Search what is in the box, a short pause after the last key.
  useEffect(() => {
    const ticket = ++latestSearch.current;
    if (!query) {
      setStatus('idle');
      return undefined;
    }
    setStatus('searching');
    const timer = window.setTimeout(async () => {
      try {
        const outcome = await searchSite(query, baseUrl);
        // The reader typed on meanwhile: these results will never be shown, so their details
        // (a download per result) are not fetched.
        if (ticket !== latestSearch.current) return;
        const shownResults = await Promise.all(outcome.hits.slice(0, SHOWN).map(resultOf));
        if (ticket !== latestSearch.current) return;
        setFound({query, results: shownResults, correctedQuery: outcome.correctedQuery, partial: outcome.partial});
        setActive(-1);
        setStatus('done');
      } catch {
        if (ticket === latestSearch.current) setStatus('failed');
      }
    }, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [query, baseUrl]);

  // A new page closes the results (not the page this code arrived on: the reader may be typing).
  const shownOn = useRef(pathname + search);
  useEffect(() => {
    if (shownOn.current === pathname + search) return;
    shownOn.current = pathname + search;
    setOpen(false);
  }, [pathname, search]);

  // The combobox state, on the <input> itself.
  useEffect(() => {
    if (!input) return;
    input.setAttribute('aria-expanded', String(results.length > 0));
    if (results.length) input.setAttribute('aria-controls', listId);
    else input.removeAttribute('aria-controls');
    if (results.length && active >= 0) input.setAttribute('aria-activedescendant', optionIdOf(idPrefix, active));
    else input.removeAttribute('aria-activedescendant');
  }, [input, results.length, active, idPrefix, listId]);

  const close = (giveFocusBack: boolean) => {
    setOpen(false);
    setActive(-1);
    const previous = returnFocusTo.current;
    returnFocusTo.current = null;
    if (!giveFocusBack) return;
    if (previous && previous.isConnected && previous !== document.body) previous.focus();
    else input?.blur();
  };
  const go = (url: string) => {
    close(false);
    input?.blur();
    history.push(url);
  };

  // The reader's events on the <input>, which this component did not render.
  const handlers = useRef({
    onInput: () => {},
    onFocus: (_: FocusEvent) => {},
    onKeyDown: (_: KeyboardEvent) => {},
    onFocusOut: (_: FocusEvent) => {},
  });
  handlers.current = {
    onInput: () => {
      setOpen(true);
      setTyped(input?.value ?? '');
    },
    onFocus: (event) => {
      setOpen(true);
      if (!returnFocusTo.current && event.relatedTarget instanceof HTMLElement)
        returnFocusTo.current = event.relatedTarget;
    },
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!results.length) return;
        event.preventDefault();
        setActive((i) => (event.key === 'ArrowDown' ? Math.min(i + 1, results.length - 1) : Math.max(i - 1, -1)));
      } else if (event.key === 'Enter') {
        if (results[active]) go(results[active].url);
        else if (input?.value.trim()) go(`${baseUrl}search?q=${encodeURIComponent(input.value.trim())}`);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    },
    // Focus leaving the box and its results (a click elsewhere, Tab) closes them.
    onFocusOut: (event) => {
      if (!input?.parentElement?.contains(event.relatedTarget as Node | null)) {
        setOpen(false);
        setActive(-1);
        returnFocusTo.current = null;
      }
    },
  };
  useEffect(() => {
    const container = input?.parentElement;
    if (!input || !container) return undefined;
    const onInput = () => handlers.current.onInput();
    const onFocus = (event: FocusEvent) => handlers.current.onFocus(event);
    const onKeyDown = (event: KeyboardEvent) => handlers.current.onKeyDown(event);
    const onFocusOut = (event: FocusEvent) => handlers.current.onFocusOut(event);
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('keydown', onKeyDown);
    container.addEventListener('focusout', onFocusOut);
    // Typed between hydration and now.
    setTyped(input.value);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [input]);

  let message = '';
  if (open && query && status === 'failed') message = 'Search could not load. Check the connection and try again.';
  else if (open && query && status === 'searching' && !results.length) message = 'Searching…';
  else if (shown && !results.length) {
    message = `No results for “${query}”. Try fewer words, another word for the same thing, or the exact error message; or open a ticket and support will point you to the answer.`;
  } else if (results.length && found.correctedQuery) message = `Showing results for “${found.correctedQuery}”.`;
  else if (results.length && found.partial)
    message = 'No article has all of these words; showing those with most of them.';

  return (
    <>
      <button type="button" className={styles.cancel} onClick={() => close(true)}>
        Cancel
      </button>
      <div className={open && (results.length || message) ? styles.panel : styles.empty}>
        <div role="status" className={styles.message}>
          {message}
        </div>
        {results.length > 0 && (
          <>
            <ul role="listbox" id={listId} aria-label="Search results" className={styles.results}>
              {results.map((result, i) => (
                <li
                  key={result.url}
                  id={optionIdOf(idPrefix, i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  // The box keeps focus while a result is clicked, as the combobox pattern asks.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => go(result.url)}
                >
                  <ResultText result={result} />
                </li>
              ))}
            </ul>
            <a
              className={styles.all}
              href={searchPageUrl}
              onClick={(event) => {
                event.preventDefault();
                go(searchPageUrl);
              }}
            >
              All results for “{query}”
            </a>
          </>
        )}
      </div>
    </>
  );
}
