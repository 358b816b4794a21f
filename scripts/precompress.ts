// Writes FILE.br (Brotli, quality 11) and FILE.gz (gzip, level 9) next to every compressible file
// of the build, so nginx serves them with brotli_static / gzip_static and compresses nothing at
// request time (README, "Deployment"). The last step of `npm run build`, after every other writer.
//
// usage: tsx scripts/precompress.ts [build-dir]
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {promisify} from 'node:util';
import {filesUnder} from './lib/files';
import {kb} from './lib/sizes';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|md|txt|webmanifest|map)$/;

async function main(buildDir: string) {
  const files = filesUnder(buildDir, COMPRESSIBLE);
  if (!files.includes(path.join(buildDir, 'index.html'))) {
    console.error(`precompress: no index.html in ${buildDir}: is the build there?`);
    process.exit(1);
  }
  const total = {raw: 0, br: 0, gz: 0};
  // Four files at a time: zlib's thread pool (four threads) stays busy without every file in memory.
  const queue = [...files];
  async function worker() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const data = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, {level: 9}),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      total.raw += data.length;
      total.br += br.length;
      total.gz += gz.length;
    }
  }
  await Promise.all(Array.from({length: 4}, worker));
  console.log(
    `precompress: ${files.length} files, ${kb(total.raw).trim()} → ${kb(total.br).trim()} Brotli, ${kb(total.gz).trim()} gzip`,
  );
}

void main(path.resolve(process.argv[2] ?? 'build'));
