// Benchmark of the site search on a slow phone (README, "Search"): a benchmark, not a test.
// Chromium with Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbps down, 750 Kbps up,
// CPU 4× slower) through the production nginx (scripts/serve-prod.sh), on the built site and on a
// synthetic site ten times its size (every listed article copied under nine other paths, indexed
// with Pagefind in a temporary folder). Prints a table, with where each query's bytes went;
// exits with 1 when a budget is missed.
//
// Budgets: the first query, library included, at most 150 KB transferred (Brotli) and results at
// most 2.5 s after the box is focused; each later query at most 80 KB; bytes per query at 10×
// within 1.5× of 1×. Run `npm run build` first.
//
// usage: npm run bench:search   (`.mts`: it imports scripts/search-index.mts, which imports
// Pagefind, an ES module only)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium, type Browser} from '@playwright/test';
import {writeSearchIndex} from './search-index.mjs';
import {startProductionServer} from './lib/server';
import {kb} from './lib/sizes';
import {listedRoutes, builtFile} from '../src/data/routes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const budgets = {firstQueryBytes: 150 * KB, firstQueryMs: 2500, laterQueryBytes: 80 * KB, tenTimesRatio: 1.5};
// Lighthouse's mobile profile (simulated "slow 4G" applied through DevTools).
const throttling = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpuSlowdown: 4,
};
const firstQuery = 'docker';
const laterQueries = ['ssh permission denied', 'reverse dns', 'nextcloud', 'invoice', 'swap file', 'raid'];
const article = '/apps/docker';

const listed = listedRoutes.map((r) => r.path);
const htmlFile = (route: string) => builtFile({path: route});

/** What a download was, for the table of where the bytes went. */
function kindOf(url: string): string {
  const {pathname} = new URL(url);
  if (pathname.endsWith('/pagefind.js')) return 'pagefind.js';
  if (/\/wasm\.[^/]+\.pagefind$/.test(pathname)) return 'wasm';
  if (pathname.endsWith('/pagefind-entry.json')) return 'entry';
  if (pathname.endsWith('.pf_meta')) return 'meta';
  if (pathname.endsWith('.pf_index')) return 'index';
  if (pathname.endsWith('.pf_filter')) return 'filter';
  if (pathname.endsWith('.pf_fragment')) return 'fragment';
  if (pathname.endsWith('/search-vocabulary.json')) return 'vocabulary';
  if (pathname.endsWith('.js')) return 'site js';
  return 'other';
}

type Row = {
  query: string;
  first: boolean;
  bytes: number;
  ms: number;
  files: Map<string, {count: number; bytes: number}>;
};

/** The site ten times over: build/ plus each listed article under nine more paths, indexed. */
async function makeTenTimesSite(): Promise<{dir: string; pages: number}> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'help-centre-10x-'));
  await fs.cp(path.join(root, 'build'), dir, {recursive: true});
  await fs.rm(path.join(dir, 'pagefind'), {recursive: true});
  const urls = [...listed];
  for (let copy = 1; copy <= 9; copy++) {
    for (const route of listed) {
      const url = `/copy-${copy}${route === '/' ? '/home' : route}`;
      await fs.mkdir(path.dirname(path.join(dir, htmlFile(url))), {recursive: true});
      await fs.copyFile(path.join(root, 'build', htmlFile(route)), path.join(dir, htmlFile(url)));
      urls.push(url);
    }
  }
  // Brotli quality 10, not 11: minutes faster on ten times the fragments, a few per cent larger.
  await writeSearchIndex(dir, urls, {brotliQuality: 10});
  return {dir, pages: urls.length};
}

