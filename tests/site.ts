// What every layer of tests knows about the site, from the project's own sources of truth: the
// routes from src/data/routes.ts, titles from each article's front matter (src/config/articles.ts),
// and the built HTML. No browser here: tests/e2e/site.ts adds what a browser test needs.
import fs from 'node:fs';
import path from 'node:path';
import {provider} from '../src/data/provider';
import {builtFile, sourceFile as docsRelativePath, type Route} from '../src/data/routes';
import {readArticle, siteDir, sourcePath, type FrontMatter} from '../src/config/articles';
import config from '../docusaurus.config';

export {routes, listedRoutes, unlistedRoutes, type Route} from '../src/data/routes';
export const siteTitle = provider.siteTitle;
/** The site's public address as the build used it (SITE_URL or the default in docusaurus.config.ts). */
export const siteUrl = config.url;

/** The absolute path of a route's source file. */
export const sourceFile = sourcePath;

/** A route's front matter, with the fields the content lint makes required. */
export const frontMatter = (route: Route) => readArticle(route).data as FrontMatter;

/** The built HTML of a route (run `npm run build` first): build/apps/docker.html for /apps/docker. */
export const builtHtml = (route: Route): string =>
  fs.readFileSync(path.join(siteDir, 'build', builtFile(route)), 'utf8');

const NAMED: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};
/** Text of built HTML with its character references resolved (&amp;, &apos;, &#x27;…). */
export const decodeHtml = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex, dec, name) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : NAMED[name.toLowerCase()],
  );

/**
 * Where a route's own chunk of compiled MDX is served from (`/assets/js/NAME.`, the hash follows),
 * from the build's registry of components (.docusaurus/registry.js, written by `npm run build`).
 */
export function articleChunk(route: Route): string | undefined {
  const source = `@site/docs/${docsRelativePath(route)}`;
  const entry = fs
    .readFileSync(path.join(siteDir, '.docusaurus/registry.js'), 'utf8')
    .split('\n')
    .find((line) => line.includes('import(/* webpackChunkName: ') && line.includes(`"${source}")`));
  const name = entry && /webpackChunkName: "([^"]+)"/.exec(entry)?.[1];
  return name ? `/assets/js/${name}.` : undefined;
}
