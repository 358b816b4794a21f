// Smaller word-index chunks for Pagefind (README, "Search"). Pagefind 1.6 cuts its word index into
// chunks of 20,000 word locations (`chunk_index(word_map, 20000)` in pagefind/src/index/mod.rs, not
// an option), about 27 KB with Brotli each here, and a query loads the chunk of each of its words:
// three words cost 85 KB before any result. This splits each chunk into chunks of at most
// `maxLocations` locations, by the same rule Pagefind uses (whole words, in order), and points the
// metadata at them. The files are Pagefind's own format, CBOR after the signature `pagefind_dcd`,
// read and written with cborg; each is checked to decode and encode back to the same bytes before
// anything is changed, so a Pagefind upgrade that changes the format stops the build instead of
// breaking search.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {decode, encode} from 'cborg';

const SIGNATURE = Buffer.from('pagefind_dcd');

/**
 * Word locations per index chunk: a quarter of Pagefind's 20,000, about 7 KB with Brotli here, so
 * a query of three words loads about 21 KB of index, not 85 KB.
 */
export const INDEX_CHUNK_LOCATIONS = 5000;

/** The CBOR that Pagefind writes: integers, strings, byte strings, arrays and maps (RFC 8949). */
export type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

// cborg writes the shortest form, as Pagefind's encoder (minicbor) does. Maps stay Maps, in the
// order they were read (Pagefind's are not sorted).
export const decodeCbor = (bytes: Uint8Array) => decode(bytes, {useMaps: true}) as Cbor;
export const encodeCbor = (value: Cbor) => Buffer.from(encode(value, {mapSorter: () => 0}));

/** A Pagefind file's value, checked to encode back to the same bytes. */
export function readPagefindFile(bytes: Buffer, name: string): Cbor {
  if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error(`${name}: no Pagefind signature`);
  const body = bytes.subarray(SIGNATURE.length);
  const value = decodeCbor(body);
  if (!encodeCbor(value).equals(body))
    throw new Error(`${name}: Pagefind's format is not the one this script knows (decoded and encoded, it differs)`);
  return value;
}

export const pagefindFile = (value: Cbor) => Buffer.concat([SIGNATURE, encodeCbor(value)]);

// The parts of Pagefind's structures used here (pagefind/src/index/index_words.rs, index_metadata.rs):
// a chunk is [words]; a word is [text, pages, …]; a page is [number, locations, …]; the metadata
// is [version, pages, chunks, …] with a chunk as [from, to, hash].
export type Word = [string, [number, number[], ...Cbor[]][], ...Cbor[]];
export const locationsOf = (word: Word) => word[1].reduce((n, page) => n + page[1].length + 1, 0);

/** Pagefind's rule with a smaller size: whole words in order, a chunk closed once it reaches the size. */
export function splitWords(words: Word[], maxLocations: number): Word[][] {
  const chunks: Word[][] = [[]];
  let size = 0;
  for (const word of words) {
    chunks[chunks.length - 1].push(word);
    size += locationsOf(word);
    if (size >= maxLocations) {
      chunks.push([]);
      size = 0;
    }
  }
  return chunks.filter((chunk) => chunk.length > 0);
}

const hashOf = (bytes: Buffer, length: number) =>
  crypto.createHash('sha256').update(bytes).digest('hex').slice(0, length);

/**
 * Splits the word-index chunks of the Pagefind bundle in `dir` (files as Pagefind wrote them, read
 * and written through `read` and `write`, which handle its compression). Returns the number of
 * chunks before and after.
 */
export async function splitIndexChunks(
  dir: string,
  maxLocations: number,
  read: (file: string) => Promise<Buffer>,
  write: (file: string, bytes: Buffer) => Promise<void>,
): Promise<{before: number; after: number}> {
  const entryFile = path.join(dir, 'pagefind-entry.json');
  const entry = JSON.parse(await fs.readFile(entryFile, 'utf8')) as {languages: Record<string, {hash: string}>};
  let before = 0;
  let after = 0;
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = path.join(dir, `pagefind.${info.hash}.pf_meta`);
    const meta = readPagefindFile(await read(metaFile), metaFile) as Cbor[];
    const chunks: Cbor[] = [];
    for (const [, , hash] of meta[2] as [string, string, string][]) {
      const chunkFile = path.join(dir, 'index', `${hash}.pf_index`);
      const [words] = readPagefindFile(await read(chunkFile), chunkFile) as [Word[]];
      await fs.rm(chunkFile);
      before++;
      for (const part of splitWords(words, maxLocations)) {
        const bytes = pagefindFile([part]);
        const name = `${language}_${hashOf(bytes, 7)}`;
        await write(path.join(dir, 'index', `${name}.pf_index`), bytes);
        chunks.push([part[0][0], part[part.length - 1][0], name]);
        after++;
      }
    }
    meta[2] = chunks;
    const bytes = pagefindFile(meta);
    info.hash = `${language}_${hashOf(bytes, 10)}`;
    await fs.rm(metaFile);
    await write(path.join(dir, `pagefind.${info.hash}.pf_meta`), bytes);
  }
  await fs.writeFile(entryFile, JSON.stringify(entry));
  return {before, after};
}
