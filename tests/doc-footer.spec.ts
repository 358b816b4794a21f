import {test, expect} from '@playwright/test';
import {routes, frontMatter, open, builtHtml, siteUrl} from './site';
import {provider} from '../src/data/provider';
import {reviewedDay} from '../src/config/articles';

const report = (page: import('@playwright/test').Page) => page.getByRole('link', {name: 'Report a problem with this page'});

// Two kinds of page, one of them a folder's landing page (its doc permalink ends in a slash).
for (const path of ['/apps/docker', '/glossary']) {
  test(`${path}: "Report a problem" opens a mail to support with the page's title and address`, async ({page}) => {
    const {title} = frontMatter(routes.find((r) => r.path === path)!);
    await open(page, path);
    await expect(report(page)).toBeVisible();
    const href = (await report(page).getAttribute('href'))!;
    // Every reserved character is percent-encoded: nothing but the two parameters' separators.
    expect(href).toMatch(/^mailto:[^?]+\?subject=[^&=?]+&body=[^&=?]+$/);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(provider.supportEmail);
    expect(url.searchParams.get('subject')).toContain(title);
    const body = url.searchParams.get('body')!;
    expect(body).toContain(`${siteUrl}${path}\r\n`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${path}`);
  });
}

test('a howto shows what it was checked with, next to the last-update date', async ({page}) => {
  await open(page, '/apps/docker');
  const {tested_with} = frontMatter(routes.find((r) => r.path === '/apps/docker')!);
  await expect(page.locator('article').getByText(`Checked with: ${tested_with!.join(', ')}`)).toBeVisible();
});

test('every howto of the build names what it was checked with, and no other page does', () => {
  for (const route of routes) {
    const html = builtHtml(route);
    const {tested_with} = frontMatter(route);
    if (route.kind === 'howto') expect(html, route.path).toContain(tested_with!.join(', '));
    else expect(html, route.path).not.toContain('Checked with:');
    expect(html, route.path).toContain('Report a problem with this page');
  }
});

test('every page of the build says when it was last reviewed, with the day of its front matter', () => {
  for (const route of routes) {
    const day = reviewedDay(frontMatter(route).reviewed);
    expect(day, `${route.path}: reviewed in front matter`).toBeTruthy();
    // "Reviewed on Nov 22, 2026", the format of the theme's "Last updated on" date.
    const shown = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(new Date(day!));
    // The built HTML is minified: attribute quotes may be dropped.
    expect(builtHtml(route), route.path).toMatch(new RegExp(`Reviewed on <time datetime="?${day}"?>${shown}</time>`));
  }
});
