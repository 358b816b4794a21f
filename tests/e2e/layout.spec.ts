import {test, expect} from '@playwright/test';
import {open, sidebar} from './site';

test.describe('at 996 px wide (mobile layout)', () => {
  test.use({viewport: {width: 996, height: 800}});

  test('the docs sidebar is hidden and the menu button opens and closes the mobile sidebar', async ({page}) => {
    await open(page, '/apps/docker');
    await expect(sidebar(page)).toBeHidden();
    const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const mobileSidebar = page.locator('.navbar-sidebar');
    await expect(mobileSidebar).toBeVisible();
    await expect(mobileSidebar.getByRole('link', {name: 'Docker', exact: false}).first()).toBeVisible();
    await mobileSidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(mobileSidebar).toBeHidden();
  });
});

test.describe('at 997 px wide (desktop layout)', () => {
  test.use({viewport: {width: 997, height: 800}});

  test('the docs sidebar is shown and there is no menu button', async ({page}) => {
    await open(page, '/apps/docker');
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });
});

test('the skip link is the first stop of the keyboard and moves focus to the content', async ({page}) => {
  await open(page, '/glossary/raid');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The theme focuses <main> for a moment, which makes it the start of keyboard navigation:
  // the next Tab lands inside the content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  expect(
    await page.evaluate(() => document.activeElement?.closest('.navbar, .theme-doc-sidebar-container') === null),
  ).toBe(true);
});

test('the table of contents lists exactly the H2 and H3 headings of the article', async ({page}) => {
  await open(page, '/apps/docker');
  const headings = await page
    .locator('article .markdown')
    .locator('h2[id], h3[id], h4[id]')
    .evaluateAll((els) => els.map((el) => ({level: el.tagName, id: el.id})));
  expect(headings.some((h) => h.level === 'H3')).toBe(true);
  const tocTargets = await page
    .locator('.theme-doc-toc-desktop a.table-of-contents__link')
    .evaluateAll((links) => links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))));
  expect(tocTargets).toEqual(headings.filter((h) => h.level !== 'H4').map((h) => h.id));
});

test('the navbar hides when the reader scrolls down and returns on scrolling up', async ({page}) => {
  await open(page, '/apps/docker');
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toBeInViewport();
  for (let step = 0; step < 6; step++) await page.mouse.wheel(0, 200);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(navbar).toBeInViewport();
});
