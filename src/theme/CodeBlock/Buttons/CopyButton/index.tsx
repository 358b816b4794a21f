// Swizzled (wrap): beside the theme's copy button, in the same button group, each code block gets
// a "Report" control that opens the page's problem report about that block (its title or first
// line, and the heading above it; src/components/ProblemReport). A block that uses the article's
// placeholders also gets a control that opens the "Your values" panel at its field, and once the
// reader has values the copy button copies the filled code: the theme's button copies the `code`
// of the block's context, so it gets a context whose code is filled (src/components/YourValues).
import {useContext, useMemo, type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {openProblemReport} from '@site/src/components/ProblemReport';
import {blockLabel} from '@site/src/components/ProblemReport/report';
import {ArticlePlaceholders, OPEN_EVENT, PANEL_ID, useFiller} from '@site/src/components/YourValues/store';

export default function CopyButtonWrapper(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const filler = useFiller();
  const filled = useMemo(
    () => (filler ? {...metadata, code: filler.code(metadata.code)} : metadata),
    [filler, metadata],
  );
  // A plain substring test: the precise rule (placeholdersIn) stays out of every page's code.
  const asks = useContext(ArticlePlaceholders).find((name) => metadata.code.includes(name));
  const block = blockLabel(typeof metadata.title === 'string' ? metadata.title : undefined, metadata.code);
  return (
    <>
      {asks && (
        <button
          type="button"
          className="clean-btn"
          aria-label="Fill in your values for this code block"
          aria-controls={PANEL_ID}
          title="Your values"
          onClick={() => document.getElementById(PANEL_ID)?.dispatchEvent(new CustomEvent(OPEN_EVENT, {detail: asks}))}
        >
          {/* A pencil, the size of the theme's copy icon. */}
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="currentColor" d="M3 21v-4L15 5l4 4L7 21H3Zm13-17 2-2 4 4-2 2-4-4Z" />
          </svg>
        </button>
      )}
      <button
        type="button"
        className="clean-btn"
        aria-label="Report a problem with this code block"
        title="Report a problem"
        onClick={(e) => openProblemReport({block, element: e.currentTarget.closest('.theme-code-block') ?? undefined})}
      >
        {/* A flag, the size of the theme's copy icon. */}
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M5 21V4h9l.4 2H20v10h-7l-.4-2H7v7H5Z" />
        </svg>
      </button>
      <CodeBlockContextProvider metadata={filled} wordWrap={wordWrap}>
        <CopyButton {...props} />
      </CodeBlockContextProvider>
    </>
  );
}
