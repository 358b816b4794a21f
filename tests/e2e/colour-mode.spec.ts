import {test, expect, type Page} from '@playwright/test';
import {open} from './site';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

test.describe('with a browser that prefers light', () => {
  test.use({colorScheme: 'light'});

  test('the first visit is dark: the system preference is not followed', async ({page}) => {
    await open(page, '/');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toBeEnabled();
    expect(await stored(page)).toBeNull();
  });

  test('the toggle switches to light and the choice survives a reload under the key "theme"', async ({page}) => {
    await open(page, '/apps/docker');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await stored(page)).toBe('light');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toBe('dark');
  });
});

test('a change in one tab shows in another open tab', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await open(first, '/');
  await open(second, '/glossary/raid');
  await expect(html(second)).toHaveAttribute('data-theme', 'dark');
  await toggle(first).click();
  await expect(html(first)).toHaveAttribute('data-theme', 'light');
  await expect(html(second)).toHaveAttribute('data-theme', 'light');
});

// The theme's inline script puts whatever it finds into <html data-theme>; src/plugins/colour-mode-guard.ts
// makes anything but light or dark the default before the page is painted.
for (const [form, url, stored] of [
  ['a stored value', '/apps/docker', 'garbage'],
  ['?docusaurus-theme=', '/apps/docker?docusaurus-theme=garbage', null],
  ['?docusaurus-data-theme=', '/apps/docker?docusaurus-data-theme=garbage', null],
] as const) {
  test(`an unknown colour mode in ${form} is the default, dark, with logo and toggle`, async ({page}) => {
    if (stored) await page.addInitScript((value) => window.localStorage.setItem('theme', value), stored);
    await open(page, url);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(html(page)).toHaveAttribute('data-theme-choice', 'dark');
    await expect(page.locator('.navbar__brand img:visible')).toHaveCount(1);
    await expect(page.locator('.navbar__brand img:visible')).toHaveAttribute('src', /logo-dark\.svg$/);
    await expect(toggle(page)).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r + g + b, background).toBeLessThan(3 * 80);
    await toggle(page).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });
}
