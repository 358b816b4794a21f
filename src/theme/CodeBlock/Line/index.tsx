// Swizzled (eject) because the theme renders each code line as a <div> inside <code>, which HTML
// does not allow (W3C validator: "div not allowed as child of code"): a <span> shown as a block,
// otherwise the theme's component as it is, so the look and the copied text stay the same.
// It also shows the reader's values in place of the placeholders ("Your values",
// src/components/YourValues): only once a filler exists, which needs saved values, so until then a
// line costs one store read and renders exactly as before.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useFiller} from '@site/src/components/YourValues/store';
import LineToken from '@theme/CodeBlock/Line/Token';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import own from './styles.module.css';

// A line holding only '\n' renders as an empty line plus the <br /> below, not as two breaks.
function fixLineBreak(line: Props['line']): Props['line'] {
  const token = line.length === 1 && line[0].content === '\n' ? line[0] : undefined;
  return token ? [{...token, content: ''}] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const filler = useFiller();
  const {metadata} = useCodeBlockContext();
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({line, className: clsx(classNames, showLineNumbers ? styles.codeLine : own.line)});
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {/* The theme's LineToken hands its children to a <span>; its type only says string. */}
        {(filler ? filler.text(metadata.code, tokenProps.children) : tokenProps.children) as string}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}
