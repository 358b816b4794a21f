import {test, expect, type Page} from '@playwright/test';
import {open} from './site';
import {lightCodeTheme} from '../../src/config/codeThemes';

// A code block hydrated over the server's HTML keeps the highlighted lines the server sent instead
// of rendering them again (src/theme/CodeBlock/Content); it renders them itself once they must
// change. What a reader sees: the same highlighting before and after the site's code runs, the
// light theme's colours in light mode, and highlighted code after moving to another article.

const codeHtml = (page: Page) => page.locator('pre code').evaluateAll((codes) => codes.map((c) => c.innerHTML));
const firstKeywordColour = (page: Page) =>
  page
    .locator('pre code .token.function')
    .first()
    .evaluate((el) => getComputedStyle(el).color);

test('after hydration every code block shows exactly the highlighted lines the server sent', async ({page}) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/apps/docker');
  const server = await codeHtml(page);
  await page.unroute('**/*.js');
  expect(server.length, 'code blocks of /apps/docker').toBeGreaterThan(10);
  expect(server.every((html) => html.includes('class="token '))).toBe(true);

  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await open(page, '/apps/docker');
  expect(await codeHtml(page)).toEqual(server);
  expect(errors, 'errors while hydrating (a mismatch would be one)').toEqual([]);
});

test('in light mode the code takes the light theme once the page has hydrated', async ({page}) => {
  await open(page, '/apps/docker');
  const dark = await firstKeywordColour(page);
  await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
  await open(page, '/apps/docker');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => firstKeywordColour(page)).not.toBe(dark);
  // The block itself too, not only its tokens: the light theme's background on every <pre>.
  const background = await page.evaluate((colour) => {
    const probe = document.createElement('i');
    probe.style.backgroundColor = colour;
    document.body.append(probe);
    const computed = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return computed;
  }, lightCodeTheme.plain.backgroundColor!);
  await expect
    .poll(() => page.locator('pre').evaluateAll((pres) => pres.map((pre) => getComputedStyle(pre).backgroundColor)))
    .toEqual(Array(await page.locator('pre').count()).fill(background));
  // Its lines are React's own now: still every token highlighted, none lost or doubled.
  const lines = await page.locator('pre code').first().locator('.token-line').count();
  await open(page, '/apps/docker');
  expect(await page.locator('pre code').first().locator('.token-line').count()).toBe(lines);
});

test('code on an article reached from another is highlighted', async ({page}) => {
  await open(page, '/glossary/nginx');
  await page.locator('article a[href="/apps/docker"]').first().click();
  await expect(page).toHaveURL(/\/apps\/docker$/);
  await expect(page.locator('pre code .token.function').first()).toBeVisible();
  const blocks = page.locator('pre code');
  const count = await blocks.count();
  for (let i = 0; i < count; i++) await expect(blocks.nth(i).locator('.token').first()).toBeAttached();
});
