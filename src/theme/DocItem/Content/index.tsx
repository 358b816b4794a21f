// Swizzled (wrap): marks the article (its title and text) as what the site search indexes, so
// Pagefind leaves out the navbar, sidebar, breadcrumbs and footer (scripts/search-index.mjs).
// Unlisted articles are not marked: they are reachable by URL only and must not turn up in search.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  if (metadata.unlisted) return <Content {...props} />;
  return (
    <div data-pagefind-body="">
      <Content {...props} />
    </div>
  );
}
