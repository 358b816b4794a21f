// Swizzled (wrap): under the theme's own footer, which keeps the "Last updated" date, every page
// says when it was last independently reviewed (its `reviewed` front matter), a howto says what it
// was checked with (its tested_with front matter), and every page offers a way to report a
// problem with it: a small form (src/components/ProblemReport) that ends in the reader's mail
// client, a plain mailto link without JavaScript; no request from the site.
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ProblemReport from '@site/src/components/ProblemReport';
import {usePageUrl} from '@site/src/hooks/usePageUrl';
import {formatDate} from '@site/src/components/formatDate';
import styles from './styles.module.css';

export default function FooterWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {tested_with: testedWith, reviewed} = frontMatter as {tested_with?: string[]; reviewed?: string};
  const url = usePageUrl();
  return (
    <>
      <Footer />
      <div className={`row margin-top--sm ${styles.meta}`}>
        <div className="col">
          {reviewed ? (
            <div>
              Reviewed on <time dateTime={reviewed}>{formatDate(new Date(reviewed))}</time>
            </div>
          ) : null}
          {testedWith?.length ? <div>Checked with: {testedWith.join(', ')}</div> : null}
        </div>
        <div className={`col ${styles.report}`}>
          <ProblemReport title={metadata.title} url={url} testedWith={testedWith} />
        </div>
      </div>
    </>
  );
}
