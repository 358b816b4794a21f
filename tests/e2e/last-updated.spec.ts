import {test, expect} from '@playwright/test';
import path from 'node:path';
import {open} from './site';
import {gitLastUpdate} from '../../src/config/lastUpdate';

// Every built page's date is checked in tests/build/doc-footer.test.ts, the fallbacks without git in
// tests/unit/last-update.test.ts; here, the date a reader sees is the article's last commit.
const docker = path.resolve(__dirname, '../..', 'docs/apps/docker.mdx');

test('an article shows the date of its last commit', async ({page}) => {
  const fromGit = await gitLastUpdate(docker);
  expect(fromGit).not.toBeNull();
  await open(page, '/apps/docker');
  const time = page.locator('footer.theme-doc-footer .theme-last-updated time');
  await expect(time).toHaveAttribute('datetime', new Date(fromGit!.timestamp).toISOString());
  await expect(page.locator('footer.theme-doc-footer')).toContainText(/Last updated on \w{3} \d{1,2}, \d{4}/);
});
