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

/** Puts the caret in the plugin's box once it has replaced the plain one. */
function FocusOnMount({when}: {when: boolean}): null {
  useEffect(() => {
    if (when) document.querySelector<HTMLInputElement>('.navbar__search-input')?.focus();
  }, [when]);
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
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
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
    </Suspense>
  );
}
