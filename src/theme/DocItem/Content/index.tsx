// Swizzled (wrap): marks the article (its title and text) as what the site search indexes, so
// Pagefind leaves out the navbar, sidebar, breadcrumbs and footer, and records the section path a
// result shows ("Install an app › Docker"). Unlisted articles are not marked: they are reachable
// by URL only and must not turn up in search. See src/plugins/search.ts.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  // The last crumb is the page itself (or the category a landing page introduces).
  const section = (useSidebarBreadcrumbs() ?? []).slice(0, -1).map((item) => item.label).join(' › ');
  if (metadata.unlisted) return <Content {...props} />;
  return (
    <div data-pagefind-body="">
      {section && (
        <span hidden data-pagefind-ignore="" data-pagefind-meta="section">
          {section}
        </span>
      )}
      <Content {...props} />
    </div>
  );
}
