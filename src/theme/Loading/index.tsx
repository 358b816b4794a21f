// Swizzled (replaces Docusaurus core's fallback): what a page shows while its code loads and when
// that fails. Loading: after the framework's 200 ms delay, a spinner in the site's colour instead
// of React blue. Failure: the specification's 'Page Error' page, a red box with the error text
// and 'Retry', which asks for the code again (src/components/CrashScreen).
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {LoadingComponentProps} from 'react-loadable';
import CrashScreen from '@site/src/components/CrashScreen';
import ThemeH1 from '@site/src/components/CrashScreen/ThemeH1';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <>
        <Head>
          <title>Page Error</title>
        </Head>
        <CrashScreen heading="Page Error" error={error} action="Retry" onAction={retry} Heading={ThemeH1} />
      </>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.hidden}>Loading…</span>
    </div>
  );
}
