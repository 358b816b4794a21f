// Screenshots for a reviewer: the front page and one landing page, in both colour modes, on a desktop
// (1280×800) and a phone (390×844), as full-page PNGs in screenshots/ (ignored by git). Serves build/
// through the production nginx (scripts/serve-prod.sh) on a free loopback port, and stops it after.
// Run `npm run build` first.
//
// usage: npm run screenshots
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {chromium} from '@playwright/test';

const PAGES = {home: '/', 'landing-order-panels': '/order/panels'};
const VIEWPORTS = {desktop: {width: 1280, height: 800}, phone: {width: 390, height: 844}};
const MODES = ['light', 'dark'] as const;
const outDir = path.resolve(import.meta.dirname, '..', 'screenshots');

/** A loopback port no one listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// In its own process group, so that stopping it also stops nginx.
const server = spawn('bash', ['scripts/serve-prod.sh'], {
  env: {...process.env, PORT: `127.0.0.1:${port}`},
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!);
  } catch {
    // already stopped
  }
};
server.on('exit', (code) => {
  if (code) {
    console.error(`serve-prod exited with ${code}`);
    process.exit(1);
  }
});

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100) throw new Error('the production server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  fs.mkdirSync(outDir, {recursive: true});
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
  try {
    for (const mode of MODES) {
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext({viewport, isMobile: device === 'phone', deviceScaleFactor: 1});
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        for (const [name, route] of Object.entries(PAGES)) {
          await page.goto(base + route, {waitUntil: 'networkidle'});
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          const file = path.join(outDir, `${name}-${device}-${mode}.png`);
          await page.screenshot({path: file, fullPage: true});
          console.log(path.relative(process.cwd(), file));
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.removeAllListeners('exit');
  stop();
}
