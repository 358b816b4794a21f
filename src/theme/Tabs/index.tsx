// Swizzled (wrap) to tie each tab to its panel (W3C validator, ARIA tabs pattern): every TabItem
// gets an id for its tab and one for its panel, through the `attributes` that the theme already
// puts on the tab; TabItem puts them on the panel.
import React, {Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';

export default function TabsWrapper({children, ...props}: Props): ReactNode {
  const id = useId();
  const items = Children.map(children, (child) => {
    if (!isValidElement<TabItemProps>(child) || !child.props.value) return child;
    const key = child.props.value.replace(/\s+/g, '-');
    const attributes = {...child.props.attributes, id: `${id}tab-${key}`, 'aria-controls': `${id}panel-${key}`};
    return cloneElement(child as ReactElement<TabItemProps>, {attributes});
  });
  return <Tabs {...props}>{items}</Tabs>;
}
