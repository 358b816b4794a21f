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
    // "#topic-apps" for a section listed on this page, "/glossary" for one with a landing page.
    const folder = `/${href.startsWith('#topic-') ? href.slice('#topic-'.length) : href.split('/')[1]}`;
    seen.add(folder.slice(1));
    await expect(card.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    await expect(card.locator('.theme-doc-card-description')).not.toBeEmpty();
    const count = articlesUnder(folder);
    await expect(card).toContainText(`Section · ${count} article${count === 1 ? '' : 's'}`);
  }
  expect([...seen].sort()).toEqual([...topLevelFolders].sort());
});

/** A top-level folder's landing page, if the specification gives it one (only /glossary today). */
const landingOf = (folder: string) => landingPages.find((r) => r.path === `/${folder}`);

test("every front-page card leads to its section's list of articles: the landing page, or the list on the front page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, '/');
  const cardList = await cards(page).evaluateAll((links) =>
    links.map((a) => ({href: a.getAttribute('href')!, title: a.querySelector('h2')!.textContent!})),
  );
  // The lists are on this page: their cards first, one after the other, then the landing pages.
  cardList.sort((a, b) => Number(!a.href.startsWith('#')) - Number(!b.href.startsWith('#')));
  for (const {href, title} of cardList) {
    if (!href.startsWith('#')) await open(page, '/');
    await cards(page).filter({hasText: title}).click();
    if (href.startsWith('#')) {
      // No landing page: the card scrolls to the section's list on this page, every listed article
      // of the folder in it, sub-sections with a landing page linked.
      const id = href.slice(1);
      const top = id.replace(/^topic-/, '');
      expect(landingOf(top), `${title} has a landing page but its card does not open it`).toBeUndefined();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      const list = page.locator(`section#${id}`);
      await expect(list.getByRole('heading', {level: 3})).toHaveText(title);
      await expect(list).toBeInViewport();
      const links = await list.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      const expected = listedRoutes.filter((r) => r.path.startsWith(`/${top}/`)).map((r) => r.path);
      expect([...new Set(links)].sort()).toEqual(expected.sort());
    } else {
      const landing = landingPages.find((r) => r.path === href);
      expect(landing, `${title}: ${href} is not a landing page`).toBeDefined();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('article h1')).toHaveText(String(frontMatter(landing!).title));
    }
  }
});

test('the lists of sections without a landing page are in the HTML the server sends', async ({request}) => {
  const html = await (await request.get('/')).text();
  const withoutLanding = topLevelFolders.filter((folder) => !landingOf(folder));
  expect(withoutLanding.length).toBeGreaterThan(0);
  for (const folder of withoutLanding) {
    expect(html).toMatch(new RegExp(`<section[^>]* id="?topic-${folder}"?`));
    for (const route of listedRoutes.filter((r) => r.path.startsWith(`/${folder}/`)))
      expect(html, route.path).toMatch(new RegExp(`href="?${route.path}"?[ >]`));
  }
});

/** The common tasks of a hosting customer, each with the route that answers it. */
const COMMON_TASKS: [RegExp, string][] = [
  [/firewall/i, '/working-with-server/tech-questions/ddos/protection'],
  [/sudo user/i, '/working-with-server/credentials/recommendations'],
  [/SSL certificate/i, '/services/ssl/csr'],
  [/refund/i, '/payment/customer-department'],
  [/pay an invoice/i, '/payment/accounting-department'],
  [/DDoS/i, '/working-with-server/tech-questions/ddos'],
  [/lost the root password/i, '/working-with-server/credentials/forgot'],
  [/disk is full/i, '/working-with-server/tech-questions/no-space-left'],
  [/SSH/, '/working-with-server/tech-questions/ssh-connect'],
  [/point my domain/i, '/working-with-server/tech-questions/domains/add'],
  [/from another host/i, '/services/from-other-hosting'],
  [/reinstall/i, '/services/os/reinstall'],
];

test('the most common tasks link straight to their answers', async ({page}) => {
  await open(page, '/');
  const list = page.locator('h2:has-text("Most common tasks") + ul a');
  const hrefs = await list.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const known = new Set(listedRoutes.map((r) => r.path));
  for (const href of hrefs) expect(known, href).toContain(href);
  for (const [name, route] of COMMON_TASKS)
    await expect(list.filter({hasText: name}), String(name)).toHaveAttribute('href', route);
  await list.filter({hasText: 'point my domain'}).click();
  await expect(page).toHaveURL(/\/working-with-server\/tech-questions\/domains\/add$/);
  await expect(page.locator('article h1')).toHaveText(
    String(frontMatter(routes.find((r) => r.path === '/working-with-server/tech-questions/domains/add')!).title),
  );
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
