// What the tests know about the site comes from the project's own sources of truth:
// the routes from src/data/routes.json, titles from each article's front matter.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {expect, type Page} from '@playwright/test';
import {provider} from '../src/data/provider';
import config from '../docusaurus.config';

export type Route = {path: string; kind: string; unlisted?: boolean};

const root = path.resolve(__dirname, '..');
export const routes: Route[] = JSON.parse(fs.readFileSync(path.join(root, 'src/data/routes.json'), 'utf8')).routes;
export const listedRoutes = routes.filter((r) => !r.unlisted);
export const unlistedRoutes = routes.filter((r) => r.unlisted);
export const siteTitle = provider.siteTitle;
/** The site's public address as the build used it (SITE_URL or the default in docusaurus.config.ts). */
export const siteUrl = config.url;

export function sourceFile(route: Route): string {
  if (route.path === '/') return path.join(root, 'docs/welcome.mdx');
  return path.join(root, 'docs', route.kind === 'index' ? `${route.path}/index.mdx` : `${route.path}.mdx`);
}

export type FrontMatter = {title: string; description: string; tested_with?: string[]};

export function frontMatter(route: Route): FrontMatter {
  const text = fs.readFileSync(sourceFile(route), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) throw new Error(`${route.path}: no front matter`);
  return yaml.load(match[1]) as FrontMatter;
}

/** The built HTML of a route (run `npm run build` first): build/apps/docker.html for /apps/docker. */
export function builtHtml(route: Route): string {
  const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;
  return fs.readFileSync(path.join(root, 'build', file), 'utf8');
}

const NAMED: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};
/** Text of built HTML with its character references resolved (&amp;, &apos;, &#x27;…). */
export const decodeHtml = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex, dec, name) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : NAMED[name.toLowerCase()],
  );

/** Opens a path and waits until React has hydrated, so clicks reach the app, not bare HTML. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  return response;
}

export const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');
