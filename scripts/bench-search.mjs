#!/usr/bin/env node
// Benchmark of the site search on a slow phone (README, "Search"): a benchmark, not a test.
// Chromium with Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbps down, 750 Kbps up,
// CPU 4× slower) through the production nginx (scripts/serve-prod.sh), on the built site and on a
// synthetic site ten times its size (every listed article copied under nine other paths, indexed
// with Pagefind in a temporary folder). Prints a table; exits with 1 when a budget is missed.
//
// Budgets: the first query, library included, at most 150 KB transferred (Brotli) and results at
// most 2.5 s after the box is focused; each later query at most 80 KB; bytes per query at 10×
// within 1.5× of 1×. Run `npm run build` first.
//
// usage: npm run bench:search (through tsx, which lets it import the project's TypeScript modules)
import {spawn, execFileSync} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {writeSearchIndex} from './search-index.mjs';
import {waitForServer} from './lib/server.ts';
import {listedRoutes, builtFile} from '../src/data/routes.ts';

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
const htmlFile = (route) => builtFile({path: route});

/** nginx with the production configuration, on a loopback port, serving `siteDir`. */
async function startNginx(port, siteDir) {
  const env = {...process.env, PORT: `127.0.0.1:${port}`};
  let server;
  if (siteDir === path.join(root, 'build')) {
    server = spawn('bash', ['scripts/serve-prod.sh'], {cwd: root, env, stdio: 'ignore', detached: true});
  } else {
    // The same configuration, filled in by serve-prod.sh, with the other folder as its root.
    const printed = execFileSync('bash', ['scripts/serve-prod.sh', '--print'], {cwd: root, env, encoding: 'utf8'});
    const config = printed.slice(0, printed.lastIndexOf('\n}') + 2).replace(/root [^;]+;/, `root ${siteDir};`);
    const runtime = /pid (\S+)\/nginx\.pid;/.exec(config)[1];
    await fs.writeFile(path.join(runtime, 'nginx.conf'), config);
    server = spawn('/usr/sbin/nginx', ['-p', runtime, '-c', path.join(runtime, 'nginx.conf'), '-e', 'stderr'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
  }
  const stop = () => process.kill(-server.pid);
  await waitForServer(`http://127.0.0.1:${port}/`).catch((error) => {
    stop();
    throw error;
  });
  return stop;
}

/** The site ten times over: build/ plus each listed article under nine more paths, indexed. */
async function makeTenTimesSite() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'help-centre-10x-'));
  // nginx's workers may run as another user (nobody, when started as root).
  await fs.chmod(dir, 0o755);
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
  await writeSearchIndex(dir, urls);
  return {dir, pages: urls.length};
}

/** Runs the queries in one throttled page; bytes are what the network transferred (headers included). */
async function measure(browser, base) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: false});
  await cdp.send('Network.emulateNetworkConditions', {offline: false, ...throttling});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttling.cpuSlowdown});
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));

  await page.goto(base + article, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const box = page.getByRole('combobox', {name: 'Search'});
  const rows = [];

  const run = async (query, first) => {
    await page.waitForTimeout(300);
    if (!first) {
      await box.fill('');
      await page.locator('#search-results').waitFor({state: 'detached'});
    }
    bytes = 0;
    const started = Date.now();
    if (first) await box.focus();
    await box.pressSequentially(query, {delay: 0});
    await page
      .locator('#search-result-0')
      .waitFor()
      .catch(async (error) => {
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
    rows.push({query, first, bytes, ms});
  };
  await run(firstQuery, true);
  for (const query of laterQueries) await run(query, false);
  await page.close();
  return rows;
}

const port = 4291;
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
const results = {};
let tenTimes;
try {
  let stop = await startNginx(port, path.join(root, 'build'));
  try {
    results['1×'] = await measure(browser, `http://127.0.0.1:${port}`);
  } finally {
    stop();
  }
  tenTimes = await makeTenTimesSite();
  stop = await startNginx(port + 1, tenTimes.dir);
  try {
    results['10×'] = await measure(browser, `http://127.0.0.1:${port + 1}`);
  } finally {
    stop();
    await fs.rm(tenTimes.dir, {recursive: true});
  }
} finally {
  await browser.close();
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const failures = [];
const lines = [`| site | query | transferred | focus/typing to results | budget |`, `| --- | --- | --- | --- | --- |`];
for (const [site, rows] of Object.entries(results)) {
  for (const {query, first, bytes, ms} of rows) {
    const bytesBudget = first ? budgets.firstQueryBytes : budgets.laterQueryBytes;
    const ok = bytes <= bytesBudget && (!first || ms <= budgets.firstQueryMs);
    if (!ok) failures.push(`${site} "${query}"`);
    const label = first ? `≤ ${kb(bytesBudget)}, ≤ ${budgets.firstQueryMs} ms` : `≤ ${kb(bytesBudget)}`;
    lines.push(
      `| ${site} | ${first ? 'first: ' : ''}${query} | ${kb(bytes)} | ${ms} ms | ${label} ${ok ? 'ok' : 'OVER'} |`,
    );
  }
}
const mean = (rows) => rows.reduce((n, r) => n + r.bytes, 0) / rows.length;
const ratio = mean(results['10×']) / mean(results['1×']);
const laterRatio = mean(results['10×'].filter((r) => !r.first)) / mean(results['1×'].filter((r) => !r.first));
if (ratio > budgets.tenTimesRatio) failures.push('bytes per query at 10×');
console.log(
  `Search on a throttled phone (150 ms RTT, 1.6 Mbps, CPU 4×), through nginx; 1× = ${listed.length} articles, 10× = ${tenTimes.pages}\n`,
);
console.log(lines.join('\n'));
console.log(
  `\nbytes per query, all queries: 10× / 1× = ${ratio.toFixed(2)} (budget ≤ ${budgets.tenTimesRatio}); later queries only: ${laterRatio.toFixed(2)}`,
);
console.log(failures.length ? `\nOVER BUDGET: ${failures.join(', ')}` : '\nall budgets met');
process.exitCode = failures.length ? 1 : 0;
