// Swizzled (replaces the theme's): the crash screen a reader sees when a page throws inside the
// layout, with the specification's wording ('This page crashed', 'Try again', the error's cause
// messages) in the site's palette, focus on the heading, and links home and to support
// (src/components/CrashScreen). The framework's error boundary passes `tryAgain`, which re-renders.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';
import CrashScreen from '@site/src/components/CrashScreen';
import ThemeH1 from '@site/src/components/CrashScreen/ThemeH1';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <CrashScreen heading="This page crashed" error={error} action="Try again" onAction={tryAgain} Heading={ThemeH1} />
  );
}
