import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {findFirstSidebarItemLink, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocCardList from '@theme/DocCardList';
import styles from './styles.module.css';

type Category = Extract<PropSidebarItem, {type: 'category'}>;

/** The docs sidebar's top-level categories, in sidebar order. */
function useSections(): Category[] {
  const sidebar = useDocsSidebar();
  return (sidebar?.items ?? []).filter((item): item is Category => item.type === 'category');
}

/** The id of a section's list on the front page: its folder ("topic-apps" for /apps/…). */
export function topicId(section: Category): string {
  return `topic-${(findFirstSidebarItemLink(section) ?? '').split('/')[1] ?? ''}`;
}

/**
 * The help centre's top-level sections as cards, in sidebar order: the categories of the docs
 * sidebar (docs/<folder>/_category_.json gives each its label, description and icon), drawn by the
 * same card as the landing pages (src/theme/DocCard), with the article count taken from the sidebar.
 * A card opens its section's landing page where the section has one, and otherwise the section's
 * list of articles further down this page (HomeArticleList), never one arbitrary article.
 */
export default function HomeSections(): ReactNode {
  const sections = useSections().map((section) =>
    section.href ? section : {...section, customProps: {...section.customProps, listAt: `#${topicId(section)}`}},
  );
  return (
    <>
      <DocCardList items={sections} />
      <HomeArticleList />
    </>
  );
}

/** A sidebar level as a list: articles as links, sub-sections as their landing page's link (or label) over their own list. */
function Entries({items}: {items: readonly PropSidebarItem[]}): ReactNode {
  const shown = items.filter((item) =>
    item.type === 'link' ? !item.unlisted : item.type === 'category' ? Boolean(findFirstSidebarItemLink(item)) : false,
  );
  return (
    <ul className={styles.entries}>
      {shown.map((item) =>
        item.type === 'link' ? (
          <li key={item.href}>
            <Link to={item.href}>{item.label}</Link>
          </li>
        ) : item.type === 'category' ? (
          <li key={item.label} className={styles.group}>
            {item.href && !item.linkUnlisted ? (
              <Link to={item.href} className={styles.groupLabel}>
                {item.label}
              </Link>
            ) : (
              <span className={styles.groupLabel}>{item.label}</span>
            )}
            <Entries items={item.items} />
          </li>
        ) : null,
      )}
    </ul>
  );
}

/**
 * Every listed article of each section without a landing page of its own, grouped by sub-section:
 * where that section's card leads. Server-rendered links, so it works without JavaScript.
 */
function HomeArticleList(): ReactNode {
  const sections = useSections().filter((section) => !section.href);
  // The cards link these ids; the build's anchor check knows only the ids it is told of.
  const brokenLinks = useBrokenLinks();
  for (const section of sections) brokenLinks.collectAnchor(topicId(section));
  return (
    <>
      <h2 id="all-articles">All articles by topic</h2>
      {sections.map((section) => (
        <section
          key={section.label}
          id={topicId(section)}
          aria-labelledby={`${topicId(section)}-title`}
          className={styles.topic}
        >
          <h3 id={`${topicId(section)}-title`}>{section.label}</h3>
          <Entries items={section.items} />
        </section>
      ))}
    </>
  );
}
