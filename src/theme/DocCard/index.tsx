// Swizzled (eject of DocCard alone; its Layout, Heading and Description parts go unused). The stock
// card shows an emoji (📄, 🗃) as its icon, which renders as an empty box where the system has no
// emoji font, cuts the description to one line mid-word, and tells a section from an article only
// by that emoji. This card draws an icon of the site's set (src/components/Icon) for the section
// (the icon its _category_.json names) or the kind of article (src/data/routes.json), says in words
// what the entry is ("Section · 6 articles", "How-to guide"), and shows the whole description.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {findFirstSidebarItemLink, useDocById} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {Props} from '@theme/DocCard';
import Icon, {type IconName} from '@site/src/components/Icon';
import {routes, type ArticleKind} from '@site/src/data/routes';
import styles from './styles.module.css';

const KINDS: Record<ArticleKind, {icon: IconName; label: string}> = {
  howto: {icon: 'steps', label: 'How-to guide'},
  faq: {icon: 'question', label: 'Question'},
  policy: {icon: 'shield', label: 'Policy'},
  concept: {icon: 'bulb', label: 'Explainer'},
  index: {icon: 'folder', label: 'Section'},
  home: {icon: 'page', label: 'Article'},
};
const kindOf = new Map(routes.map((r) => [r.path, r.kind]));

/** The listed articles under a sidebar entry, its sub-sections' landing pages included. */
function articleCount(items: readonly PropSidebarItem[]): number {
  return items.reduce((n, item) => {
    if (item.type === 'link') return n + (item.unlisted ? 0 : 1);
    if (item.type === 'category') return n + (item.href && !item.linkUnlisted ? 1 : 0) + articleCount(item.items);
    return n;
  }, 0);
}

function Card({
  href,
  icon,
  kind,
  title,
  description,
}: {
  href: string;
  icon: IconName;
  kind: string;
  title: string;
  description?: string;
}) {
  return (
    <Link href={href} className={clsx('card', ThemeClassNames.docs.docCard.container, styles.card)}>
      <span className={clsx(ThemeClassNames.docs.docCard.icon, styles.icon)}>
        <Icon name={icon} />
      </span>
      <div className={styles.text}>
        <h2 className={clsx(ThemeClassNames.docs.docCard.title, styles.title)}>{title}</h2>
        <span className={styles.kind}>{kind}</span>
        {description && (
          <p className={clsx(ThemeClassNames.docs.docCard.description, styles.description)}>{description}</p>
        )}
      </div>
    </Link>
  );
}

function CategoryCard({item}: {item: Extract<PropSidebarItem, {type: 'category'}>}) {
  // The front page (src/components/HomeSections) points a section without a landing page at its
  // list of articles on that page; elsewhere such a sub-section opens at its first article.
  const listAt = item.customProps?.listAt as string | undefined;
  const href = listAt ?? findFirstSidebarItemLink(item);
  // A sub-section's landing page is its folder's index.mdx; its description is the category's.
  const landing = useDocById(item.href ? `${item.href.replace(/^\/|\/$/g, '')}/index` : undefined);
  if (!href) return null; // the theme filters out categories without a link before this
  const count = articleCount(item.items);
  const icon = (item.customProps?.icon as IconName | undefined) ?? 'folder';
  return (
    <Card
      href={href}
      icon={icon}
      kind={`Section · ${count} ${count === 1 ? 'article' : 'articles'}`}
      title={item.label}
      description={item.description ?? landing?.description}
    />
  );
}

function LinkCard({item}: {item: Extract<PropSidebarItem, {type: 'link'}>}) {
  const doc = useDocById(item.docId ?? undefined);
  const kind = KINDS[kindOf.get(item.href) ?? 'home'];
  return (
    <Card
      href={item.href}
      icon={kind.icon}
      kind={kind.label}
      title={item.label}
      description={item.description ?? doc?.description}
    />
  );
}

export default function DocCard({item}: Props): ReactNode {
  if (item.type === 'category') return <CategoryCard item={item} />;
  if (item.type === 'link') return <LinkCard item={item} />;
  throw new Error(`DocCard: no card for a sidebar item of type ${item.type}`);
}
