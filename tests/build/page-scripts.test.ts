import {test} from 'node:test';
import {expect} from '@playwright/test';
import {routes, builtHtml, articleChunk} from '../site';

// The scripts each page's HTML starts once it is painted (src/config/ssrTemplate.ts): the runtime,
// its own route's chunks, found through the client manifest (src/plugins/page-chunks.ts), and
// main.js last, so that main.js finds the page's code there and does not ask for it again. Only the
// runtime and main.js are fetched before the first paint (preloaded in <head>).
const runOrder = (html: string): string[] =>
  JSON.parse(/<script type="?application\/json"? id="?page-scripts"?>([^<]*)<\/script>/.exec(html)?.[1] ?? '[]');
const preloadedScripts = (html: string) =>
  [...html.matchAll(/<link rel="?preload"? as="?script"? href="?([^"\s>]+)/g)].map((m) => m[1]!);
const main = /^\/assets\/js\/main\.[0-9a-f]{8}\.js$/;
const runtime = /^\/assets\/js\/runtime~main\.[0-9a-f]{8}\.js$/;

test("every article's HTML names the chunk of its own text, and main.js last", () => {
  for (const route of routes) {
    const html = builtHtml(route);
    const scripts = runOrder(html);
    expect(scripts.at(-1), `${route.path}: ${scripts.join(' ')}`).toMatch(main);
    expect(scripts[0], route.path).toMatch(runtime);
    const chunk = articleChunk(route)!;
    expect(
      scripts.filter((s) => s.startsWith(chunk)),
      `${route.path}: its chunk ${chunk} among ${scripts.join(' ')}`,
    ).toHaveLength(1);
    expect(preloadedScripts(html), `${route.path}: preloaded before the first paint`).toEqual([
      scripts[0],
      scripts.at(-1),
    ]);
  }
});
