import {test} from 'node:test';
import {expect} from '@playwright/test';
import fs from 'node:fs';
import {routes, sourceFile} from '../site';

// Docusaurus applies a reader's choice in one <Tabs groupId> to every group with that id
// (tests/e2e/tabs.spec.ts), so a value must mean the same label in every article.
test('every tab group id means the same choices on every page', () => {
  const labels = new Map<string, string>();
  for (const route of routes) {
    const source = fs.readFileSync(sourceFile(route), 'utf8');
    for (const [, group, items] of source.matchAll(/<Tabs[^>]*groupId="([^"]+)"[^>]*>([\s\S]*?)<\/Tabs>/g))
      for (const [, value, label] of items.matchAll(/<TabItem[^>]*value="([^"]+)"[^>]*label="([^"]+)"/g)) {
        const key = `${group}/${value}`;
        expect(labels.get(key) ?? label, `${route.path}: ${key}`).toBe(label);
        labels.set(key, label);
      }
  }
  expect(labels.get('os/debian')).toBe('Debian 12');
});
