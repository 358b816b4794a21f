// Measures what a reader's first visit to a page downloads until the network is idle: every script
// and stylesheet, raw and gzip-compressed. Through the production server; run `npm run build` first.
//
// usage: npm run measure:first-visit [-- path ...]   (default: /apps/docker)
import {chromium} from '@playwright/test';
import {startProductionServer} from './lib/server';
import {kb} from './lib/sizes';
import {firstVisitFiles} from './lib/first-visit';

async function main(paths: string[]) {
  const server = await startProductionServer(Number(process.env.MEASURE_PORT ?? 4319));
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
  try {
    for (const path of paths) {
      const files = await firstVisitFiles(browser, server.base + path);
      console.log(`First visit to ${path}:`);
      for (const type of ['script', 'stylesheet']) {
        const list = files.filter((f) => f.type === type);
        const sum = (key: 'raw' | 'gzip') => list.reduce((n, f) => n + f[key], 0);
        console.log(
          `  ${type === 'script' ? 'JavaScript' : 'CSS       '}: ${list.length} files, ${kb(sum('raw'))} raw, ${kb(sum('gzip'))} gzip`,
        );
        for (const f of list.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(f.gzip)}  ${f.url}`);
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main(process.argv.slice(2).length ? process.argv.slice(2) : ['/apps/docker']).catch((error) => {
  console.error(error);
  process.exit(1);
});
