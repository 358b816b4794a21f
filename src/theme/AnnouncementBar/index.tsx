// Swizzled (wrap) to make "dismissed" count per announcement id on the first visit too.
// The theme's inline script hides the bar with CSS before hydration whenever *an* announcement
// was dismissed; when the configured id is new, the theme shows the bar again in React state
// but leaves that html attribute in place, so the new announcement stayed hidden until a reload.
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
