// The "Your values" panel of an article whose code blocks use placeholders (front matter
// `placeholders`, written by the build: src/config/frontMatter.ts), put at the start of the article
// by src/plugins/your-values-panel.ts, so only those articles load this. Server-rendered as a closed
// <details>, so its summary is in the first paint and nothing under it moves later; hidden without
// JavaScript (a <noscript> style in docusaurus.config.ts), where nothing could be filled. The fields
// (./Panel.tsx) load when it opens, the fill code (./fill.tsx) then or as soon as values are kept.
// A code block's pencil button opens the fields of that block in a modal dialog where the reader is,
// so the page does not move; closing it gives focus back to the button.
import {lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode} from 'react';
import {ArticlePlaceholders, OPEN_EVENT, PANEL_ID, STORAGE_KEY, useFiller, type OpenDetail} from './store';
import styles from './styles.module.css';

const Panel = lazy(() => import('./Panel'));
const loadFill = () => import('./fill');

const list = (names: readonly string[]) => names.map((name, i) => [i > 0 && ', ', <code key={name}>{name}</code>]);

/** What the summary says: which names the commands show the reader's values for, and which are still to fill. */
function Summary({names}: {names: readonly string[]}): ReactNode {
  const filler = useFiller();
  const filled = names.filter((name) => filler?.values[name] !== undefined);
  const rest = names.filter((name) => !filled.includes(name));
  const none = <>Your values: put your own {list(names)} into the commands</>;
  // Never longer than `none`, but it may wrap differently: both are laid over each other,
  // so the summary keeps the height of the taller one and nothing under it moves when values arrive.
  return (
    <span className={styles.summaryText}>
      <span aria-hidden={filled.length > 0 || undefined} className={filled.length ? styles.sizer : undefined}>
        {none}
      </span>
      {filled.length > 0 && (
        <span>
          Your values: filled in {list(filled)}
          {rest.length > 0 && <>; still to fill {list(rest)}</>}
        </span>
      )}
    </span>
  );
}

export default function YourValues(): ReactNode {
  const names = useContext(ArticlePlaceholders);
  const [opened, setOpened] = useState(false);
  // A code block's fields in the dialog, and the button that asked.
  const [dialog, setDialog] = useState<OpenDetail>();
  const ref = useRef<HTMLDetailsElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const panel = ref.current;
    const onOpen = (event: Event) => {
      void loadFill();
      setDialog((event as CustomEvent<OpenDetail>).detail);
    };
    panel?.addEventListener(OPEN_EVENT, onOpen);
    return () => panel?.removeEventListener(OPEN_EVENT, onOpen);
  }, []);
  useEffect(() => {
    if (dialog && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [dialog]);
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
    <>
      <details
        ref={ref}
        id={PANEL_ID}
        className={styles.panel}
        data-pagefind-ignore="all"
        onToggle={(e) => e.currentTarget.open && setOpened(true)}
      >
        <summary className={styles.summary}>
          <Summary names={names} />
        </summary>
        {opened && (
          <Suspense fallback={<p className={styles.body}>Loading the fields…</p>}>
            <Panel names={names} />
          </Suspense>
        )}
      </details>
      {dialog && (
        <dialog
          ref={dialogRef}
          className={styles.dialog}
          aria-labelledby="your-values-dialog-title"
          data-pagefind-ignore="all"
          onClose={() => {
            const from = dialog.from;
            setDialog(undefined);
            if (from.isConnected) from.focus({preventScroll: true});
          }}
        >
          <p id="your-values-dialog-title" className={styles.dialogTitle}>
            Your values for this command
          </p>
          <Suspense fallback={<p className={styles.body}>Loading the fields…</p>}>
            <Panel names={dialog.names} wanted={dialog.names[0]} idPrefix="your-value-dialog" />
          </Suspense>
          <form method="dialog" className={styles.body}>
            <button type="submit" className="button button--sm button--primary">
              Done
            </button>
          </form>
        </dialog>
      )}
    </>
  );
}
