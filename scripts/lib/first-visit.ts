// What a reader's first visit to a page downloads until the network is idle: every script and
// stylesheet, raw and gzip-compressed (measure-first-visit and bench-scale print it).
import type {Browser} from '@playwright/test';
import {gzipSize} from './sizes';

export type FirstVisitFile = {type: 'script' | 'stylesheet'; url: string; raw: number; gzip: number};

export async function firstVisitFiles(browser: Browser, url: string): Promise<FirstVisitFile[]> {
  const page = await browser.newPage();
  const files: FirstVisitFile[] = [];
  // Bodies are read as they arrive; the page closes only once every one has been measured.
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => {
          files.push({type, url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSize(body)});
        }),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  await page.close();
  return files;
}
