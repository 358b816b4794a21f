import React, {startTransition, useEffect, useEffectEvent, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdle} from '@site/src/components/whenIdle';

type Props = WrapperProps<typeof MobileSidebarType>;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Wrap, for two things.
//
// The menu (the navbar's links and the whole docs sidebar) is built once the page is idle, in a
// transition React can interrupt, rather than in the re-render that follows hydration on a phone:
// there it was a 200–550 ms task on a phone's CPU on /apps/docker (issue #30). Opened before that,
// it is built at once.
//
// And the framework's mobile menu is a modal panel but leaves keyboard focus behind it, so Tab
// walks the hidden page and Escape does nothing. While the menu is open this moves focus into it,
// keeps Tab and Shift+Tab inside, closes it on Escape, and returns focus to the menu button after.
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setBuilt(true))), []);
  // The effect must run only when the menu opens or closes, not whenever toggle is a new function.
  const close = useEffectEvent(() => toggle());

  useEffect(() => {
    if (!shown) return undefined;
    const panel = document.querySelector<HTMLElement>('.navbar-sidebar');
    const menuButton = document.querySelector<HTMLElement>('.navbar__toggle');
    if (!panel) return undefined;
    const focusable = () =>
      Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
    // The panel is visibility: hidden until its slide-in transition starts, and a hidden link
    // refuses focus, so try on each frame until focus is in (a second at most).
    let frame = 0;
    const focusFirst = (attempt: number) => {
      focusable()[0]?.focus();
      if (!panel.contains(document.activeElement) && attempt < 60)
        frame = requestAnimationFrame(() => focusFirst(attempt + 1));
    };
    frame = requestAnimationFrame(() => focusFirst(0));

    // Tab from the last control (or Shift+Tab from the first) would leave the panel: when focus
    // lands outside it, send it back to the other end of the panel.
    let backwards = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key === 'Tab') backwards = event.shiftKey;
    };
    const onFocusIn = (event: FocusEvent) => {
      if (panel.contains(event.target as Node)) return;
      const items = focusable();
      (backwards ? items[items.length - 1] : items[0])?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      menuButton?.focus();
    };
  }, [shown]);

  return built || shown ? <MobileSidebar {...props} /> : null;
}
