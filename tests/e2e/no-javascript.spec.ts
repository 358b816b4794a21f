import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import {routes, sourceFile} from './site';

// Readers without JavaScript (blocked, failed to load, a text browser) get the server-rendered HTML:
// tabs cannot switch there, so every tab's content is shown, each under its label, and the tab list
// that would do nothing is hidden. With JavaScript, the page is as the theme made it.
const withTabs = routes
  .map((route) => ({
    route,
    labels: [...fs.readFileSync(sourceFile(route), 'utf8').matchAll(/<TabItem[^>]*\blabel="([^"]+)"/g)].map(
      (m) => m[1],
    ),
  }))
  .filter(({labels}) => labels.length > 0);

test('articles with tabs are found', () => {
  expect(withTabs.length).toBeGreaterThanOrEqual(30);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  for (const {route, labels} of withTabs) {
    test(`${route.path}: every tab's content is shown under its label`, async ({page}) => {
      await page.goto(route.path);
      await expect(page.getByRole('tablist')).toHaveCount(0); // hidden, so not in the accessibility tree
      const panels = page.locator('[role=tabpanel]');
      await expect(panels).toHaveCount(labels.length);
      for (const [i, label] of labels.entries()) {
        const panel = panels.nth(i);
        const heading = panel.locator('> .tab-label-no-js');
        await expect(heading, `${route.path}: panel ${i + 1}`).toBeVisible();
        await expect(heading).toHaveText(label);
        // Content follows the label, visible too.
        await expect(panel.locator('> :nth-child(2)')).toBeVisible();
      }
    });
  }
});

test('with JavaScript, the labels are not laid out and only the chosen panel shows', async ({page}) => {
  await page.goto('/apps/docker');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  const labels = page.locator('.tab-label-no-js');
  expect(await labels.count()).toBeGreaterThan(0);
  for (const label of await labels.all()) await expect(label).toBeHidden();
  const groups = await page.getByRole('tablist').count();
  await expect(page.locator('[role=tabpanel]:visible')).toHaveCount(groups);
});
