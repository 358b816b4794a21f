import {describe, test} from 'node:test';
import {expect} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gitLastUpdate, lastUpdate} from '../../src/config/lastUpdate';

// src/config/lastUpdate.ts without git history: a tarball build, or a machine without git.
const docker = path.resolve(__dirname, '../..', 'docs/apps/docker.mdx');

describe('without git history (a tarball build)', () => {
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
