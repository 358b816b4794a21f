// Swizzled (eject) so that a code block takes its highlighter from the article that has it
// (src/components/CodeHighlighting), not from an import here: the theme's import put Prism in the
// code of every page. Otherwise the theme's component, same markup.
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {getHighlight} from '@site/src/components/CodeHighlighting/highlight';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

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

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
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
  // Only a code block outside an article could get here: shown as plain text, never lost. The
  // build test "every code block is highlighted" keeps the articles' blocks out of this branch.
  if (!Highlight) {
    return (
      <Pre className={classNameProp}>
        <Code>{code}</Code>
      </Pre>
    );
  }
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre className={clsx(classNameProp, className)} style={style}>
          <Code>
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
