// Swizzled (wrap) to register, for every MDX article without an import, the brand-fact
// component and Docusaurus' own Tabs and TabItem. DocCardList is imported by the landing pages that
// use it, so its code loads with those pages only, not with every article. The list of what an
// article may use, with how each arrives, is src/data/articleComponents.ts: add a component there too.
// Inline code goes through the "Your values" filler (src/components/YourValues/Code.tsx), so a
// command in a sentence shows the reader's values as the code blocks do.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Brand from '@site/src/components/Brand';
import Code from '@site/src/components/YourValues/Code';

export default {
  ...MDXComponents,
  Brand,
  Tabs,
  TabItem,
  code: Code,
  // A wide table scrolls sideways on a phone; keyboard users can only scroll what they can focus.
  table: (props: ComponentProps<'table'>) => <table {...props} tabIndex={0} />,
};
