import {test, expect, type Page} from '@playwright/test';
import {open, frontMatter, routes, listedRoutes, unlistedRoutes} from './site';
import {readerQueries} from './search-queries';
import {mainSections} from '../../src/data/sections';

// The navbar box (src/theme/SearchBar) is a combobox from the first paint; its results are a
// listbox of options, and what it says (no results, corrected words) is its status region.
const searchBox = (page: Page) => page.locator('.navbar').getByRole('combobox', {name: 'Search'});
const resultList = (page: Page) => page.locator('.navbar').getByRole('listbox', {name: 'Search results'});
const options = (page: Page) => resultList(page).getByRole('option');
const status = (page: Page) => page.locator('.navbar [role="status"]');
/** The title line of each result row, in order. */
const resultTitles = (page: Page) => options(page).locator('> span:first-child').allTextContents();

/** Types a query into the box and waits until its results, or the no-result message, are shown. */
async function search(page: Page, query: string) {
  const box = searchBox(page);
  await box.focus();
  await box.fill('');
  await expect(resultList(page)).toHaveCount(0);
  await box.fill(query);
  await expect(options(page).first().or(status(page).getByText('No results'))).toBeVisible({timeout: 10_000});
}

const titleOf = (path: string) => {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not a route`);
  return frontMatter(route).title;
};

test('the engine is not downloaded with the page, only when the reader reaches for the box', async ({page}) => {
  const engineRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/pagefind\//.test(request.url())) engineRequests.push(request.url());
  });
  await open(page, '/apps/docker');
  await page.waitForLoadState('networkidle');
  expect(engineRequests).toEqual([]);
  await searchBox(page).focus();
  await expect.poll(() => engineRequests.length).toBeGreaterThan(0);
});

test('typing right after a click, before the page has hydrated, keeps every character', async ({page}) => {
  // The page's code is held back until the box has been clicked, so the click and the first
  // keystrokes happen on the server-rendered box and hydration lands while the reader types.
  // (A fixed delay was not enough on a loaded machine: the click itself can take longer.)
  let releaseMain = () => {};
  const clicked = new Promise<void>((resolve) => (releaseMain = resolve));
  await page.route(/\/assets\/js\/main\.[^/]*\.js$/, async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto('/', {waitUntil: 'commit'});
  const box = searchBox(page);
  await box.click();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
  releaseMain();
  await box.pressSequentially('docker', {delay: 80});
  await expect(box).toHaveValue('docker');
  await expect(options(page).first()).toContainText(titleOf('/apps/docker'), {timeout: 15_000});
  await expect(box).toHaveValue('docker');
});

test('Ctrl+K then typing at once keeps every character, before the search code has loaded', async ({page}) => {
  await open(page, '/glossary/raid');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('docker', {delay: 80});
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('docker');
  await expect(options(page).first()).toContainText(titleOf('/apps/docker'));
});

test('Ctrl+K, ⌘+K and "/" focus the box from anywhere, "/" not while typing in another field', async ({page}) => {
  await open(page, '/search');
  const link = page.locator('footer a[href]').first();
  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    await link.focus();
    await page.keyboard.press(shortcut);
    await expect(searchBox(page), shortcut).toBeFocused();
  }
  const otherField = page.getByRole('searchbox', {name: 'Search the help centre'});
  await otherField.focus();
  await page.keyboard.type('a/b');
  await expect(otherField).toBeFocused();
  await expect(otherField).toHaveValue('a/b');
});

test('keyboard only: arrows choose a result, Enter opens it at the matched heading, Escape gives focus back', async ({
  page,
}) => {
  await open(page, '/glossary/raid');
  const link = page.locator('article a[href]').first();
  await link.focus();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('docker compose');
  const box = searchBox(page);
  await expect(options(page).first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await resultList(page).getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(link).toBeFocused();
  await expect(resultList(page)).toHaveCount(0);

  // A result that matched under a heading (its section line ends with the heading) opens there.
  await page.keyboard.press('Control+k');
  await expect(options(page).first()).toBeVisible();
  const atHeading = (
    await options(page).evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent ?? ''))
  ).findIndex((where) => where.includes('Step'));
  expect(atHeading).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= atHeading; i++) await page.keyboard.press('ArrowDown');
  const chosen = (await options(page).nth(atHeading).locator('> span:first-child').textContent())!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(chosen);
  expect(page.url()).toMatch(/#step-/);
});

test.describe("the front page, with its own box under the title as well as the navbar's", () => {
  const homeBox = (page: Page) =>
    page.locator('article section[aria-labelledby="home-search-title"]').getByRole('combobox', {name: 'Search'});
  const homeOptions = (page: Page) =>
    page
      .locator('article section[aria-labelledby="home-search-title"]')
      .getByRole('listbox', {name: 'Search results'})
      .getByRole('option');
  /** Every id that more than one element of the page carries. */
  const duplicateIds = (page: Page) =>
    page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
    });

  test('keyboard only: Tab to the front page box, type, ArrowDown, Enter opens the article', async ({page}) => {
    await open(page, '/');
    const box = homeBox(page);
    // Tab from the top of the page until the front page's box has focus (past the navbar's links and box).
    for (let presses = 0; presses < 60 && !(await box.evaluate((input) => input === document.activeElement)); presses++)
      await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.type('swap file');
    const route = '/working-with-server/tech-questions/vps/swap';
    await expect(homeOptions(page).first()).toContainText(titleOf(route));
    await page.keyboard.press('ArrowDown');
    await expect(homeOptions(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await homeOptions(page).first().getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${route}(#|$)`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(titleOf(route));
  });

  test('both boxes, one after the other, leave no id twice in the page', async ({page}) => {
    await open(page, '/');
    await search(page, 'docker');
    const navbarIds = await options(page).evaluateAll((rows) => rows.map((row) => row.id));
    expect(await duplicateIds(page)).toEqual([]);

    const box = homeBox(page);
    await box.focus();
    await box.fill('raid');
    await expect(homeOptions(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const homeIds = await homeOptions(page).evaluateAll((rows) => rows.map((row) => row.id));
    expect(homeIds.filter((id) => navbarIds.includes(id))).toEqual([]);
    await expect(box).toHaveAttribute(
      'aria-controls',
      (await homeOptions(page).first().locator('..').getAttribute('id'))!,
    );
    expect(await duplicateIds(page)).toEqual([]);

    // Back to the navbar's box: both have now drawn their results.
    await searchBox(page).focus();
    await expect(options(page).first()).toBeVisible();
    expect(await duplicateIds(page)).toEqual([]);
  });
});

