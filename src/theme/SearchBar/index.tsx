import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

// Wrap of the search plugin's box. Its code (autocomplete, the bridge to the search worker and the
// term highlighter) would cost every page about 12 KB of gzip JavaScript, although most readers
// never search. So the box starts as a plain input, and the plugin's code loads on the first
// hover, focus, tap or Ctrl/⌘+K, or when a page is opened from a search result (to highlight
// the terms). The index itself loads later still, when the real box is first used.
const PluginSearchBar = lazy(() => import('@theme-original/SearchBar'));

type Props = WrapperProps<typeof SearchBarType>;

// When the reader last asked for the box (Ctrl/⌘+K, or focus on the plain box): the plugin's own
// later focus calls are honoured only then (see PluginAccessibilityFixes).
let readerAskedAt = 0;
const readerAskedRecently = () => Date.now() - readerAskedAt < 1500;
const isSearchShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

/** Puts the caret in the plugin's box once it has replaced the plain one. */
function FocusOnMount({when}: {when: boolean}): null {
  useEffect(() => {
    if (!when) return;
    readerAskedAt = Date.now();
    document.querySelector<HTMLInputElement>('.navbar__search-input')?.focus();
  }, [when]);
  return null;
}

/**
 * Keyboard and screen-reader fixes for the plugin's box, applied to the DOM it renders:
 * - its combobox names the result list with aria-owns only; ARIA 1.2 needs aria-controls;
 * - with no match the list holds only the "no results" message, and a listbox must hold options,
 *   so the message becomes a disabled option and is read out;
 * - it focuses the box again when the index has loaded, even if the reader has tabbed on to
 *   another control by then; it may now take focus from another control only right after the
 *   reader asked for the box, otherwise only from nowhere (the page body).
 */
function PluginAccessibilityFixes(): null {
  useEffect(() => {
    const navbar = document.querySelector('.navbar');
    if (!navbar) return undefined;
    const guarded = new WeakSet<HTMLInputElement>();
    const apply = () => {
      for (const input of Array.from(navbar.querySelectorAll<HTMLInputElement>('input.navbar__search-input'))) {
        const owns = input.getAttribute('aria-owns');
        if (owns && input.getAttribute('aria-controls') !== owns) input.setAttribute('aria-controls', owns);
        if (!guarded.has(input)) {
          guarded.add(input);
          const focus = input.focus.bind(input);
          input.focus = (options?: FocusOptions) => {
            const active = document.activeElement;
            if (!readerAskedRecently() && active && active !== document.body && active !== input) return;
            focus(options);
          };
        }
      }
      for (const list of Array.from(navbar.querySelectorAll('[role="listbox"]'))) {
        const message = list.querySelector('[class*="noResults"]');
        if (message && !list.querySelector('[role="option"]')) {
          message.setAttribute('role', 'option');
          message.setAttribute('aria-disabled', 'true');
        }
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) readerAskedAt = Date.now();
    };
    window.addEventListener('keydown', onKeyDown, true);
    const observer = new MutationObserver(apply);
    observer.observe(navbar, {subtree: true, childList: true, attributes: true, attributeFilter: ['aria-owns']});
    apply();
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      observer.disconnect();
    };
  }, []);
  return null;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {search} = useLocation();
  const [wanted, setWanted] = useState(false);
  const focusWhenLoaded = useRef(false);
  const load = (focus: boolean) => {
    focusWhenLoaded.current ||= focus;
    setWanted(true);
  };

  useEffect(() => {
    if (search.includes('_highlight=')) setWanted(true);
  }, [search]);

  useEffect(() => {
    if (wanted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        load(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [wanted]);

  const plainBox = (
    <div className="navbar__search">
      <input
        className="navbar__search-input"
        placeholder="Search"
        aria-label="Search"
        autoComplete="off"
        onFocus={() => load(true)}
        onMouseEnter={() => load(false)}
        onTouchStart={() => load(true)}
      />
    </div>
  );
  if (!wanted) return plainBox;
  return (
    <Suspense fallback={plainBox}>
      <PluginSearchBar {...props} />
      <FocusOnMount when={focusWhenLoaded.current} />
      <PluginAccessibilityFixes />
    </Suspense>
  );
}
