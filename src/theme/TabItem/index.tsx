// Swizzled (eject) so that a panel is labelled by its tab (ids from the Tabs wrapper) and carries
// its tab's label, hidden by CSS, that a reader without JavaScript sees above it: a <noscript>
// style in the head (docusaurus.config.ts) then shows every panel, under its label.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';

export default function TabItem({children, className, value, label, attributes}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={attributes?.['aria-controls'] as string | undefined}
      aria-labelledby={attributes?.id as string | undefined}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}
    >
      <p className="tab-label-no-js">{label ?? value}</p>
      {children}
    </div>
  );
}
