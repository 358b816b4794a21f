import {test, expect, type Page} from '@playwright/test';
import {open, frontMatter, routes, unlistedRoutes} from './site';
import {readerQueries} from './search-queries';

// A plain text box until the reader first reaches for it; the search code then loads and turns it
// into a combobox (src/theme/SearchBar).
const searchBox = (page: Page) => page.locator('.navbar').getByLabel('Search', {exact: true});
const readySearchBox = (page: Page) => page.locator('.navbar').getByRole('combobox', {name: 'Search'});
const resultList = (page: Page) => page.getByRole('listbox');
// With no match the list holds one disabled option, the message; results are the enabled options.
const options = (page: Page) => resultList(page).getByRole('option', {disabled: false});

/** Types a query and waits until the results (computed in a web worker) stop changing. */
async function search(page: Page, query: string) {
  await searchBox(page).focus();
  const box = readySearchBox(page);
  await expect(box).toBeFocused();
  await box.fill('');
  await box.fill(query);
  await expect(resultList(page)).toBeVisible();
  let previous = '';
  await expect
    .poll(
      async () => {
        const html = await resultList(page).innerHTML();
        const settled = html === previous && /option|noResults/.test(html);
        previous = html;
        return settled;
      },
      {intervals: [150], timeout: 10_000},
    )
    .toBe(true);
}

/** The text of each top-level result, in order: the rows a reader scans, not the headings nested under one. */
async function topResults(page: Page): Promise<string[]> {
  return options(page).evaluateAll((rows) =>
    rows.filter((row) => !row.querySelector('[class*="hitTree"]')).map((row) => row.textContent ?? ''),
  );
}

const titleOf = (path: string) => {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not a route`);
  return frontMatter(route).title;
};

test('the search index is not downloaded with the page, only when the reader reaches for the box', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (/search-index/.test(request.url())) indexRequests.push(request.url());
  });
  await open(page, '/apps/docker');
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await searchBox(page).focus();
  await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
});

test('Ctrl+K focuses the search box from anywhere on the page, also from a focused link', async ({page}) => {
  await open(page, '/glossary/raid');
  await page.locator('article').click({position: {x: 5, y: 5}});
  await page.keyboard.press('Control+k');
  await expect(readySearchBox(page)).toBeFocused();
  // Once the search code has loaded, the shortcut still works from a control that has focus.
  const link = page.locator('article a[href]').first();
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(readySearchBox(page)).toBeFocused();
});

test('a result shows the article title, its section and the match highlighted', async ({page}) => {
  await open(page, '/');
  await search(page, 'docker compose');
  const first = options(page).first();
  await expect(first).toContainText(titleOf('/apps/docker'));
  await expect(first).toContainText('Install an app');
  await expect(first.locator('mark').first()).toHaveText(/docker/i);
});

test('body text is searched, not only titles, and a snippet shows the matching words', async ({page}) => {
  await open(page, '/');
  // A phrase that is only in the body of the Docker guide, in its first step.
  await search(page, 'marked for removal');
  const hit = options(page).filter({hasText: titleOf('/apps/docker')}).first();
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark', {hasText: /remov/i}).first()).toBeVisible();
});

test('keyboard only: arrows move through the results and Enter opens the article with the terms highlighted', async ({page}) => {
  await open(page, '/');
  await page.keyboard.press('Control+k');
  await expect(readySearchBox(page)).toBeFocused();
  await page.keyboard.type('docker compose');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/docker\?.*_highlight=docker/);
  await expect(page.locator('article mark').first()).toBeVisible();
});

test('a click on a result opens the article', async ({page}) => {
  await open(page, '/');
  await search(page, 'raid');
  await options(page).filter({hasText: titleOf('/glossary/raid')}).first().click();
  await expect(page).toHaveURL(/\/glossary\/raid(\?|$)/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(titleOf('/glossary/raid'));
});

test('a query with no match says what to try next', async ({page}) => {
  await open(page, '/');
  await search(page, 'qqxyzzvbk');
  await expect(options(page)).toHaveCount(0);
  await expect(resultList(page)).toContainText('Try fewer words');
  await expect(resultList(page)).toContainText('open a ticket');
});

test('unlisted pages never appear in results, even searched by their own title', async ({page}) => {
  await open(page, '/');
  for (const route of unlistedRoutes) {
    const title = frontMatter(route).title;
    await search(page, title);
    for (const row of await options(page).allTextContents()) expect(row, `"${title}" found in results`).not.toContain(title);
  }
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the search box is in the navbar, finds an article and opens it', async ({page}) => {
    await open(page, '/');
    await expect(searchBox(page)).toBeVisible();
    await searchBox(page).tap();
    await search(page, 'swap');
    const hit = options(page).filter({hasText: titleOf('/working-with-server/tech-questions/vps/swap')}).first();
    await expect(hit).toBeInViewport();
    await hit.tap();
    await expect(page).toHaveURL(/\/working-with-server\/tech-questions\/vps\/swap/);
  });
});

test(`readers' own words find the right article in the first three results (at least 90 % of ${readerQueries.length} queries)`, async ({page}) => {
  test.setTimeout(180_000);
  await open(page, '/');
  const misses: string[] = [];
  for (const {query, route} of readerQueries) {
    await search(page, query);
    const top = (await topResults(page)).slice(0, 3);
    const title = titleOf(route);
    if (!top.some((row) => row.includes(title))) misses.push(`"${query}" → ${route}; got: ${top.join(' | ') || 'no results'}`);
  }
  const report = `${readerQueries.length - misses.length}/${readerQueries.length} queries found their article` +
    (misses.length ? `\nmisses:\n${misses.join('\n')}` : '');
  console.log(report);
  await test.info().attach('search-report.txt', {body: report, contentType: 'text/plain'});
  expect(readerQueries.length).toBeGreaterThanOrEqual(40);
  expect(misses.length / readerQueries.length, report).toBeLessThanOrEqual(0.1);
});
