// The "Report a problem with this page" form under every article: a disclosure holding what went
// wrong, an optional note, and a link that opens the reader's mail client with the report
// prefilled (page address, nearest heading, tested_with, chosen system tab). Nothing is sent by
// the site. Without JavaScript it is the plain mailto link. A code block's "Report" control opens
// it about that block through `openProblemReport`.
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {provider} from '@site/src/data/provider';
import {nearestHeading, reportMailto, reportReasons, type Report, type ReportReason} from './report';
import styles from './styles.module.css';

const OPEN_EVENT = 'rackfield:problem-report';
interface OpenDetail {
  block?: string;
  /** The element reported (a code block); the heading above it is the section. */
  element?: Element;
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

export default function ProblemReport({title, url, testedWith}: {title: string; url: string; testedWith?: string[]}): ReactNode {
  const isBrowser = useIsBrowser();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [note, setNote] = useState('');
  const [where, setWhere] = useState<{heading?: string; block?: string; osTab?: string | null}>({});
  const fieldset = useRef<HTMLFieldSetElement>(null);

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
  useEffect(() => {
    if (open) {
      // Focus on the group, which a screen reader announces by its legend.
      fieldset.current?.scrollIntoView({block: 'center'});
      fieldset.current?.focus();
    }
  }, [open, where]);

  const report: Report = {title, url, reason, note, testedWith, ...where};
  const label = 'Report a problem with this page';
  if (!isBrowser) return <a href={reportMailto(provider.supportEmail, {title, url, testedWith})}>{label}</a>;
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? setOpen(false) : openProblemReport())}>
        {label}
      </button>
      <form id={id} hidden={!open} className={styles.form} onSubmit={(e) => e.preventDefault()}>
        <fieldset ref={fieldset} tabIndex={-1}>
          <legend>
            {where.block ? 'What went wrong with this code block?' : 'What went wrong?'}
          </legend>
          {where.block ? (
            <p className={styles.block}>
              <code>{where.block}</code>{' '}
              <button type="button" className={styles.toggle} onClick={() => setWhere({...where, block: undefined})}>
                Report the whole page instead
              </button>
            </p>
          ) : null}
          {reportReasons.map((r) => (
            <label key={r} className={styles.choice}>
              <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} /> {r}
            </label>
          ))}
        </fieldset>
        <label className={styles.note}>
          Anything to add? (optional)
          <textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <a className="button button--primary button--sm" href={reportMailto(provider.supportEmail, report)}>
          Write the e-mail
        </a>
        <p className={styles.hint}>
          Opens your mail app with a message to {provider.supportEmail} that names this page
          {where.heading ? `, the section “${where.heading}”` : ''}
          {testedWith?.length ? ', what it was checked with' : ''} and your system tab. Nothing is sent until you send it.
        </p>
      </form>
    </>
  );
}
