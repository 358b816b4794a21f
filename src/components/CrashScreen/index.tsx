// The site's failure screens, shared by the swizzled `@theme/ErrorPageContent` (a page crashed
// inside the layout), `@theme/Error` (something around the layout crashed) and `@theme/Loading`
// (a page's code failed to load): the specification's wording, the site's palette, focus on the
// heading, and a way home and to support. It uses no Docusaurus context, because `@theme/Error`
// renders outside every provider.
import {useEffect, useRef, type ComponentType, type ReactNode, type Ref} from 'react';
import {provider} from '@site/src/data/provider';
import {reportMailto} from '@site/src/components/ProblemReport/report';
import styles from './styles.module.css';

/** An error's message followed by those of its causes (`error.cause`, recursively). */
export function causeMessages(error: unknown): string[] {
  const messages: string[] = [];
  for (let e = error, depth = 0; e !== undefined && e !== null && depth < 10; depth++) {
    messages.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return messages;
}

/** What renders the heading: a plain h1, or the theme's Heading where its providers are sure to be there. */
export type HeadingComponent = ComponentType<{ref: Ref<HTMLHeadingElement>; tabIndex: number; children: string}>;
const PlainH1: HeadingComponent = (props) => <h1 {...props} />;

export default function CrashScreen({
  heading,
  error,
  action,
  onAction,
  Heading = PlainH1,
}: {
  heading: string;
  error: unknown;
  action: string;
  onAction: () => void;
  Heading?: HeadingComponent;
}): ReactNode {
  const h1 = useRef<HTMLHeadingElement>(null);
  useEffect(() => h1.current?.focus(), []);
  const messages = causeMessages(error);
  // These screens are only ever rendered in the browser: a crash in the server render stops the build.
  const url = typeof window === 'undefined' ? '' : window.location.href;
  const title = typeof document === 'undefined' ? '' : document.title;
  return (
    <main className={`container margin-vert--xl ${styles.screen}`}>
      <Heading ref={h1} tabIndex={-1}>
        {heading}
      </Heading>
      <div className={styles.error} role="alert">
        {messages.map((m, i) => (
          <p key={i}>
            {i > 0 ? <strong>Cause: </strong> : null}
            {m}
          </p>
        ))}
      </div>
      <p>
        <button type="button" className="button button--primary" onClick={onAction}>
          {action}
        </button>
      </p>
      <p>
        <a href="/">Go to the help centre home page</a> ·{' '}
        <a
          href={reportMailto(provider.supportEmail, {title: title || heading, url, error: messages.join(' / Cause: ')})}
        >
          Report this problem
        </a>
      </p>
    </main>
  );
}
