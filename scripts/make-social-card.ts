// Draws static/img/social-card.png, the 1200×630 image that link previews show for every page
// (themeConfig.image): the dark-mode logo, the site title and the tagline in the brand colours.
// Everything comes from where it lives (src/data/provider.ts, src/css/custom.css,
// static/img/logo-dark.svg), so after a rebrand, run it again and commit the PNG.
//
// usage: npm run social-card
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {provider} from '../src/data/provider';

const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const out = path.join(root, 'static/img/social-card.png');

const css = read('src/css/custom.css');
/** A custom property's value inside the first rule whose selector starts with `selector`. */
const colour = (selector: string, name: string) => {
  const rule = css.slice(css.indexOf(selector));
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(rule.slice(0, rule.indexOf('}')));
  if (!match) throw new Error(`make-social-card: no ${name} in the ${selector} rule of src/css/custom.css`);
  return match[1].trim();
};
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

// Flat colours only: gradients would make the PNG several times larger.
const html = `<!doctype html>
<html><head><style>
  html, body { margin: 0; }
  body {
    width: 1200px; height: 630px; box-sizing: border-box; padding: 96px;
    display: flex; flex-direction: column; justify-content: center; gap: 40px;
    background: ${colour(':root', '--ifm-color-primary-darkest')};
    border-bottom: 16px solid ${colour("[data-theme='dark']", '--ifm-color-primary')};
    font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; color: #fff;
  }
  svg { width: 144px; height: 144px; }
  h1 { margin: 0; font-size: 80px; line-height: 1.05; }
  p { margin: 0; font-size: 38px; line-height: 1.3; color: ${colour("[data-theme='dark']", '--ifm-color-primary-lightest')}; }
</style></head>
<body>
  ${read('static/img/logo-dark.svg')}
  <h1>${escape(provider.siteTitle)}</h1>
  <p>${escape(provider.tagline)}</p>
</body></html>`;

async function main() {
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
  try {
    const page = await browser.newPage({viewport: {width: 1200, height: 630}, deviceScaleFactor: 1});
    await page.setContent(html);
    await page.screenshot({path: out, type: 'png'});
  } finally {
    await browser.close();
  }
  const size = fs.statSync(out).size;
  console.log(`${path.relative(root, out)}: 1200×630, ${(size / 1024).toFixed(1)} KB`);
  if (size > 100 * 1024) {
    console.error('make-social-card: the card is over 100 KB; keep it to flat colours');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
