// What a browser test needs on top of tests/site.ts (sources and build), which it re-exports.
import {type Page} from '@playwright/test';

export * from '../site';

/** Opens a path and waits until React has hydrated, so clicks reach the app, not bare HTML. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  // Waits in the page, as soon as the attribute appears: an expect() would poll at growing
  // intervals, which cost a tenth of a second per page over the suite's few hundred pages.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return response;
}

export const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');
