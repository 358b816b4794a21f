// Swizzled (wrap): an article whose code blocks use placeholders opens with the "Your values" panel,
// under its title and above its text (src/components/YourValues). The names come from the
// DocItem/Content wrapper's context; anywhere else (no article) the list is empty and nothing shows.
import {useContext, type ReactNode} from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import YourValues from '@site/src/components/YourValues';
import {ArticlePlaceholders} from '@site/src/components/YourValues/store';

type Props = WrapperProps<typeof MDXContentType>;

export default function MDXContentWrapper(props: Props): ReactNode {
  const names = useContext(ArticlePlaceholders);
  return (
    <>
      {names.length > 0 && <YourValues names={names} />}
      <MDXContent {...props} />
    </>
  );
}
