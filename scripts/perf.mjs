#!/usr/bin/env node
// Lighthouse, mobile preset (Lighthouse's default: a mid-range phone on a throttled 4G link), on the
// production build served by the production nginx configuration with compression, driving Debian's
// Chromium. Three runs per page; the table shows the median of each score. Exits non-zero when a
// median misses its target: performance 95, accessibility, best practices and SEO 100, CLS 0.
// Run `npm run build` first.
//
// usage: node scripts/perf.mjs [path ...]
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const port = Number(process.env.PERF_PORT ?? 4420);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.PERF_RUNS ?? 3);
const longestHowto = JSON.parse(fs.readFileSync('src/data/routes.json', 'utf8'))
  .routes.filter((r) => r.kind === 'howto' && !r.unlisted)
  .map((r) => ({path: r.path, size: fs.statSync(`build${r.path}.html`).size}))
  .sort((a, b) => b.size - a.size)[0].path;
const pages = process.argv.length > 2
  ? process.argv.slice(2)
  : ['/', longestHowto, '/prepurchase/uptime', '/glossary', '/no-such-page'];
const targets = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};

const server = spawn('bash', ['scripts/serve-prod.sh'], {env: {...process.env, PORT: String(port)}, stdio: 'ignore', detached: true});
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {}
  if (i > 150) throw new Error('the production server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
let failed = false;
try {
  for (const path of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      // ignoreStatusCode: the not-found page is measured as readers get it, with its 404 status.
      const {lhr} = await lighthouse(`${base}${path}`, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(targets), ignoreStatusCode: true});
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push(lhr);
    }
    const row = {path};
    for (const category of Object.keys(targets)) row[category] = median(results.map((r) => Math.round(r.categories[category].score * 100)));
    row.cls = median(results.map((r) => r.audits['cumulative-layout-shift'].numericValue));
    row.lcp = median(results.map((r) => r.audits['largest-contentful-paint'].numericValue));
    row.lcpElement = results[0].audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
    // Audits below a full score in the median run, so a miss says what to fix.
    const mid = results.sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor(results.length / 2)];
    row.misses = Object.entries(targets).flatMap(([category]) =>
      mid.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && mid.audits[ref.id].score !== null && mid.audits[ref.id].score < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
    // A not-found page answers 404 by definition: Lighthouse marks that status (SEO) and the
    // browser's console line about it (best practices). Those two are expected there, nothing else.
    const expected = path === '/no-such-page' ? ['seo: http-status-code', 'best-practices: errors-in-console'] : [];
    row.ok =
      row.performance >= targets.performance &&
      row.cls === 0 &&
      row.misses.filter((m) => !m.startsWith('performance') && !expected.includes(m)).length === 0;
    if (row.ok && expected.length) row.note = `expected on a 404: ${expected.join(', ')}`;
    failed ||= !row.ok;
    rows.push(row);
  }
} finally {
  await chrome.kill();
  stopServer();
}

const pad = (v, n) => String(v).padEnd(n);
console.log(`Lighthouse ${lighthouse.version ?? ''} mobile preset, median of ${runs} runs per page, served by nginx with compression`);
console.log(`${pad('page', 62)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}${pad('CLS', 7)}${pad('LCP', 8)}`);
for (const r of rows) {
  console.log(
    `${pad(r.path, 62)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r['best-practices'], 6)}${pad(r.seo, 6)}${pad(r.cls.toFixed(3), 7)}${pad(`${(r.lcp / 1000).toFixed(2)} s`, 8)}${r.ok ? '' : '  below target'}`,
  );
  for (const miss of r.ok ? [] : r.misses) console.log(`    ${miss}`);
  if (!r.ok) console.log(`    largest contentful paint: ${r.lcpElement}`);
  if (r.note) console.log(`    ${r.note}`);
}
console.log(`targets: performance ≥ ${targets.performance}, accessibility, best practices and SEO ${targets.seo}, CLS 0`);
process.exit(failed ? 1 : 0);
