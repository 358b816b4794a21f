import {test, expect} from '@playwright/test';
import {routes, frontMatter, open} from './site';

// The JSON-LD of every built page is checked in tests/build/structured-data.test.ts; this is what
// only a browser shows: the head follows the page when the app navigates.
// Parsed JSON-LD has no fixed shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Thing = {'@type': string; [key: string]: any};

test('after navigating inside the app, the JSON-LD describes the new page', async ({page}) => {
  await open(page, '/apps/docker');
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/apps/gitea"]').click();
  await expect(page).toHaveURL(/\/apps\/gitea$/);
  const things = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Thing);
  await expect
    .poll(async () => (await things()).find((t) => t['@type'] === 'HowTo')?.name)
    .toBe(frontMatter(routes.find((r) => r.path === '/apps/gitea')!).title);
  expect((await things()).map((t) => t['@type']).sort()).toEqual(['BreadcrumbList', 'HowTo', 'TechArticle']);
});
