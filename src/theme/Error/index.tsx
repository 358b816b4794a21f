// Swizzled (replaces Docusaurus core's fallback): the crash screen of last resort, shown when
// something around the page's layout throws, so the layout itself cannot be trusted to render.
// The same screen as `@theme/ErrorPageContent` (src/components/CrashScreen) instead of the core's
// inline-styled one; it renders outside every Docusaurus provider, so it uses none.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';
import CrashScreen from '@site/src/components/CrashScreen';

export default function Error({error, tryAgain}: Props): ReactNode {
  return <CrashScreen heading="This page crashed" error={error} action="Try again" onAction={tryAgain} />;
}
