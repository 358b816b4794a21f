// Swizzled (wrap): beside the theme's copy button, in the same button group, each code block gets
// a "Report" control that opens the page's problem report about that block (its title or first
// line, and the heading above it; src/components/ProblemReport).
import type {ReactNode} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {openProblemReport} from '@site/src/components/ProblemReport';
import {blockLabel} from '@site/src/components/ProblemReport/report';

export default function CopyButtonWrapper(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const block = blockLabel(typeof metadata.title === 'string' ? metadata.title : undefined, metadata.code);
  return (
    <>
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
      <CopyButton {...props} />
    </>
  );
}
