import {test} from 'node:test';
import {expect} from '@playwright/test';
import {routes, builtHtml} from '../site';

// Prism arrives with the articles that have code blocks (src/plugins/code-highlighting.ts): a block
// rendered without it would be plain text (src/theme/CodeBlock/Content), so each one is checked.
test('every code block of every page is highlighted', () => {
  let blocks = 0;
  for (const route of routes) {
    const pres = builtHtml(route).match(/<pre[\s\S]*?<\/pre>/g) ?? [];
    blocks += pres.length;
    const plain = pres.filter((pre) => !/class="?prism-code/.test(pre) || !/class="?token /.test(pre));
    expect(
      plain.map((pre) => pre.slice(0, 200)),
      `${route.path}: code blocks not highlighted`,
    ).toEqual([]);
  }
  expect(blocks, 'code blocks in the build').toBeGreaterThan(800);
});
