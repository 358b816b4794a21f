import {test} from 'node:test';
import {expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {routes, frontMatter, builtHtml, decodeHtml, siteUrl, siteTitle} from '../site';

// Link previews and search results read the head of the built HTML; all 182 routes are checked.
const CARD = path.join(__dirname, '../..', 'static/img/social-card.png');
const ATTRIBUTE = /([\w:-]+)=("[^"]*"|'[^']*'|[^\s"'>]+)/g;

/** The <meta> and <link> tags of the head, as attribute maps. */
function headTags(html: string, tag: 'meta' | 'link'): Record<string, string>[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1];
  return [...head.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(ATTRIBUTE)].map(([, k, v]) => [k, decodeHtml(v.replace(/^["']|["']$/g, ''))])),
  );
}

test('every page: description, canonical URL, Open Graph and Twitter tags with an absolute image', () => {
  for (const route of routes) {
    const html = builtHtml(route);
    const metas = headTags(html, 'meta');
    const meta = (key: string) => {
      const found = metas.filter((m) => m.property === key || m.name === key);
      expect(found, `${route.path}: ${key}`).toHaveLength(1);
      return found[0].content;
    };
    const {title, description} = frontMatter(route);
    const canonicals = headTags(html, 'link').filter((l) => l.rel === 'canonical');
    expect(canonicals, route.path).toHaveLength(1);
    const canonical = canonicals[0].href;
    // Absolute, and without a trailing slash except the root's.
    expect(canonical, route.path).toBe(siteUrl + route.path);
    expect(canonical).toMatch(/^https?:\/\/[^/]+(\/|(\/[^/]+)+)$/);

    expect(meta('description'), route.path).toBe(description);
    expect(meta('og:title'), route.path).toBe(`${title} | ${siteTitle}`);
    expect(meta('og:description'), route.path).toBe(description);
    expect(meta('og:url'), route.path).toBe(canonical);
    expect(meta('og:type'), route.path).toBe(['home', 'index'].includes(route.kind) ? 'website' : 'article');
    expect(meta('og:site_name')).toBe(siteTitle);
    expect(meta('og:image')).toBe(`${siteUrl}/img/social-card.png`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:alt')).toBeTruthy();
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));
  }
});

test('the social card is a 1200×630 PNG under 100 KB', () => {
  const png = fs.readFileSync(CARD);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // IHDR: width and height are the first two 32-bit fields after the signature and chunk header.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  expect(png.length).toBeLessThan(100 * 1024);
});
