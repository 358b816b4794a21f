// Swizzled (wrap) to register, for every MDX article without an import, the brand-fact
// component and Docusaurus' own Tabs and TabItem. DocCardList is imported by the landing pages that
// use it, so its code loads with those pages only, not with every article. The list of what an
// article may use, with how each arrives, is src/data/articleComponents.ts: add a component there too.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Brand from '@site/src/components/Brand';

export default {
  ...MDXComponents,
  Brand,
  Tabs,
  TabItem,
  // A wide table scrolls sideways on a phone; keyboard users can only scroll what they can focus.
  table: (props: ComponentProps<'table'>) => <table {...props} tabIndex={0} />,
};
