// Swizzled (eject) so that a code block takes its highlighter from the article that has it
// (src/components/CodeHighlighting), not from an import here: the theme's import put Prism in the
// code of every page. Otherwise the theme's component, same markup.
//
// When hydrating, a block keeps the highlighted lines the server sent instead of tokenising its
// code again and hydrating an element per token: those tokens were most of the elements of a long
// article, and their hydration most of its long tasks on a phone (CPU profile of /apps/docker). It
// renders its lines as React elements as soon as they must change: another colour theme than the
// server's (light mode), or the reader's values to fill in.
import React, {useLayoutEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {getHighlight, isHydrating} from '@site/src/components/CodeHighlighting/highlight';
import {useFiller} from '@site/src/components/YourValues/store';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

// The elements of the blocks shown without React rendering their lines, by theme, language and
// code: a block mounted again (on coming back to an article) reuses their lines.
const kept = new WeakMap<object, Map<string, HTMLElement>>();

function Pre({className, ...props}: ComponentProps<'pre'>) {
  const {wordWrap} = useCodeBlockContext();
  // A code block scrolls sideways; keyboard users can only scroll what they can focus.
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      {...props}
      className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
}

function Code({ref, ...props}: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      ref={ref}
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const Highlight = getHighlight();
  const filler = useFiller();
  // The theme and highlighted lines this block shows without rendering them itself, if any.
  const [server, setServer] = useState(() => {
    if (!Highlight) return null;
    if (isHydrating()) return {theme: prismTheme, html: ''};
    const html = kept.get(prismTheme)?.get(`${language}\n${code}`)?.innerHTML;
    return html ? {theme: prismTheme, html} : null;
  });
  const codeRef = useRef<HTMLElement>(null);
  const keep = server !== null && server.theme === prismTheme && !filler;
  // One object for as long as the lines are kept: React compares this prop by identity on every
  // render, and a new object would set the element's inner HTML again, to the empty string that
  // hydration started from (the server's lines are in the element, not in this string).
  const innerHtml = useMemo(() => ({__html: server?.html ?? ''}), [server]);
  useLayoutEffect(() => {
    const element = codeRef.current;
    if (!keep || !element) return undefined;
    // Should React ever render this block anew in the browser while hydrating (it does so with a
    // part of the page whose HTML did not match), there are no lines to keep: render them.
    if (!element.hasChildNodes()) {
      setServer(null);
      return undefined;
    }
    // The same block mounted again later (the reader comes back to this article) copies its lines
    // from this element as HTML rather than tokenising its code again.
    kept.set(prismTheme, (kept.get(prismTheme) ?? new Map()).set(`${language}\n${code}`, element));
    return undefined;
  }, [keep, prismTheme, language, code]);
  // Only a code block outside an article could get here: shown as plain text, never lost. The
  // build test "every code block is highlighted" keeps the articles' blocks out of this branch.
  if (!Highlight) {
    return (
      <Pre className={classNameProp}>
        <Code>{code}</Code>
      </Pre>
    );
  }
  if (keep) {
    return (
      <Pre className={clsx(classNameProp, `prism-code language-${language.toLowerCase()}`)} style={prismTheme.plain}>
        {/* React leaves the children of an element with inner HTML as they are when hydrating. */}
        <Code key="server" ref={codeRef} dangerouslySetInnerHTML={innerHtml} suppressHydrationWarning />
      </Pre>
    );
  }
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre className={clsx(classNameProp, className)} style={style}>
          <Code key="client">
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
