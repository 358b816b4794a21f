import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {test, expect} from '@playwright/test';
import {routes, articleChunk, builtHtml, open} from './site';
import {budgets, KB} from '../budgets';

// Budgets for a reader's first visit, measured the same way every run: the bytes of each file
// compressed with gzip level 6 (tests/budgets.ts), not a timing.

const root = path.resolve(__dirname, '../..');

// The article whose page code is the largest is the one with the largest MDX source.
const largestArticle = routes
  .filter((r) => r.kind !== 'index' && r.kind !== 'home')
  .map((r) => ({path: r.path, size: fs.statSync(path.join(root, 'docs', `${r.path}.mdx`)).size}))
  .sort((a, b) => b.size - a.size)[0].path;

// The home page, the longest article, a how-to, a FAQ answer, a landing page and the not-found page.
const pages = [
  '/',
  largestArticle,
  budgets.firstLoadJavascriptGzip.path,
  '/prepurchase/uptime',
  '/glossary',
  '/no-such-page',
];

const list = (files: {url: string; gzip: number}[]) =>
  files
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `  ${(f.gzip / KB).toFixed(1).padStart(6)} KB  ${f.url}`)
    .join('\n');

for (const url of pages) {
  test(`first visit to ${url} stays within the JavaScript, CSS, image and font budgets`, async ({page}) => {
    const files: {type: string; url: string; gzip: number; raw: number}[] = [];
    const fontsBeforePaint: string[] = [];
    // Each handler reads a body or asks the page a question, which ends after the event: the test
    // waits for all of them, or a file that arrived last could be missed.
    const pending: Promise<void>[] = [];
    page.on('response', (response) =>
      pending.push(
        (async () => {
          const type = response.request().resourceType();
          const body = await response.body().catch(() => Buffer.alloc(0));
          files.push({
            type,
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, {level: 6}).length,
          });
        })(),
      ),
    );
    page.on('request', (request) => {
      if (request.resourceType() !== 'font') return;
      pending.push(
        (async () => {
          const painted = await page
            .evaluate(() => performance.getEntriesByName('first-paint').length > 0)
            .catch(() => false);
          if (!painted) fontsBeforePaint.push(request.url());
        })(),
      );
    });
    // When the site's code (main.js) is put into the page: after the first paint with content
    // (src/config/ssrTemplate.ts), never by the parser before it.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const node of records.flatMap((r) => [...r.addedNodes]))
          if (node instanceof HTMLScriptElement && /\/main\.[^/]*\.js$/.test(node.src)) {
            (window as unknown as {mainAddedAt: number}).mainAddedAt = performance.now();
            observer.disconnect();
          }
      }).observe(document, {childList: true, subtree: true});
    });
    // The page's own chunks are requested by main.js once it has run, which on a busy CPU can take
    // longer than the half second of quiet that 'networkidle' means: the page is loaded when React
    // has hydrated (after every route chunk), then whatever it fetches after that.
    await open(page, url);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);

    const route = routes.find((r) => r.path === url);
    const chunk = route && articleChunk(route);
    const isText = (f: {url: string}) => chunk !== undefined && f.url.startsWith(chunk);
    const text = files.filter((f) => f.type === 'script' && isText(f));
    const scripts = files.filter((f) => f.type === 'script' && !isText(f));
    if (routes.some((r) => r.path === url)) expect(text, `${url}: its article chunk ${chunk}`).toHaveLength(1);
    expect(
      text.reduce((n, f) => n + f.gzip, 0),
      `article text of ${url}: ${list(text)}`,
    ).toBeLessThanOrEqual(budgets.articleTextGzip);
    const styles = files.filter((f) => f.type === 'stylesheet');
    const total = (fs_: typeof files) => fs_.reduce((n, f) => n + f.gzip, 0);
    const firstLoad = budgets.firstLoadJavascriptGzip;
    if (url === firstLoad.path)
      expect(
        total(scripts) + total(text),
        `all JavaScript of ${url}, its article text included: ${((total(scripts) + total(text)) / KB).toFixed(1)} KB gzip, budget ${firstLoad.gzip / KB} KB\n${list([...scripts, ...text])}`,
      ).toBeLessThanOrEqual(firstLoad.gzip);
    expect(
      total(scripts),
      `JavaScript code of ${url} (its article text apart): ${(total(scripts) / KB).toFixed(1)} KB gzip, budget 200 KB\n${list(scripts)}`,
    ).toBeLessThanOrEqual(budgets.javascriptGzip);
    expect(
      total(styles),
      `CSS of ${url}: ${(total(styles) / KB).toFixed(1)} KB gzip, budget 20 KB\n${list(styles)}`,
    ).toBeLessThanOrEqual(budgets.cssGzip);
    const bigImages = files.filter((f) => f.type === 'image' && f.raw > budgets.imageBytes);
    expect(
      bigImages.map((f) => `${f.url}: ${(f.raw / KB).toFixed(1)} KB`),
      'images over 100 KB',
    ).toEqual([]);
    expect(fontsBeforePaint, 'web fonts requested before first paint').toEqual([]);

    const {paintedAt, mainAddedAt} = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      mainAddedAt: (window as unknown as {mainAddedAt?: number}).mainAddedAt,
    }));
    expect(mainAddedAt, 'main.js put into the page').toBeDefined();
    expect(paintedAt, 'first contentful paint, before the code runs').toBeLessThanOrEqual(mainAddedAt!);
    // Prism (src/components/CodeHighlighting) is downloaded by the pages with code blocks only.
    const hasCode = route !== undefined && builtHtml(route).includes('<pre');
    expect(
      files.some((f) => f.type === 'script' && /\/prism\.[^/]*\.js$/.test(f.url)),
      `${url} ${hasCode ? 'has' : 'has no'} code blocks: Prism downloaded`,
    ).toBe(hasCode);
  });
}
