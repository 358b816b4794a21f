/**
 * The routes of the site (routes.json, the specification's list copied as it is) and where each
 * one lives: its source under docs/, its page in build/ and its Markdown copy. Everything that
 * maps a route to a file imports it from here.
 */
import manifest from './routes.json';

/** The article templates of the content guide. */
export const ARTICLE_KINDS = ['home', 'index', 'howto', 'faq', 'policy', 'concept'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export type Route = {path: string; kind: ArticleKind; unlisted?: boolean};

export const routes = manifest.routes as Route[];
export const listedRoutes = routes.filter((r) => !r.unlisted);
export const unlistedRoutes = routes.filter((r) => r.unlisted);

/** The source file under docs/: welcome.mdx for "/", a folder's index.mdx for a landing page. */
export function sourceFile(route: Route): string {
  if (route.path === '/') return 'welcome.mdx';
  return route.kind === 'index' ? `${route.path.slice(1)}/index.mdx` : `${route.path.slice(1)}.mdx`;
}

/** The page under build/: index.html for "/", apps/docker.html for /apps/docker. */
export const builtFile = (route: Pick<Route, 'path'>): string =>
  route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;

/** The Markdown copy under build/: index.md for "/", apps/docker.md for /apps/docker. */
export const markdownCopyFile = (route: Pick<Route, 'path'>): string =>
  route.path === '/' ? 'index.md' : `${route.path.slice(1)}.md`;

/** The Markdown copy's address: /index.md for "/", /apps/docker.md for /apps/docker. */
export const markdownPath = (route: string): string => `/${markdownCopyFile({path: route})}`;

/**
 * The route of a docs-plugin permalink: landing pages have a trailing slash in the plugin's loaded
 * content; the site (trailingSlash: false) and routes.json do not.
 */
export const routeOfPermalink = (permalink: string): string => (permalink === '/' ? '/' : permalink.replace(/\/$/, ''));