test('Enter without a chosen result opens the search page for the query', async ({page}) => {
  await open(page, '/');
  await search(page, 'raid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=raid$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the help centre');
});

test('a result shows the article title, its section and the matched words highlighted', async ({page}) => {
  await open(page, '/');
  await search(page, 'docker compose');
  const first = options(page).first();
  await expect(first).toContainText(titleOf('/apps/docker'));
  await expect(first).toContainText('Install an app');
  await expect(first.locator('mark').first()).toHaveText(/docker|compose/i);
});

test('a click on a result opens the article', async ({page}) => {
  await open(page, '/');
  await search(page, 'raid');
  await options(page)
    .filter({hasText: titleOf('/glossary/raid')})
    .first()
    .click();
  await expect(page).toHaveURL(/\/glossary\/raid(#|$)/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(titleOf('/glossary/raid'));
});

test('a query with no match says what to try next', async ({page}) => {
  await open(page, '/');
  await search(page, 'qqxyzzvbk');
  await expect(resultList(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(status(page)).toContainText('Try fewer words');
  await expect(status(page)).toContainText('open a ticket');
});

test('a misspelt word is corrected to the nearest indexed word, and the box says so', async ({page}) => {
  await open(page, '/');
  await search(page, 'dokcer compsoe');
  await expect(status(page)).toHaveText('Showing results for “docker compose”.');
  await expect(options(page).first()).toContainText(titleOf('/apps/docker'));
});

test('when no article has every word, articles with most of them are shown', async ({page}) => {
  await open(page, '/');
  await search(page, 'wireguard qqxyzzvbk');
  await expect(status(page)).toContainText('showing those with most of them');
  await expect(options(page).first()).toContainText(titleOf('/apps/wireguard'));
});

test('a synonym finds the article that uses the other word', async ({page}) => {
  await open(page, '/');
  await search(page, 'rdns');
  expect((await resultTitles(page)).slice(0, 3)).toContain(titleOf('/glossary/ptr'));
});

test('unlisted pages never appear in results, even searched by their own title', async ({page}) => {
  await open(page, '/');
  for (const route of unlistedRoutes) {
    const title = frontMatter(route).title;
    await search(page, title);
    expect(await resultTitles(page), `"${title}" found in results`).not.toContain(title);
  }
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the magnifier opens a full-width search that finds an article and opens it', async ({page}) => {
    await open(page, '/');
    const box = searchBox(page);
    const closed = (await box.boundingBox())!;
    expect(closed.width).toBeLessThan(60);
    await box.tap();
    await expect(box).toBeFocused();
    await expect.poll(async () => (await box.boundingBox())!.width).toBeGreaterThan(250);
    await box.pressSequentially('swap', {delay: 50});
    const hit = options(page)
      .filter({hasText: titleOf('/working-with-server/tech-questions/vps/swap')})
      .first();
    await expect(hit).toBeInViewport();
    await hit.tap();
    await expect(page).toHaveURL(/\/working-with-server\/tech-questions\/vps\/swap/);
  });
});

test.describe('the search page', () => {
  test('/search?q= lists every result, ten to a page, with links to the other pages', async ({page}) => {
    await open(page, '/search?q=server');
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(10);
    await expect(page.getByRole('status').filter({hasText: 'articles found'})).toBeVisible();
    await page.getByRole('navigation', {name: 'Result pages'}).getByRole('link', {name: /Next/}).click();
    await expect(page).toHaveURL(/\/search\?q=server&page=2$/);
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole('link', {name: /Previous/})).toBeVisible();
  });

  test('/search?q= with no match says what to try next', async ({page}) => {
    await open(page, '/search?q=qqxyzzvbk');
    await expect(page.getByRole('status').filter({hasText: 'No article matches'})).toBeVisible();
  });

  // Playwright's javaScriptEnabled: false still parses <noscript> as raw text, so the served HTML
  // is checked: a browser without JavaScript shows what is inside <noscript>.
  test('without JavaScript it says search needs JavaScript and links the main sections', async ({request}) => {
    const html = await (await request.get('/search?q=docker')).text();
    // Every <noscript> of the page: the head has one of its own, for tabs.
    const noscript = [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((m) => m[1]).join('\n');
    expect(noscript).toContain('Search needs JavaScript');
    for (const {to} of mainSections) expect(noscript).toMatch(new RegExp(`<a href="?${to}"?>`));
  });
});

test(`readers' own words find an answer first for at least 85 % of ${readerQueries.length} queries, among the first three for 95 %`, async ({
  page,
}) => {
  test.setTimeout(600_000);
  const listed = new Set(listedRoutes.map((r) => r.path));
  for (const {query, answers} of readerQueries)
    for (const answer of answers) expect(listed, `"${query}": ${answer} is not a listed route`).toContain(answer);
  const counted = readerQueries;
  await open(page, '/');
  const misses: string[] = [];
  let first = 0;
  let topThree = 0;
  const brokenTitles = new Set<string>();
  for (const {query, answers} of counted) {
    await search(page, query);
    const titles = await resultTitles(page);
    for (const title of titles)
      if (/[\p{Extended_Pictographic}\u200B-\u200D\uFFFD]/u.test(title)) brokenTitles.add(title);
    const rank = titles.slice(0, 3).findIndex((title) => answers.some((answer) => titleOf(answer) === title));
    if (rank === 0) first++;
    if (rank >= 0) topThree++;
    if (rank !== 0)
      misses.push(
        `${rank < 0 ? 'not in 3' : `rank ${rank + 1}`}: "${query}" → ${answers.join(' or ')}; got: ${titles.slice(0, 3).join(' | ') || 'no results'}`,
      );
  }
  const percent = (n: number) => `${((100 * n) / counted.length).toFixed(1)} %`;
  const report =
    `${counted.length} queries: ${first} (${percent(first)}) answered first, ${topThree} (${percent(topThree)}) in the first three` +
    (misses.length ? `\nnot first:\n${misses.join('\n')}` : '');
  console.log(report);
  await test.info().attach('search-report.txt', {body: report, contentType: 'text/plain'});
  expect([...brokenTitles], 'result titles with emoji or broken characters').toEqual([]);
  expect(readerQueries.length).toBeGreaterThanOrEqual(150);
  expect(topThree / counted.length, report).toBeGreaterThanOrEqual(0.95);
  expect(first / counted.length, report).toBeGreaterThanOrEqual(0.85);
});

test('a result names the section it is in, for every section, the glossary included', async ({page}) => {
  await open(page, '/');
  await search(page, 'what is nginx');
  const first = options(page).first();
  await expect(first).toContainText(titleOf('/glossary/nginx'));
  await expect(first.locator('> span:nth-child(2)')).toHaveText(/^Glossary( › .+)?$/);
});
