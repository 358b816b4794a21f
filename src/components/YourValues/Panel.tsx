// The fields of the "Your values" panel (loaded when it opens, ./index.tsx): one per placeholder of
// the article, with the registry's label and example. A value is kept only if its kind accepts it
// (./kinds.ts); otherwise the field says why and the placeholder stays in the code.
import {useEffect, useState, type ReactNode} from 'react';
import {placeholderByName} from '@site/src/data/placeholders';
import {checkValue} from './kinds';
import {clearValues, saveValue, useValues} from './fill';
import styles from './styles.module.css';

export const fieldId = (name: string) => `your-value-${name}`;

export default function Panel({names, wanted}: {names: readonly string[]; wanted?: {name: string}}): ReactNode {
  const values = useValues();
  // What the reader typed that was refused, with the reason, shown until the field changes.
  const [refused, setRefused] = useState<Record<string, {text: string; reason: string}>>({});
  // A code block's button asked for this field (./index.tsx).
  useEffect(() => {
    if (wanted) document.getElementById(fieldId(wanted.name))?.focus();
  }, [wanted]);

  const change = (name: string, text: string) => {
    const entry = placeholderByName.get(name);
    if (!entry) return;
    const check = checkValue(entry.kind, text);
    saveValue(name, check.ok ? text : undefined);
    setRefused(({[name]: _, ...rest}) =>
      check.ok || text === '' ? rest : {...rest, [name]: {text, reason: check.reason}},
    );
  };

  return (
    <div className={styles.body}>
      <p>
        Type them once: the commands of every article show them, marked, and the copy buttons copy them. They stay in
        this browser only.
      </p>
      {names.map((name) => {
        const entry = placeholderByName.get(name);
        if (!entry) return null;
        const id = fieldId(name);
        const bad = refused[name];
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={id}>
              {entry.label} (<code>{name}</code>)
            </label>
            <input
              id={id}
              type="text"
              className={styles.input}
              value={bad?.text ?? values[name] ?? ''}
              placeholder={entry.example}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={bad ? true : undefined}
              aria-describedby={bad ? `${id}-error ${id}-example` : `${id}-example`}
              onChange={(e) => change(name, e.target.value)}
            />
            {bad && (
              <span id={`${id}-error`} className={styles.error}>
                {bad.reason}
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
        }}
      >
        Clear my values
      </button>
    </div>
  );
}
