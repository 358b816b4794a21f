// Swizzled (wrap) to register, for every MDX article without an import, the brand-fact
// component and Docusaurus' own Tabs, TabItem and DocCardList.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import DocCardList from '@theme/DocCardList';
import Brand from '@site/src/components/Brand';

export default {
  ...MDXComponents,
  Brand,
  Tabs,
  TabItem,
  DocCardList,
  // A wide table scrolls sideways on a phone; keyboard users can only scroll what they can focus.
  table: (props: ComponentProps<'table'>) => <table {...props} tabIndex={0} />,
};
