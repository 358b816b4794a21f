#!/usr/bin/env node
// Writes FILE.br (Brotli, quality 11) and FILE.gz (gzip, level 9) next to every compressible file
// of the build, so nginx serves them with brotli_static / gzip_static and compresses nothing at
// request time (README, "Deployment"). The last step of `npm run build`, after every other writer.
//
// usage: node scripts/precompress.mjs [build-dir]
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(html|js|mjs|css|svg|json|xml|md|txt|webmanifest|map)$/;

const buildDir = path.resolve(process.argv[2] ?? 'build');
const files = (await fs.readdir(buildDir, {recursive: true})).filter((f) => compressible.test(f));
if (!files.some((f) => f === 'index.html')) {
  console.error(`precompress: no index.html in ${buildDir}: is the build there?`);
  process.exit(1);
}

let raw = 0;
let br = 0;
let gz = 0;
// Four files at a time: zlib's thread pool (four threads) stays busy without every file in memory.
const queue = [...files];
async function worker() {
  for (let f = queue.shift(); f; f = queue.shift()) {
    const file = path.join(buildDir, f);
    const data = await fs.readFile(file);
    const [b, g] = await Promise.all([
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzip(data, {level: 9}),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, b), fs.writeFile(`${file}.gz`, g)]);
    raw += data.length;
    br += b.length;
    gz += g.length;
  }
}
await Promise.all(Array.from({length: 4}, worker));
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompress: ${files.length} files, ${kb(raw)} → ${kb(br)} Brotli, ${kb(gz)} gzip`);
