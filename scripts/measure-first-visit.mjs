#!/usr/bin/env node
// Measures what a reader's first visit to a page downloads until the network is idle:
// every script and stylesheet, raw and gzip-compressed (level 6, as a web server would send it).
// Serves build/ itself with `docusaurus serve`; run `npm run build` first.
//
// usage: node scripts/measure-first-visit.mjs [path ...]   (default: /apps/docker)
import {spawn} from 'node:child_process';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';

const port = 4319;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/apps/docker'];
// In its own process group, so that stopping it also stops the node process npx starts.
const server = spawn('npx', ['docusaurus', 'serve', '--no-open', '--port', String(port), '--host', '127.0.0.1'], {stdio: 'ignore', detached: true});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {}
  if (i > 100) throw new Error('docusaurus serve did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
const kb = (n) => (n / 1024).toFixed(1).padStart(7) + ' KB';
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const files = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      files.push({type, url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, {level: 6}).length});
    });
    await page.goto(base + path, {waitUntil: 'networkidle'});
    await page.close();
    console.log(`First visit to ${path}:`);
    for (const type of ['script', 'stylesheet']) {
      const list = files.filter((f) => f.type === type);
      const sum = (k) => list.reduce((n, f) => n + f[k], 0);
      console.log(`  ${type === 'script' ? 'JavaScript' : 'CSS       '}: ${list.length} files, ${kb(sum('raw'))} raw, ${kb(sum('gzip'))} gzip`);
      for (const f of list.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(f.gzip)}  ${f.url}`);
    }
  }
} finally {
  await browser.close();
  process.kill(-server.pid);
}
