// Swizzled (wrap): under the theme's own footer, which keeps the "Last updated" date, every page
// says when it was last independently reviewed (its `reviewed` front matter), a howto says what it
// was checked with (its tested_with front matter), and every page offers a way to report a
// problem with it. The report is a mailto link to support: no form, no request from the site.
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import {provider} from '@site/src/data/provider';
import {usePageUrl} from '@site/src/hooks/usePageUrl';
import styles from './styles.module.css';

/** A mailto link to support with the page's title in the subject and its address in the body. */
function reportProblemHref(title: string, url: string): string {
  const subject = `Problem with the help centre page: ${title}`;
  // RFC 6068: line breaks in a mailto body are CRLF.
  const body = `Page: ${url}\r\n\r\nWhat is wrong or missing:\r\n`;
  return `mailto:${provider.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export default function FooterWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {tested_with: testedWith, reviewed} = frontMatter as {tested_with?: string[]; reviewed?: string};
  const url = usePageUrl();
  // The format of the theme's "Last updated on" date above, so the two read alike.
  const dateFormat = useDateTimeFormat({day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  return (
    <>
      <Footer />
      <div className={`row margin-top--sm ${styles.meta}`}>
        <div className="col">
          {reviewed ? (
            <div>
              Reviewed on <time dateTime={reviewed}>{dateFormat.format(new Date(reviewed))}</time>
            </div>
          ) : null}
          {testedWith?.length ? <div>Checked with: {testedWith.join(', ')}</div> : null}
        </div>
        <div className={`col ${styles.report}`}>
          <a href={reportProblemHref(metadata.title, url)}>Report a problem with this page</a>
        </div>
      </div>
    </>
  );
}
