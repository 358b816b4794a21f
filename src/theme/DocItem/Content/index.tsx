// Swizzled (wrap): marks the article (its title and text) as what the site search indexes, so
// Pagefind leaves out the navbar, sidebar, breadcrumbs and footer (scripts/search-index.mts).
// Unlisted articles are not marked: they are reachable by URL only and must not turn up in search.
// It also hands the article's placeholders (front matter the build derives) to the "Your values"
// panel and to the code blocks, which render outside articles too and so cannot ask useDoc().
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {ArticlePlaceholders} from '@site/src/components/YourValues/store';

type Props = WrapperProps<typeof ContentType>;

const NONE: readonly string[] = [];

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const placeholders = (frontMatter as {placeholders?: readonly string[]}).placeholders ?? NONE;
  const content = <Content {...props} />;
  return (
    <ArticlePlaceholders.Provider value={placeholders}>
      {metadata.unlisted ? content : <div data-pagefind-body="">{content}</div>}
    </ArticlePlaceholders.Provider>
  );
}
