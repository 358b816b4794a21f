import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {routes, open, builtHtml} from './site';
import {gitLastUpdate, lastUpdate} from '../../src/config/lastUpdate';

const root = path.resolve(__dirname, '../..');
const docker = path.join(root, 'docs/apps/docker.mdx');

test('every page of the build says when it was last updated', () => {
  for (const route of routes) {
    expect(builtHtml(route), route.path).toMatch(/Last updated(<!-- -->)? on <b><time datetime=["']?\d{4}-\d\d-\d\dT/);
  }
});

test('an article shows the date of its last commit', async ({page}) => {
  const fromGit = await gitLastUpdate(docker);
  expect(fromGit).not.toBeNull();
  await open(page, '/apps/docker');
  const time = page.locator('footer.theme-doc-footer .theme-last-updated time');
  await expect(time).toHaveAttribute('datetime', new Date(fromGit!.timestamp).toISOString());
  await expect(page.locator('footer.theme-doc-footer')).toContainText(/Last updated on \w{3} \d{1,2}, \d{4}/);
});

test.describe('without git history (a tarball build)', () => {
  test('outside a git repository, the date is the file modification time', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'last-update-'));
    try {
      const file = path.join(dir, 'article.mdx');
      fs.writeFileSync(file, '---\ntitle: T\n---\n\nText.\n');
      const modified = new Date('2025-03-04T05:06:07Z');
      fs.utimesSync(file, modified, modified);
      expect(await gitLastUpdate(file)).toBeNull();
      expect((await lastUpdate(file))?.timestamp).toBe(modified.getTime());
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  test('with no git program at all, a tracked file falls back to its modification time', async () => {
    const savedPath = process.env.PATH;
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    process.env.PATH = emptyDir;
    try {
      expect(await gitLastUpdate(docker)).toBeNull();
      expect((await lastUpdate(docker))?.timestamp).toBe(Math.floor(fs.statSync(docker).mtimeMs));
    } finally {
      process.env.PATH = savedPath;
      fs.rmSync(emptyDir, {recursive: true, force: true});
    }
  });
});
