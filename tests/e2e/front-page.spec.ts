// The front page (its search box, section cards and common tasks) and the cards of the section
// landing pages, through nginx. Expected values come from the sources: routes.json and front matter.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {open, routes, listedRoutes, frontMatter} from './site';

const landingPages = routes.filter((r) => r.kind === 'index');
const topLevelFolders = [...new Set(listedRoutes.filter((r) => r.path !== '/').map((r) => r.path.split('/')[1]))];
/** Listed articles strictly below a folder, e.g. /order/panels/fastpanel/cost under /order/panels/fastpanel. */
/** The one-line description of a folder without a landing page, from its _category_.json. */
const categoryDescription = (folder: string): string =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../..', 'docs', folder, '_category_.json'), 'utf8')).description;
const articlesUnder = (folder: string) => listedRoutes.filter((r) => r.path.startsWith(`${folder}/`)).length;

const cards = (page: Page) => page.locator('article .theme-doc-card-container');
const EMOJI = /\p{Extended_Pictographic}/u;

test('the front page shows one card per top-level section, each with an icon, a description and its article count', async ({
  page,
}) => {
  await open(page, '/');
  await expect(cards(page)).toHaveCount(topLevelFolders.length);
  const seen = new Set<string>();
  for (const card of await cards(page).all()) {
    const href = (await card.getAttribute('href'))!;
    const folder = `/${href.split('/')[1]}`;
    seen.add(folder.slice(1));
    await expect(card.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    await expect(card.locator('.theme-doc-card-description')).not.toBeEmpty();
    const count = articlesUnder(folder);
    await expect(card).toContainText(`Section · ${count} article${count === 1 ? '' : 's'}`);
  }
  expect([...seen].sort()).toEqual([...topLevelFolders].sort());
});

test('every front-page card opens a page of its section', async ({page}) => {
  await open(page, '/');
  const hrefs = await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  for (const href of hrefs) {
    await open(page, '/');
    await cards(page)
      .and(page.locator(`[href="${href}"]`))
      .click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('article h1')).toBeVisible();
  }
});

test('the most common tasks link to routes of the site, "point my domain" to domains/add', async ({page}) => {
  await open(page, '/');
  const list = page.locator('h2:has-text("Most common tasks") + ul a');
  const hrefs = await list.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThanOrEqual(5);
  const known = new Set(listedRoutes.map((r) => r.path));
  for (const href of hrefs) expect(known, href).toContain(href);
  await list.filter({hasText: 'point my domain'}).click();
  await expect(page).toHaveURL(/\/working-with-server\/tech-questions\/domains\/add$/);
});

for (const route of landingPages) {
  test(`the cards of ${route.path}: SVG icons, no emoji, whole descriptions, sections told from articles`, async ({
    page,
  }) => {
    await open(page, route.path);
    expect(await cards(page).count()).toBeGreaterThan(0);
    for (const card of await cards(page).all()) {
      const href = (await card.getAttribute('href'))!;
      expect(await card.innerText()).not.toMatch(EMOJI);
      await expect(card.locator('svg[aria-hidden="true"]')).toHaveCount(1);
      const description = card.locator('.theme-doc-card-description');
      const style = await description.evaluate((p) => getComputedStyle(p));
      expect([style.textOverflow, style.webkitLineClamp, style.whiteSpace]).toEqual(['clip', 'none', 'normal']);
      const target = routes.find((r) => r.path === href);
      expect(target, href).toBeDefined();
      // A sub-section without a landing page links to its first article, in a folder below this one,
      // and shows its folder's description (_category_.json).
      const folder = href.slice(0, href.lastIndexOf('/'));
      if (target!.kind !== 'index' && folder !== route.path) {
        await expect(description).toHaveText(categoryDescription(folder));
        await expect(card).toContainText(`Section · ${articlesUnder(folder)} article`);
      } else {
        await expect(description).toHaveText(String(frontMatter(target!).description));
        if (target!.kind === 'index') await expect(card).toContainText(`Section · ${articlesUnder(href)} article`);
        else await expect(card).not.toContainText('Section ·');
      }
    }
  });
}

for (const width of [320, 390]) {
  for (const path of ['/', '/order/panels']) {
    test(`nothing scrolls sideways on ${path} at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await open(page, path);
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
}

test('on a phone the search box comes before the section cards, and the cards stack', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await open(page, '/');
  const search = (await page.locator('article section[aria-labelledby="home-search-title"] input').boundingBox())!;
  const [first, second] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
  expect(search.y).toBeLessThan(first!.y);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
});
