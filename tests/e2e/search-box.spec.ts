// The search box and page as a reader meets them: a placeholder that can be read (WCAG 1.4.3, from
// the computed colours) in both modes, the front page's large box with its placeholder on a phone
// and its results as wide as it, a query length cap in the box and the page, and /search?q=…
// opened directly without a React error.
import {test, expect, type Locator, type Page} from '@playwright/test';
import {open} from './site';
import {QUERY_MAX} from '../../src/theme/SearchBar/queryMax';
import {contrastRatio} from '../contrast';

const navbarBox = (page: Page) => page.locator('.navbar').getByRole('combobox', {name: 'Search'});
const homeBox = (page: Page) => page.locator('article section[aria-labelledby="home-search-title"] input');

/** The contrast ratio of an input's placeholder against its background, from computed styles. */
async function placeholderContrast(box: Locator): Promise<number> {
  const [fg, bg] = await box.evaluate((input) => {
    const colour = (c: string) => {
      // Computed colours are rgb()/rgba(); a translucent one is laid over the page's background.
      const [r, g, b, a = 1] = c.match(/[\d.]+/g)!.map(Number);
      return {r, g, b, a};
    };
    const page = colour(getComputedStyle(document.body).backgroundColor);
    const over = (c: {r: number; g: number; b: number; a: number}, under: typeof page) => ({
      r: c.r * c.a + under.r * (1 - c.a),
      g: c.g * c.a + under.g * (1 - c.a),
      b: c.b * c.a + under.b * (1 - c.a),
      a: 1,
    });
    const background = over(colour(getComputedStyle(input).backgroundColor), page);
    const placeholder = over(colour(getComputedStyle(input, '::placeholder').color), background);
    return [placeholder, background];
  });
  return contrastRatio(fg, bg);
}

for (const mode of ['light', 'dark'] as const)
  test(`the search placeholder has at least 4.5:1 contrast, ${mode} mode`, async ({page}) => {
    await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    for (const box of [navbarBox(page), homeBox(page)]) {
      await expect(box).toHaveAttribute('placeholder', 'Search');
      expect(await placeholderContrast(box)).toBeGreaterThanOrEqual(4.5);
    }
  });

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the front-page box is full width and shows its placeholder', async ({page}) => {
    await open(page, '/');
    const box = homeBox(page);
    expect((await box.boundingBox())!.width).toBeGreaterThan(300);
    const colour = await box.evaluate((input) => getComputedStyle(input, '::placeholder').color);
    expect(colour).not.toBe('rgba(0, 0, 0, 0)');
    expect(await placeholderContrast(box)).toBeGreaterThanOrEqual(4.5);
  });
});

test("the front page's results are as wide as its box and aligned with it", async ({page}) => {
  await open(page, '/');
  const box = homeBox(page);
  await box.click();
  await box.pressSequentially('docker', {delay: 30});
  const list = page.locator('article').getByRole('listbox', {name: 'Search results'});
  await expect(list.getByRole('option').first()).toBeVisible();
  const boxRect = (await box.boundingBox())!;
  const panel = (await list.evaluate((l) => l.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
  expect(Math.abs(panel.x - boxRect.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(panel.width - boxRect.width)).toBeLessThanOrEqual(1);
});

test('/search?q=docker opened directly logs no error and keeps the server-rendered page', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // Marks the server-rendered heading: a page rendered again from scratch would replace the element.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => document.querySelector('h1')?.setAttribute('data-first', '')),
  );
  await open(page, '/search?q=docker');
  await expect(page.locator('main ol > li').first()).toBeVisible();
  await expect(page.getByRole('searchbox', {name: 'Search the help centre'})).toHaveValue('docker');
  await expect(page).toHaveTitle(/^Search: docker/);
  await expect(page.locator('h1[data-first]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test(`a query is at most ${QUERY_MAX} characters in the box and on the search page`, async ({page}) => {
  await open(page, '/');
  await expect(navbarBox(page)).toHaveAttribute('maxlength', String(QUERY_MAX));
  await navbarBox(page).fill('x'.repeat(1000));
  expect((await navbarBox(page).inputValue()).length).toBe(QUERY_MAX);
  // A long address (a link made elsewhere) is searched and shown cut to the same length.
  const response = await open(page, `/search?q=${'y'.repeat(3000)}`);
  expect(response!.status()).toBe(200);
  const pageBox = page.getByRole('searchbox', {name: 'Search the help centre'});
  await expect(pageBox).toHaveAttribute('maxlength', String(QUERY_MAX));
  await expect(pageBox).toHaveValue('y'.repeat(QUERY_MAX));
  // Enter from the box makes an address a reload can ask for again (nginx answers up to 8 KB).
  await navbarBox(page).fill('ü'.repeat(1000));
  await navbarBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  expect(page.url().length).toBeLessThan(8000 - 100);
  const reload = await page.reload();
  expect(reload!.status()).toBe(200);
});
