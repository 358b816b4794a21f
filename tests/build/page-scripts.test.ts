import {test} from 'node:test';
import {expect} from '@playwright/test';
import {routes, builtHtml, articleChunk} from '../site';

// The scripts each page's HTML starts once it is painted (src/config/ssrTemplate.ts): its own
// route's chunks, found through the client manifest (src/plugins/page-chunks.ts), and main.js last,
// so that main.js finds the page's code there and does not ask for it again.
const preloadedScripts = (html: string) =>
  [...html.matchAll(/<link rel="?preload"? as="?script"? href="?([^"\s>]+)/g)].map((m) => m[1]!);

test("every article's HTML names the chunk of its own text, and main.js last", () => {
  for (const route of routes) {
    const scripts = preloadedScripts(builtHtml(route));
    expect(scripts.at(-1), `${route.path}: ${scripts.join(' ')}`).toMatch(/^\/assets\/js\/main\.[0-9a-f]{8}\.js$/);
    expect(scripts[0], route.path).toMatch(/^\/assets\/js\/runtime~main\.[0-9a-f]{8}\.js$/);
    const chunk = articleChunk(route)!;
    expect(
      scripts.filter((s) => s.startsWith(chunk)),
      `${route.path}: its chunk ${chunk} among ${scripts.join(' ')}`,
    ).toHaveLength(1);
  }
});
