import {test} from 'node:test';
import {expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {INDEX_CHUNK_LOCATIONS, locationsOf, readPagefindFile, type Word} from '../../scripts/lib/pagefind-chunks.mjs';

const bundle = fileURLToPath(new URL('../../build/pagefind', import.meta.url));

// scripts/lib/pagefind-chunks.mts splits Pagefind's word index: what the search library reads must
// still hold together, and the chunks must be the size the search budgets count on.
test('the search index is in chunks of about 5,000 word locations, listed in word order by its metadata', () => {
  const entry = JSON.parse(fs.readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8'));
  const meta = readPagefindFile(
    fs.readFileSync(path.join(bundle, `pagefind.${entry.languages.en.hash}.pf_meta`)),
    'metadata',
  ) as unknown[];
  const chunks = meta[2] as [string, string, string][];
  expect(chunks.length, 'index chunks').toBeGreaterThan(40);
  let previous = '';
  for (const [from, to, hash] of chunks) {
    const [words] = readPagefindFile(fs.readFileSync(path.join(bundle, 'index', `${hash}.pf_index`)), hash) as [Word[]];
    expect([words[0][0], words.at(-1)![0]], `${hash}: first and last word`).toEqual([from, to]);
    expect(from > previous, `${hash} starts after the chunk before`).toBe(true);
    previous = to;
    // Pagefind's rule: a chunk closes once it reaches the size, so only its last word may cross it.
    const beforeLast = words.slice(0, -1).reduce((n, word) => n + locationsOf(word), 0);
    expect(beforeLast, `${hash}: locations before its last word`).toBeLessThan(INDEX_CHUNK_LOCATIONS);
  }
  const files = fs.readdirSync(path.join(bundle, 'index')).filter((f) => f.endsWith('.pf_index'));
  expect(files.length, 'chunk files, each listed once').toBe(chunks.length);
});
