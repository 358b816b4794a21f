// Measures what a reader's first visit to a page downloads until the network is idle: every script
// and stylesheet, raw and gzip-compressed. Through the production server; run `npm run build` first.
//
// usage: npm run measure:first-visit [-- path ...]   (default: /apps/docker)
import {chromium} from '@playwright/test';
import {startProductionServer} from './lib/server';
import {gzipSize, kb} from './lib/sizes';

type File = {type: string; url: string; raw: number; gzip: number};

async function main(paths: string[]) {
  const server = await startProductionServer(Number(process.env.MEASURE_PORT ?? 4319));
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const files: File[] = [];
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        files.push({type, url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSize(body)});
      });
      await page.goto(server.base + path, {waitUntil: 'networkidle'});
      await page.close();
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
