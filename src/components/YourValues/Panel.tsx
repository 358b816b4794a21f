// The fields of the "Your values" panel (loaded when it opens, or in a code block's dialog,
// ./index.tsx): one per placeholder, with the registry's label and example. What is typed or pasted
// is kept without the white space around it, and only if its kind accepts it (acceptValue,
// ./kinds.ts); otherwise the field says why and the placeholder stays in the code. A value kept in
// the browser that fails the same check (./stored.ts) is shown as not used, with the reason.
import {useEffect, useState, type ReactNode} from 'react';
import {placeholderByName} from '@site/src/data/placeholders';
import {acceptValue} from './kinds';
import {shown} from './stored';
import {clearValues, saveValue, useStored} from './fill';
import styles from './styles.module.css';

export const fieldId = (prefix: string, name: string) => `${prefix}-${name}`;

export default function Panel({
  names,
  wanted,
  idPrefix = 'your-value',
}: {
  names: readonly string[];
  /** The field to focus when the panel appears. */
  wanted?: string;
  idPrefix?: string;
}): ReactNode {
  const {values, dropped} = useStored();
  // What the reader is typing in each field, shown as typed (a space between two words stays while
  // the second is typed); what is kept is checked and trimmed. Forgotten when the field is left.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  // The reason a draft was refused, shown until the field changes.
  const [refused, setRefused] = useState<Record<string, string>>({});
  useEffect(() => {
    if (wanted) document.getElementById(fieldId(idPrefix, wanted))?.focus({preventScroll: true});
  }, [wanted, idPrefix]);

  const change = (name: string, text: string) => {
    const entry = placeholderByName.get(name);
    if (!entry) return;
    setDrafts((d) => ({...d, [name]: text}));
    const accepted = acceptValue(entry.kind, text);
    saveValue(name, accepted.ok ? accepted.value : undefined);
    setRefused(({[name]: _, ...rest}) =>
      accepted.ok || text.trim() === '' ? rest : {...rest, [name]: accepted.reason},
    );
  };
  // A field left with an accepted value shows it as kept (trimmed).
  const leave = (name: string) =>
    setDrafts(({[name]: draft, ...rest}) => (draft !== undefined && refused[name] ? {...rest, [name]: draft} : rest));

  const others = dropped.filter((d) => !names.includes(d.name));
  return (
    <div className={styles.body}>
      <p>
        Type them once: the commands of every article show them, marked, and the copy buttons copy them. They stay in
        this browser only.
      </p>
      {others.length > 0 && (
        <p className={styles.error} role="status">
          {others.map((d) => `${d.name ? `${d.name}: ` : ''}“${shown(d.value)}”. ${d.reason} `)}It is not filled in
          anywhere.
        </p>
      )}
      {names.map((name) => {
        const entry = placeholderByName.get(name);
        if (!entry) return null;
        const id = fieldId(idPrefix, name);
        const bad = refused[name];
        const old = dropped.find((d) => d.name === name);
        const message =
          bad ?? (old && `The value kept in this browser, “${shown(old.value)}”, is not used. ${old.reason}`);
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={id}>
              {entry.label} (<code>{name}</code>)
            </label>
            <input
              id={id}
              type="text"
              className={styles.input}
              value={drafts[name] ?? values[name] ?? ''}
              placeholder={entry.example}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error ${id}-example` : `${id}-example`}
              onChange={(e) => change(name, e.target.value)}
              onBlur={() => leave(name)}
            />
            {message && (
              <span id={`${id}-error`} className={styles.error}>
                {message}
              </span>
            )}
            <span id={`${id}-example`} className={styles.example}>
              For example: <code>{entry.example}</code>
            </span>
          </div>
        );
      })}
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => {
          clearValues();
          setRefused({});
          setDrafts({});
        }}
      >
        Clear my values
      </button>
    </div>
  );
}
