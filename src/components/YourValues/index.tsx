// The "Your values" panel of an article whose code blocks use placeholders (front matter
// `placeholders`, written by the build: src/config/frontMatter.ts), put at the start of the article
// by src/plugins/your-values-panel.ts, so only those articles load this. Server-rendered as a closed
// <details>, so its summary is in the first paint and nothing under it moves later; hidden without
// JavaScript (a <noscript> style in docusaurus.config.ts), where nothing could be filled. The fields
// (./Panel.tsx) load when it opens, the fill code (./fill.tsx) then or as soon as values are kept.
import {lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode} from 'react';
import {ArticlePlaceholders, OPEN_EVENT, PANEL_ID, STORAGE_KEY} from './store';
import styles from './styles.module.css';

const Panel = lazy(() => import('./Panel'));
const loadFill = () => import('./fill');

export default function YourValues(): ReactNode {
  const names = useContext(ArticlePlaceholders);
  const [opened, setOpened] = useState(false);
  // The field a code block's button asked for; a new object each time, so a second click focuses again.
  const [wanted, setWanted] = useState<{name: string}>();
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const panel = ref.current;
    const onOpen = (event: Event) => {
      if (!panel) return;
      panel.open = true;
      setOpened(true);
      setWanted({name: String((event as CustomEvent).detail)});
      // Focus waits on the summary until the field is there (Panel moves it).
      panel.querySelector('summary')?.focus();
    };
    panel?.addEventListener(OPEN_EVENT, onOpen);
    return () => panel?.removeEventListener(OPEN_EVENT, onOpen);
  }, []);
  useEffect(() => {
    let kept = false;
    try {
      kept = window.localStorage.getItem(STORAGE_KEY) !== null;
    } catch {
      // Storage blocked: no values to show.
    }
    if (kept) void loadFill();
    // Values saved in another tab reach this one even before the fill code is here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) void loadFill();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <details
      ref={ref}
      id={PANEL_ID}
      className={styles.panel}
      data-pagefind-ignore="all"
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
    >
      <summary className={styles.summary}>
        Your values: put your own {names.map((name, i) => [i > 0 && ', ', <code key={name}>{name}</code>])} into the
        commands
      </summary>
      {opened && (
        <Suspense fallback={<p className={styles.body}>Loading the fields…</p>}>
          <Panel names={names} wanted={wanted} />
        </Suspense>
      )}
    </details>
  );
}
