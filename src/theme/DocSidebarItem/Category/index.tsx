// Swizzled (wrap): a top-level category whose section has not arrived yet (src/plugins/docs-sections.ts)
// loads it when the reader points at it, focuses it or touches it, so that it is there when they
// expand it. The theme passes props it does not know of on to the category's link.
import type {ReactNode} from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';
import {reachSection} from '@site/src/theme/DocRoot/sections';

type Props = WrapperProps<typeof CategoryType>;

export default function CategoryWrapper(props: Props): ReactNode {
  if (props.level !== 1) return <Category {...props} />;
  const reach = () => reachSection(props.item);
  const handlers = {onMouseEnter: reach, onFocus: reach, onTouchStart: reach} as Partial<Props>;
  return <Category {...props} {...handlers} />;
}
