// Swizzled (eject) for when a code block measures itself; otherwise the theme's component.
//
// The theme's word-wrap state (useCodeWordWrap) reads, as soon as a block mounts, whether its code
// is wider than the block, to offer the wrap button. Reading a block's scrollWidth lays it out: every
// block of a long article at once, in one task after hydration (100–140 ms on a phone's CPU for
// /apps/docker, twice), including those off screen that the browser would lay out only as they
// scroll into view (content-visibility, src/css/custom.css). Here a block measures itself when it
// comes near the screen, and again on a resize or a wrap. A block in a hidden tab comes into view,
// and is measured, when its tab is shown.
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';

function useCodeWordWrapWhenSeen() {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    // Wrapped code (a style on <code>) keeps its button, to unwrap it.
    setIsCodeScrollable(block.scrollWidth > block.clientWidth || !!block.querySelector('code')?.hasAttribute('style'));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too, so the block never scrolls sideways when wrapped.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    measure();
  }, [isEnabled, measure]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && measure(), {
      rootMargin: '200px 0px',
    });
    observer.observe(block);
    window.addEventListener('resize', measure, {passive: true});
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

export default function CodeBlockString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrapWhenSeen();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
