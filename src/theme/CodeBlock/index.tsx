// Swizzled (eject) to leave out one thing: the theme mounts every code block again once the page
// has hydrated (`key={String(isBrowser)}`), so that a reader in the other colour mode gets that
// mode's token colours, which hydration alone would not put on the server's HTML. Hydration now
// renders the server's colour mode (Docusaurus's colour mode state starts from the default until
// hydrated) and the reader's mode arrives after as an ordinary update, which src/theme/CodeBlock/
// Content renders. Mounting again only cost time: every block of a long article built anew, in one
// task (issue #30). tests/e2e/code-hydration.spec.ts checks light mode.
import React, {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The children as one string, so the code can be copied, unless they hold React elements. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
