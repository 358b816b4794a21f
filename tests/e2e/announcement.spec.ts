import {test, expect, type Page} from '@playwright/test';
import {open} from './site';

const bar = (page: Page) => page.getByRole('banner').filter({hasText: "Can't find an answer?"});

test('the announcement bar shows, and once dismissed stays dismissed after a reload', async ({page}) => {
  await open(page, '/');
  await expect(bar(page)).toBeVisible();
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(bar(page)).toHaveCount(0);
});

test('a dismissal of another announcement id does not hide this one', async ({page}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await open(page, '/');
  await expect(bar(page)).toBeVisible();
});
