// Swizzled (wrap): beside the theme's copy button, in the same button group, each code block gets
// a "Report" control that opens the page's problem report about that block (its title or first
// line, and the heading above it; src/components/ProblemReport) in a dialog. A block that uses the
// article's placeholders also gets a control that opens their fields in a dialog, and once the
// reader has values the copy button copies the filled code: the theme's button copies the `code`
// of the block's context, so it gets a context whose code is filled (src/components/YourValues).
import {useContext, useMemo, type ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {openProblemReport} from '@site/src/components/ProblemReport';
import {blockLabel} from '@site/src/components/ProblemReport/report';
import {
  ArticlePlaceholders,
  OPEN_EVENT,
  PANEL_ID,
  useFiller,
  type OpenDetail,
} from '@site/src/components/YourValues/store';

export default function CopyButtonWrapper(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const filler = useFiller();
  const filled = useMemo(
    () => (filler ? {...metadata, code: filler.code(metadata.code)} : metadata),
    [filler, metadata],
  );
  // The article's names the block has as whole words; the precise rule (placeholdersIn) stays out
  // of every page's code.
  const names = useContext(ArticlePlaceholders);
  const asks = useMemo(
    () => names.filter((name) => new RegExp(`(?<![\\w$])${name}(?!\\w)`).test(metadata.code)),
    [names, metadata.code],
  );
  const block = blockLabel(typeof metadata.title === 'string' ? metadata.title : undefined, metadata.code);
  return (
    <>
      {asks.length > 0 && (
        <button
          type="button"
          className="clean-btn"
          aria-label="Fill in your values for this code block"
          aria-haspopup="dialog"
          title="Your values"
          onClick={(e) =>
            document
              .getElementById(PANEL_ID)
              ?.dispatchEvent(new CustomEvent<OpenDetail>(OPEN_EVENT, {detail: {names: asks, from: e.currentTarget}}))
          }
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
        aria-haspopup="dialog"
        title="Report a problem"
        onClick={(e) =>
          openProblemReport({
            block,
            element: e.currentTarget.closest('.theme-code-block') ?? undefined,
            from: e.currentTarget,
          })
        }
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
