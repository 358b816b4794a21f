// npm run new (scripts/new-article.ts) on a throwaway copy of the routes and templates.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createArticle} from '../../scripts/new-article';
import {siteDir} from '../../src/config/articles';

function scratchSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-article-'));
  fs.mkdirSync(path.join(dir, 'src/data'), {recursive: true});
  fs.copyFileSync(path.join(siteDir, 'src/data/routes.json'), path.join(dir, 'src/data/routes.json'));
  fs.cpSync(path.join(siteDir, 'templates'), path.join(dir, 'templates'), {recursive: true});
  return dir;
}

test('routes.json is written back exactly as it is kept by hand', () => {
  const dir = scratchSite();
  const before = fs.readFileSync(path.join(dir, 'src/data/routes.json'), 'utf8');
  createArticle(dir, '/apps/zz-new-app', 'howto');
  const lines = before.split('\n');
  const after = fs.readFileSync(path.join(dir, 'src/data/routes.json'), 'utf8');
  // The same file with one more route line, after its folder's last route, and the count raised by one.
  const added = '    {"path": "/apps/zz-new-app", "kind": "howto"},';
  const lastApp = lines.findLastIndex((l) => l.includes('"/apps/'));
  const expected = [...lines.slice(0, lastApp + 1), added, ...lines.slice(lastApp + 1)]
    .join('\n')
    .replace(/"count": (\d+)/, (_, n) => `"count": ${Number(n) + 1}`);
  assert.equal(after, expected);
});

test('creates the source from the template of its kind, landing pages as index.mdx', () => {
  const dir = scratchSite();
  const howto = createArticle(dir, '/apps/zz-new-app', 'howto');
  assert.equal(path.relative(dir, howto), 'docs/apps/zz-new-app.mdx');
  assert.equal(
    fs.readFileSync(howto, 'utf8'),
    fs.readFileSync(path.join(siteDir, 'templates/articles/howto.mdx'), 'utf8'),
  );
  const index = createArticle(dir, '/zz-section', 'index');
  assert.equal(path.relative(dir, index), 'docs/zz-section/index.mdx');
});

test('refuses a bad route, an unknown kind, the home kind and an existing route, changing nothing', () => {
  const dir = scratchSite();
  const before = fs.readFileSync(path.join(dir, 'src/data/routes.json'), 'utf8');
  assert.throws(() => createArticle(dir, 'apps/x', 'howto'), /a route is/);
  assert.throws(() => createArticle(dir, '/apps/X Y', 'howto'), /a route is/);
  assert.throws(() => createArticle(dir, '/apps/../etc', 'howto'), /a route is/);
  assert.throws(() => createArticle(dir, '/apps/x', 'tutorial'), /the kind is one of/);
  assert.throws(() => createArticle(dir, '/apps/x', 'home'), /the kind is one of/);
  assert.throws(() => createArticle(dir, '/apps/docker', 'howto'), /is a route already/);
  assert.equal(fs.readFileSync(path.join(dir, 'src/data/routes.json'), 'utf8'), before);
  assert.equal(fs.existsSync(path.join(dir, 'docs')), false);
});
