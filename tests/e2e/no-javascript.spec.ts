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

// In batches, each one tab that opens its articles in turn; soft assertions name the article, so a
// batch reports every article that fails.
const BATCHES = 4;
const batches = Array.from({length: BATCHES}, (_, i) =>
  withTabs.slice(Math.floor((i * withTabs.length) / BATCHES), Math.floor(((i + 1) * withTabs.length) / BATCHES)),
);

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  for (const batch of batches) {
    test(`every tab's content is shown under its label: ${batch[0].route.path} … ${batch.at(-1)!.route.path}`, async ({
      page,
    }) => {
      for (const {route, labels} of batch) {
        const at = route.path;
        await page.goto(route.path);
        await expect.soft(page.getByRole('tablist'), at).toHaveCount(0); // hidden, so not in the accessibility tree
        const panels = page.locator('[role=tabpanel]');
        await expect.soft(panels, at).toHaveCount(labels.length);
        for (const [i, label] of labels.entries()) {
          const panel = panels.nth(i);
          const heading = panel.locator('> .tab-label-no-js');
          await expect.soft(heading, `${at}: panel ${i + 1}`).toBeVisible();
          await expect.soft(heading, `${at}: panel ${i + 1}`).toHaveText(label);
          // Content follows the label, visible too.
          await expect.soft(panel.locator('> :nth-child(2)'), `${at}: panel ${i + 1}`).toBeVisible();
        }
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
