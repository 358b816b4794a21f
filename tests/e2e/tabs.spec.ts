import {test, expect, type Page} from '@playwright/test';
import {open, sidebar} from './site';

// Docusaurus keeps the choice of a <Tabs groupId> in localStorage ("docusaurus.tab.<groupId>")
// and applies it to every tab group with that id, on this page and on every later one.
const tab = (page: Page, label: string) => page.getByRole('tab', {name: label, exact: true});
const allSelected = (page: Page, label: string) =>
  tab(page, label).evaluateAll(
    (tabs) => tabs.length > 0 && tabs.every((t) => t.getAttribute('aria-selected') === 'true'),
  );

test('"Debian 12" chosen on one article stays chosen on others, after a reload and in a new tab', async ({
  page,
  context,
}) => {
  await open(page, '/apps/docker');
  // The first tab is the default for a reader who has not chosen.
  await expect(tab(page, 'Ubuntu 24.04 LTS').first()).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Debian 12').first().click();
  // Every os tab group of the page follows the choice.
  await expect.poll(() => allSelected(page, 'Debian 12')).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('debian');

  // Another article, reached inside the app.
  await sidebar(page).locator('a[href="/apps/nodejs"]').click();
  await expect(page).toHaveURL(/\/apps\/nodejs$/);
  await expect.poll(() => allSelected(page, 'Debian 12')).toBe(true);

  // The same page reloaded, and another article loaded afresh.
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect.poll(() => allSelected(page, 'Debian 12')).toBe(true);
  await open(page, '/working-with-server/tech-questions/crontab');
  await expect.poll(() => allSelected(page, 'Debian 12')).toBe(true);

  // A new tab of the same browser profile.
  const other = await context.newPage();
  await open(other, '/apps/wireguard');
  await expect.poll(() => allSelected(other, 'Debian 12')).toBe(true);
});

test('once the page has hydrated, its tab groups are the ones the server sent, not mounted again', async ({page}) => {
  // Keep the first tab group the HTML parser makes, before the site's code runs.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const group = document.querySelector('.tabs-container');
      if (!group) return;
      (window as unknown as {serverTabs: Element}).serverTabs = group;
      observer.disconnect();
    }).observe(document, {childList: true, subtree: true});
  });
  await open(page, '/apps/docker');
  // After the re-render that follows hydration (React's work is done in tasks; idle comes after).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await page.evaluate(() => (window as unknown as {serverTabs: Element}).serverTabs.isConnected)).toBe(true);
  // And the group still works: choosing another tab shows its panel.
  await tab(page, 'Debian 12').first().click();
  await expect(tab(page, 'Debian 12').first()).toHaveAttribute('aria-selected', 'true');
});
