// Prints the CSP sources that allow the build's inline scripts (the theme's, the colour-mode guard,
// the page template's loader), one 'sha256-…' per distinct inline script found in the built HTML. Run after each build: the hashes change with
// the framework's version and settings, so they are never typed by hand.
//
// usage: tsx scripts/csp-hashes.ts [build-dir]
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {filesUnder} from './lib/files';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const hashes = new Set<string>();
for (const file of filesUnder(buildDir, /\.html$/)) {
  const html = fs.readFileSync(file, 'utf8');
  // Executable inline scripts only: no src, and no type or a JavaScript type (JSON-LD is data).
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = m[1] ?? '';
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (type && !/^(text|application)\/(java|ecma)script$|^module$/i.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
}
if (!hashes.size) {
  console.error(`csp-hashes: no inline script found in ${buildDir}: is the build there?`);
  process.exit(1);
}
console.log([...hashes].sort().join(' '));
