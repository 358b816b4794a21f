import type {ReactNode} from 'react';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocCardList from '@theme/DocCardList';

/**
 * The help centre's top-level sections as cards, in sidebar order: the categories of the docs
 * sidebar (docs/<folder>/_category_.json gives each its label, description and icon), drawn by the
 * same card as the landing pages (src/theme/DocCard), with the article count taken from the sidebar.
 */
export default function HomeSections(): ReactNode {
  const sidebar = useDocsSidebar();
  const sections = (sidebar?.items ?? []).filter((item) => item.type === 'category');
  return <DocCardList items={sections} />;
}
