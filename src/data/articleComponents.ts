/**
 * The MDX components an article may use, and how each reaches it: registered for every article in
 * src/theme/MDXComponents.tsx, or imported by the article itself from the module named. The writers'
 * check (scripts/check-mdx.mts) accepts these and no others, and the Markdown copies
 * (src/plugins/markdown-copies.ts) turn each into Markdown; tests/unit proves both for every name.
 */
export const ARTICLE_COMPONENTS = {
  Brand: 'registered',
  Tabs: 'registered',
  TabItem: 'registered',
  DocCardList: '@theme/DocCardList',
} as const;

export type ArticleComponent = keyof typeof ARTICLE_COMPONENTS;
