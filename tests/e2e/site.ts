// What a browser test needs on top of tests/site.ts (sources and build), which it re-exports.
import {expect, type Page} from '@playwright/test';

export * from '../site';

/** Opens a path and waits until React has hydrated, so clicks reach the app, not bare HTML. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  return response;
}

export const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');
