// The "Report a problem with this page" control under every article: a button that opens a small
// form (what went wrong, the section, an optional note, a link that opens the reader's mail client
// with the report prefilled, and for webmail readers a button that copies the report and a link to
// a ticket in the billing panel). Nothing is sent by the site. Without JavaScript it is the plain
// mailto link. A code block's "Report" control opens the same form about that block through
// `openProblemReport`, in a modal dialog where the reader is, so the page does not move; closing
// it gives focus back to the block's button.
// The section a page report is about is the last one the reader stayed on (DWELL_MS without
// scrolling, not the page's end, where the report button is), and the form lets the reader pick another.
// Only this button loads with the page; the form (./Form.tsx) loads on its first opening, so the
// first visit stays within the JavaScript budget (README, "Performance and accessibility budgets").
import {lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {provider} from '@site/src/data/provider';
import {nearestHeading, reportMailto} from './report';
import styles from './styles.module.css';

const Form = lazy(() => import('./Form'));

const OPEN_EVENT = 'rackfield:problem-report';
/** How long the page must stay still for the reader to count as reading where it is. */
const DWELL_MS = 1500;

interface OpenDetail {
  block?: string;
  /** The element reported (a code block); the heading above it is the section. */
  element?: Element;
  /** The control that opened the report: focus goes back to it. */
  from?: HTMLElement;
}
/** Where the report is about: the section, the code block, the system tab chosen, the sections to choose from. */
export interface Where {
  heading?: string;
  block?: string;
  osTab?: string | null;
  sections: string[];
}

/** Opens the page's report form, about a code block (in a dialog) when `detail.block` is given. */
export function openProblemReport(detail: OpenDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenDetail>(OPEN_EVENT, {detail}));
}

/** The article's section headings, their text without the theme's "Direct link" anchor, and their tops in the viewport. */
function headings() {
  return [...document.querySelectorAll('article h2[id], article h3[id]')].map((h) => ({
    text: (h.firstChild?.textContent ?? h.textContent ?? '').trim(),
    top: h.getBoundingClientRect().top,
  }));
}

/** The label of the system tab chosen (localStorage `docusaurus.tab.os`) as this page shows it ("Debian 12"), if it does. */
function osTabLabel(): string | null {
  let value: string | null;
  try {
    value = localStorage.getItem('docusaurus.tab.os');
  } catch {
    return null;
  }
  if (!value) return null;
  // src/theme/Tabs gives each tab the id …tab-VALUE (spaces as hyphens).
  const id = `tab-${value.replace(/\s+/g, '-')}`;
  const tab = [...document.querySelectorAll('article [role="tab"]')].find((t) => t.id.endsWith(id));
  return tab?.textContent?.trim() || null;
}

/** Whether scroll position `y` shows the end of a page that scrolls: where the report button is, not a section read. */
const atEnd = (y: number) => y > 0 && y + window.innerHeight >= document.documentElement.scrollHeight - 2;

export default function ProblemReport({
  title,
  url,
  testedWith,
}: {
  title: string;
  url: string;
  testedWith?: string[];
}): ReactNode {
  const isBrowser = useIsBrowser();
  const id = useId();
  // undefined until first opened: the form's code is not loaded before.
  const [open, setOpen] = useState<boolean | undefined>();
  const [where, setWhere] = useState<Where>({sections: []});
  // A code block's report, in the dialog, and the button that asked.
  const [block, setBlock] = useState<{where: Where; from?: HTMLElement}>();
  const dialog = useRef<HTMLDialogElement>(null);
  // The scroll position the reader last stayed at, by the rule above.
  const readAt = useRef<() => number | undefined>(() => undefined);

  useEffect(() => {
    let since = performance.now();
    let y = window.scrollY;
    let stayed: number | undefined;
    const stayedHere = () => performance.now() - since >= DWELL_MS && !atEnd(y);
    const onScroll = () => {
      if (stayedHere()) stayed = y;
      since = performance.now();
      y = window.scrollY;
    };
    readAt.current = () => (stayedHere() ? y : stayed);
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const {block: code, element, from} = (event as CustomEvent<OpenDetail>).detail;
      const all = headings();
      const sections = [...new Set(all.map((h) => h.text))];
      if (code !== undefined) {
        // The block's own section, in a dialog over the page.
        const heading = element ? nearestHeading(all, element.getBoundingClientRect().top) : undefined;
        setBlock({where: {heading, block: code, osTab: osTabLabel(), sections}, from});
        return;
      }
      // The section at the top third of the window where the reader last stayed.
      const y = readAt.current();
      const line = y === undefined ? undefined : y - window.scrollY + window.innerHeight / 3;
      const heading = line === undefined ? undefined : nearestHeading(all, line);
      setWhere({heading, osTab: osTabLabel(), sections});
      setOpen(true);
    };
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);

  useEffect(() => {
    if (block && !dialog.current?.open) dialog.current?.showModal();
  }, [block]);

  const label = 'Report a problem with this page';
  if (!isBrowser) return <a href={reportMailto(provider.supportEmail, {title, url, testedWith})}>{label}</a>;
  const form = {title, url, testedWith};
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={!!open}
        aria-controls={open === undefined ? undefined : id}
        onClick={() => (open ? setOpen(false) : openProblemReport())}
      >
        {label}
      </button>
      {open === undefined ? null : (
        <Suspense fallback={null}>
          <Form id={id} open={open} {...form} where={where} />
        </Suspense>
      )}
      {block && (
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-label="Report a problem with this code block"
          onClose={() => {
            const from = block.from;
            setBlock(undefined);
            if (from?.isConnected) from.focus({preventScroll: true});
          }}
        >
          <Suspense fallback={<p>Loading the form…</p>}>
            <Form
              id={`${id}-block`}
              open
              {...form}
              where={block.where}
              onWhole={() => setBlock({...block, where: {...block.where, block: undefined}})}
              onClose={() => dialog.current?.close()}
            />
          </Suspense>
        </dialog>
      )}
    </>
  );
}
