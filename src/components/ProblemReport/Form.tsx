// The report form itself (what went wrong, an optional note, the "Write the e-mail" link), loaded
// on the first click of "Report a problem" (src/components/ProblemReport/index.tsx), so a reader
// who never reports downloads none of it.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {provider} from '@site/src/data/provider';
import {reportMailto, reportReasons, type ReportReason} from './report';
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
}: {
  id: string;
  open: boolean;
  title: string;
  url: string;
  testedWith?: string[];
  where: Where;
  /** Drops the code block: the report is about the whole page. */
  onWhole: () => void;
}): ReactNode {
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [note, setNote] = useState('');
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (open) {
      // Focus on the group, which a screen reader announces by its legend.
      fieldset.current?.scrollIntoView({block: 'center'});
      fieldset.current?.focus();
    }
  }, [open, where]);
  return (
    <form id={id} hidden={!open} className={styles.form} onSubmit={(e) => e.preventDefault()}>
      <fieldset ref={fieldset} tabIndex={-1}>
        <legend>{where.block ? 'What went wrong with this code block?' : 'What went wrong?'}</legend>
        {where.block ? (
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
      <label className={styles.note}>
        Anything to add? (optional)
        <textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <a
        className="button button--primary button--sm"
        href={reportMailto(provider.supportEmail, {title, url, reason, note, testedWith, ...where})}
      >
        Write the e-mail
      </a>
      <p className={styles.hint}>
        Opens your mail app with a message to {provider.supportEmail} that names this page
        {where.heading ? `, the section “${where.heading}”` : ''}
        {testedWith?.length ? ', what it was checked with' : ''} and your system tab. Nothing is sent until you send it.
      </p>
    </form>
  );
}
