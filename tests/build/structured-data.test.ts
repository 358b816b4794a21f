import {test} from 'node:test';
import {expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {execFileSync} from 'node:child_process';
import {routes, frontMatter, builtHtml, decodeHtml, sourceFile, siteUrl, type Route} from '../site';
import {provider} from '../../src/data/provider';
import {reviewedDay} from '../../src/config/articles';

// Read from the built HTML of all 182 routes: what crawlers get, without a browser.
// Parsed JSON-LD has no fixed shape: the tests below assert on each field they read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Thing = {'@context': string; '@type': string; [key: string]: any};
const LD_JSON = /<script[^>]*\stype=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/g;
const jsonLd = (html: string): Thing[] => [...html.matchAll(LD_JSON)].map((m) => JSON.parse(m[1]));
const canonical = (route: Route) => siteUrl + route.path;
/** The text a reader sees in the article body. */
const articleText = (html: string) =>
  decodeHtml(/<article>([\s\S]*)<\/article>/.exec(html)![1].replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ');
/** The "## Step N — name" headings of an article's source. */
const stepNames = (route: Route) =>
  [...fs.readFileSync(sourceFile(route), 'utf8').matchAll(/^## Step \d+ — (.+)$/gm)].map((m) =>
    m[1].replace(/`/g, '').trim(),
  );

const ARTICLE_KINDS = ['howto', 'faq', 'policy', 'concept'];
// FAQPage rule (src/config/frontMatter.ts): a faq article whose title is a question.
const isFaqPage = (route: Route) => route.kind === 'faq' && frontMatter(route).title.trim().endsWith('?');

test('every page has the JSON-LD types its kind calls for, and no others', () => {
  for (const route of routes) {
    const types = jsonLd(builtHtml(route)).map((t) => t['@type']);
    const expected = [
      'BreadcrumbList',
      ...(ARTICLE_KINDS.includes(route.kind) ? ['TechArticle'] : []),
      ...(route.kind === 'howto' ? ['HowTo'] : []),
      ...(isFaqPage(route) ? ['FAQPage'] : []),
    ];
    expect(types.sort(), route.path).toEqual(expected.sort());
  }
  // The rule is not empty: the site has both kinds of page.
  expect(routes.filter(isFaqPage).length).toBeGreaterThan(0);
});

test('BreadcrumbList: positions 1..n, absolute canonical URLs of routes, from home to the page', () => {
  const known = new Set(routes.map(canonical));
  for (const route of routes) {
    const [list] = jsonLd(builtHtml(route)).filter((t) => t['@type'] === 'BreadcrumbList');
    expect(list['@context']).toBe('https://schema.org');
    const items: {'@type': string; position: number; name: string; item: string}[] = list.itemListElement;
    expect(
      items.map((i) => i.position),
      route.path,
    ).toEqual(items.map((_, i) => i + 1));
    expect(items[0].item, route.path).toBe(`${siteUrl}/`);
    expect(items.at(-1)!.item, route.path).toBe(canonical(route));
    for (const item of items) {
      expect(item['@type']).toBe('ListItem');
      expect(item.name, route.path).toBeTruthy();
      expect(known.has(item.item), `${route.path}: ${item.item}`).toBe(true);
    }
  }
});

test('TechArticle: headline, description, url, publisher, the last-update and last-review dates of the page', () => {
  for (const route of routes.filter((r) => ARTICLE_KINDS.includes(r.kind))) {
    const html = builtHtml(route);
    const [article] = jsonLd(html).filter((t) => t['@type'] === 'TechArticle');
    const {title, description} = frontMatter(route);
    expect(article['@context']).toBe('https://schema.org');
    expect(article.headline, route.path).toBe(title);
    expect(article.description, route.path).toBe(description);
    expect(article.url, route.path).toBe(canonical(route));
    expect(article.image).toBe(`${siteUrl}/img/social-card.png`);
    expect(article.publisher).toEqual({'@type': 'Organization', name: provider.name, url: provider.websiteUrl});
    // The same date as the "Last updated on" line.
    const shown = /<time datetime=["']?([^"'\s>]+)/.exec(html)![1];
    expect(article.dateModified, route.path).toBe(shown);
    // The day of the last independent review, as the footer shows it.
    expect(article.mainEntityOfPage, route.path).toEqual({
      '@type': 'WebPage',
      '@id': canonical(route),
      lastReviewed: reviewedDay(frontMatter(route).reviewed),
    });
  }
});

test('HowTo: on howto pages only, with their "Step N" headings as steps linked to their anchors', () => {
  for (const route of routes.filter((r) => r.kind === 'howto')) {
    const html = builtHtml(route);
    const [howTo] = jsonLd(html).filter((t) => t['@type'] === 'HowTo');
    expect(howTo.name, route.path).toBe(frontMatter(route).title);
    expect(howTo.description).toBe(frontMatter(route).description);
    const steps: {'@type': string; position: number; name: string; url: string}[] = howTo.step;
    expect(
      steps.map((s) => s.name),
      route.path,
    ).toEqual(stepNames(route));
    expect(steps.length).toBeGreaterThan(0);
    steps.forEach((step, i) => {
      expect(step['@type']).toBe('HowToStep');
      expect(step.position).toBe(i + 1);
      const [page, anchor] = step.url.split('#');
      expect(page).toBe(canonical(route));
      expect(html, `${route.path}#${anchor}`).toMatch(new RegExp(`<h2 [^>]*id=["']?${anchor}["' >]`));
    });
  }
});

test('FAQPage: the title as the one question, the opening paragraph shown on the page as its answer', () => {
  for (const route of routes.filter(isFaqPage)) {
    const html = builtHtml(route);
    const [faq] = jsonLd(html).filter((t) => t['@type'] === 'FAQPage');
    expect(faq.mainEntity, route.path).toHaveLength(1);
    const [question] = faq.mainEntity;
    expect(question['@type']).toBe('Question');
    expect(question.name).toBe(frontMatter(route).title);
    expect(question.acceptedAnswer['@type']).toBe('Answer');
    expect(question.acceptedAnswer.text.length, route.path).toBeGreaterThan(40);
    expect(articleText(html), route.path).toContain(question.acceptedAnswer.text);
  }
});

test("the CSP allows every executable inline script and hashes no JSON block (JSON-LD, each page's list of scripts), so it does not grow per page", () => {
  const root = path.resolve(__dirname, '../..');
  const header = new Set(
    execFileSync('npx', ['tsx', 'scripts/csp-hashes.ts'], {cwd: root, encoding: 'utf8'}).trim().split(' '),
  );
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const jsonLdBlocks = new Set<string>();
  for (const route of routes) {
    for (const [, attributes = '', body] of builtHtml(route).matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(attributes)) continue;
      // JSON-LD, and the list of the page's scripts (src/config/ssrTemplate.ts): data, per page.
      if (/application\/(ld\+)?json/.test(attributes)) jsonLdBlocks.add(body);
      else expect(header.has(sha256(body)), `${route.path}: ${body.slice(0, 60)}`).toBe(true);
    }
  }
  for (const body of jsonLdBlocks) expect(header.has(sha256(body))).toBe(false);
  // Hundreds of page-specific JSON-LD blocks, and a header of the framework's few scripts.
  expect(jsonLdBlocks.size).toBeGreaterThan(routes.length);
  expect(header.size).toBeLessThanOrEqual(3);
});
