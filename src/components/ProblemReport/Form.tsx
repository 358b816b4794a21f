// The report form itself (what went wrong, the section, an optional note, the "Write the e-mail"
// link, and for readers without a mail app the "Copy the report" button and the billing panel's
// ticket link), loaded on the first click of "Report a problem" (./index.tsx), so a reader who
// never reports downloads none of it.
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {provider} from '@site/src/data/provider';
import {NOTE_MAX, fitNote, reportMailto, reportReasons, reportText, type ReportReason} from './report';
import type {Where} from './index';
import styles from './styles.module.css';

export default function Form({
  id,
  open,
  title,
  url,
  testedWith,
  where,
  onWhole,
  onClose,
}: {
  id: string;
  open: boolean;
  title: string;
  url: string;
  testedWith?: string[];
  where: Where;
  /** Drops the code block: the report is about the whole page. */
  onWhole?: () => void;
  /** Closes the dialog the form is in. */
  onClose?: () => void;
}): ReactNode {
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [note, setNote] = useState('');
  const [section, setSection] = useState(where.heading ?? '');
  const [copy, setCopy] = useState<'copied' | 'failed'>();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const copyBox = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  useEffect(() => {
    setSection(where.heading ?? '');
    setCopy(undefined);
    // Focus on the group, which a screen reader announces by its legend.
    if (open) fieldset.current?.focus();
  }, [open, where]);
  useEffect(() => {
    if (copy === 'failed') copyBox.current?.select();
  }, [copy]);

  const report = {title, url, reason, note, testedWith, ...where, heading: section || undefined};
  const text = reportText(provider.supportEmail, report);
  const full = note.length > 0 && fitNote(`${note}x`) === note;
  return (
    <form id={id} hidden={!open} className={styles.form} onSubmit={(e) => e.preventDefault()}>
      <fieldset ref={fieldset} tabIndex={-1}>
        <legend>{where.block !== undefined ? 'What went wrong with this code block?' : 'What went wrong?'}</legend>
        {where.block !== undefined && onWhole ? (
          <p className={styles.block}>
            <code>{where.block}</code>{' '}
            <button type="button" className={styles.toggle} onClick={onWhole}>
              Report the whole page instead
            </button>
          </p>
        ) : null}
        {reportReasons.map((r) => (
          <label key={r} className={styles.choice}>
            <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} />{' '}
            {r}
          </label>
        ))}
      </fieldset>
      {where.sections.length > 0 && (
        <label className={styles.note}>
          Which section?{' '}
          <select value={section} onChange={(e) => setSection(e.target.value)}>
            <option value="">The whole page</option>
            {where.sections.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={styles.note}>
        Anything to add? (optional)
        <textarea
          rows={3}
          value={note}
          maxLength={NOTE_MAX}
          aria-describedby={`${ids}-room`}
          onChange={(e) => setNote(fitNote(e.target.value))}
        />
      </label>
      <p id={`${ids}-room`} className={styles.room}>
        {full
          ? 'The note is full: a mail link holds no more (letters outside English take more room).'
          : `Up to ${NOTE_MAX.toLocaleString('en')} characters, what a mail link holds: ${note.length.toLocaleString('en')} used.`}
      </p>
      <div className={styles.actions}>
        <a className="button button--primary button--sm" href={reportMailto(provider.supportEmail, report)}>
          Write the e-mail
        </a>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() =>
            // No clipboard API outside a secure context: that fails too, into the box below.
            Promise.resolve()
              .then(() => navigator.clipboard.writeText(text))
              .then(() => setCopy('copied'))
              .catch(() => setCopy('failed'))
          }
        >
          Copy the report
        </button>
        {onClose && (
          <button type="button" className="button button--secondary button--sm" onClick={onClose}>
            Close
          </button>
        )}
      </div>
      <p role="status" className={styles.hint}>
        {copy === 'copied' &&
          `Copied. Paste it into a new ticket in the billing panel or into a message to ${provider.supportEmail}.`}
        {copy === 'failed' &&
          'This browser did not let the page copy: the report is below, selected, to copy yourself.'}
      </p>
      {copy === 'failed' && (
        <textarea ref={copyBox} className={styles.copyBox} readOnly rows={8} value={text} aria-label="The report" />
      )}
      <p className={styles.hint}>
        <strong>Write the e-mail</strong> opens your mail app with a message to {provider.supportEmail} that names this
        page{section ? `, the section “${section}”` : ''}
        {testedWith?.length ? ', what it was checked with' : ''}
        {where.osTab ? ` and your system tab (${where.osTab})` : ''}. Nothing is sent until you send it. No mail app, or
        webmail? Copy the report and paste it into a ticket:{' '}
        <a href={provider.billingPanelUrl}>open a ticket in the billing panel</a>.
      </p>
    </form>
  );
}