/** Runs the queries in one throttled page; bytes are what the network transferred (headers included). */
async function measure(browser: Browser, base: string): Promise<Row[]> {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: false});
  await cdp.send('Network.emulateNetworkConditions', {offline: false, ...throttling});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttling.cpuSlowdown});
  const urls = new Map<string, string>();
  let files = new Map<string, {count: number; bytes: number}>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    const kind = kindOf(urls.get(event.requestId) ?? 'http://unknown/');
    const sum = files.get(kind) ?? {count: 0, bytes: 0};
    files.set(kind, {count: sum.count + 1, bytes: sum.bytes + event.encodedDataLength});
  });

  await page.goto(base + article, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const box = page.locator('.navbar').getByRole('combobox', {name: 'Search'});
  const rows: Row[] = [];

  const run = async (query: string, first: boolean) => {
    await page.waitForTimeout(300);
    if (!first) {
      await box.fill('');
      await page.locator('.navbar [role=listbox]').waitFor({state: 'detached'});
    }
    bytes = 0;
    files = new Map();
    const started = Date.now();
    if (first) await box.focus();
    await box.pressSequentially(query, {delay: 0});
    await page
      .locator('.navbar [role=option]')
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        const status = await page
          .locator('.navbar [role=status]')
          .textContent()
          .catch(() => 'no status');
        throw new Error(`"${query}": no results shown (box: "${await box.inputValue()}", status: "${status}")`, {
          cause: error,
        });
      });
    const ms = Date.now() - started;
    await page.waitForLoadState('networkidle');
    rows.push({query, first, bytes, ms, files});
  };
  await run(firstQuery, true);
  for (const query of laterQueries) await run(query, false);
  await page.close();
  return rows;
}

const port = Number(process.env.BENCH_PORT ?? 4291);
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
const results: Record<string, Row[]> = {};
let tenTimes: {dir: string; pages: number} | undefined;
try {
  let server = await startProductionServer(port);
  try {
    results['1×'] = await measure(browser, server.base);
  } finally {
    server.stop();
  }
  tenTimes = await makeTenTimesSite();
  server = await startProductionServer(port + 1, {root: tenTimes.dir});
  try {
    results['10×'] = await measure(browser, server.base);
  } finally {
    server.stop();
    await fs.rm(tenTimes.dir, {recursive: true});
  }
} finally {
  await browser.close();
}

const where = (files: Row['files']) =>
  [...files]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([kind, {count, bytes}]) => `${kind}${count > 1 ? ` ×${count}` : ''} ${kb(bytes).trim()}`)
    .join(', ');
const failures: string[] = [];
const lines = [
  `| site | query | transferred | focus/typing to results | budget | where the bytes went |`,
  `| --- | --- | --- | --- | --- | --- |`,
];
for (const [site, rows] of Object.entries(results)) {
  for (const {query, first, bytes, ms, files} of rows) {
    const bytesBudget = first ? budgets.firstQueryBytes : budgets.laterQueryBytes;
    const ok = bytes <= bytesBudget && (!first || ms <= budgets.firstQueryMs);
    if (!ok) failures.push(`${site} "${query}"`);
    const label = first ? `≤ ${kb(bytesBudget).trim()}, ≤ ${budgets.firstQueryMs} ms` : `≤ ${kb(bytesBudget).trim()}`;
    lines.push(
      `| ${site} | ${first ? 'first: ' : ''}${query} | ${kb(bytes).trim()} | ${ms} ms | ${label} ${ok ? 'ok' : 'OVER'} | ${where(files)} |`,
    );
  }
}
const mean = (rows: Row[]) => rows.reduce((n, r) => n + r.bytes, 0) / rows.length;
const ratio = mean(results['10×']) / mean(results['1×']);
const laterRatio = mean(results['10×'].filter((r) => !r.first)) / mean(results['1×'].filter((r) => !r.first));
if (ratio > budgets.tenTimesRatio) failures.push('bytes per query at 10×');
console.log(
  `Search on a throttled phone (150 ms RTT, 1.6 Mbps, CPU 4×), through nginx; 1× = ${listed.length} articles, 10× = ${tenTimes?.pages}\n`,
);
console.log(lines.join('\n'));
console.log(
  `\nbytes per query, all queries: 10× / 1× = ${ratio.toFixed(2)} (budget ≤ ${budgets.tenTimesRatio}); later queries only: ${laterRatio.toFixed(2)}`,
);
console.log(failures.length ? `\nOVER BUDGET: ${failures.join(', ')}` : '\nall budgets met');
process.exitCode = failures.length ? 1 : 0;
