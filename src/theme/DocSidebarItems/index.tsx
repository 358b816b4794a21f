// Swizzled (wrap): a top-level category expanded before its section arrived shows its stub's one
// link (src/plugins/docs-sections.ts); its items mounting is the last moment to load the section.
import {memo, useEffect, type ReactNode} from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import type DocSidebarItemsType from '@theme/DocSidebarItems';
import type {WrapperProps} from '@docusaurus/types';
import {reachSection} from '@site/src/theme/DocRoot/sections';

function DocSidebarItemsWrapper(props: WrapperProps<typeof DocSidebarItemsType>): ReactNode {
  useEffect(() => reachSection(props.items), [props.items]);
  return <DocSidebarItems {...props} />;
}

export default memo(DocSidebarItemsWrapper);
