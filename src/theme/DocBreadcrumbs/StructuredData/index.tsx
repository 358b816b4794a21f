// Swizzled (wrap): the theme's BreadcrumbList names a category by its landing page's permalink,
// which keeps a trailing slash ("/glossary/") that the site redirects to "/glossary", and leaves
// out the home page that the visible trail starts with. Both fixed here, on the theme's own data.
import type {ReactNode} from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {canonicalPath} from '@site/src/hooks/usePageUrl';

export default function StructuredDataWrapper({breadcrumbs}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const items = breadcrumbs.map((item) => (item.href ? {...item, href: canonicalPath(item.href)} : item));
  const onHome = items[0]?.href === '/';
  return (
    <StructuredData breadcrumbs={onHome ? items : [{type: 'link', label: siteConfig.title, href: '/'}, ...items]} />
  );
}
