// Swizzled (replaces Docusaurus core's fallback): the crash screen shown when something around a
// page's content throws. As the core's own fallback does, it renders the site's crash screen
// (src/components/CrashScreen) inside the theme's layout, so the navbar stays, and inside its own
// error boundary, so a layout that throws too still leaves the bare crash screen. Keeping the
// layout here also keeps the layout's code in the main bundle, where it compresses best: without
// it, the first visit downloads about 3 KB more JavaScript in extra chunks.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import type {Props} from '@theme/Error';
// The route context the layout needs, which the core's fallback provides the same way.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import CrashScreen, {type HeadingComponent} from '@site/src/components/CrashScreen';
import ThemeH1 from '@site/src/components/CrashScreen/ThemeH1';

export default function Error({error, tryAgain}: Props): ReactNode {
  const screen = (Heading?: HeadingComponent) => (
    <CrashScreen heading="This page crashed" error={error} action="Try again" onAction={tryAgain} Heading={Heading} />
  );
  return (
    <RouteContextProvider value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      <ErrorBoundary fallback={() => screen()}>
        <Head>
          <title>This page crashed</title>
        </Head>
        <Layout>{screen(ThemeH1)}</Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
