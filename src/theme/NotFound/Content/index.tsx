// Swizzled (eject): the stock page only says the link is broken. A stuck reader of a help
// centre needs the main sections and the ways to reach support, from the one place they live.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import Brand from '@site/src/components/Brand';
import MainSectionList from '@site/src/components/MainSectionList';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <Head>
        <meta
          name="description"
          content="There is no article at this address. Start from the help centre home, a main section, or support."
        />
      </Head>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no article at this address. It may have moved, or the link may have a typo. Start from the{' '}
            <Link to="/">help centre home</Link> or pick one of the main sections.
          </p>
          <Heading as="h2">Main sections</Heading>
          <MainSectionList />
          <Heading as="h2">Still stuck?</Heading>
          <p>
            Open a ticket in the billing panel at <Brand fact="billingPanelUrl" /> or write to{' '}
            <Brand fact="supportEmail" />. Technical support answers <Brand fact="technicalSupportHours" />.
          </p>
        </div>
      </div>
    </main>
  );
}
