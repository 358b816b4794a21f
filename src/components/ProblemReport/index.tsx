// The "Report a problem with this page" control under every article: a button that opens a small
// form (what went wrong, an optional note, a link that opens the reader's mail client with the
// report prefilled: page address, nearest heading, tested_with, chosen system tab). Nothing is
// sent by the site. Without JavaScript it is the plain mailto link. A code block's "Report"
// control opens it about that block through `openProblemReport`.
// Only this button loads with the page; the form (./Form.tsx) loads on its first opening, so the
// first visit stays within the JavaScript budget (README, "Performance and accessibility budgets").
import {lazy, Suspense, useEffect, useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {provider} from '@site/src/data/provider';
import {nearestHeading, reportMailto} from './report';
import styles from './styles.module.css';

const Form = lazy(() => import('./Form'));

const OPEN_EVENT = 'rackfield:problem-report';
interface OpenDetail {
  block?: string;
  /** The element reported (a code block); the heading above it is the section. */
  element?: Element;
}
/** Where the report is about: the section, the code block, the system tab chosen. */
export interface Where {
  heading?: string;
  block?: string;
  osTab?: string | null;
}

/** Opens the page's report form, about a code block when `detail.block` is given. */
export function openProblemReport(detail: OpenDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenDetail>(OPEN_EVENT, {detail}));
}

/** The section heading above `y` (viewport coordinates) in the article. */
function headingAbove(y: number): string | undefined {
  const headings = [...document.querySelectorAll('article h2[id], article h3[id]')].map((h) => ({
    // The heading's text without the theme's "Direct link" anchor.
    text: (h.firstChild?.textContent ?? h.textContent ?? '').trim(),
    top: h.getBoundingClientRect().top,
  }));
  return nearestHeading(headings, y);
}

function storedOsTab(): string | null {
  try {
    return localStorage.getItem('docusaurus.tab.os');
  } catch {
    return null;
  }
}

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
  const [where, setWhere] = useState<Where>({});

  useEffect(() => {
    const onOpen = (event: Event) => {
      const {block, element} = (event as CustomEvent<OpenDetail>).detail;
      // A block's own section; else the section at the top third of the window, where the reader was.
      const y = element ? element.getBoundingClientRect().top : window.innerHeight / 3;
      setWhere({heading: headingAbove(y), block, osTab: storedOsTab()});
      setOpen(true);
    };
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);

  const label = 'Report a problem with this page';
  if (!isBrowser) return <a href={reportMailto(provider.supportEmail, {title, url, testedWith})}>{label}</a>;
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
          <Form
            id={id}
            open={open}
            title={title}
            url={url}
            testedWith={testedWith}
            where={where}
            onWhole={() => setWhere({...where, block: undefined})}
          />
        </Suspense>
      )}
    </>
  );
}
