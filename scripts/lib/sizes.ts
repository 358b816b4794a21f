// Sizes as the benchmarks print them.
import {gzipSync} from 'node:zlib';

/** Bytes after gzip at level 6, what a web server compressing on the fly sends. */
export const gzipSize = (body: Buffer): number => gzipSync(body, {level: 6}).length;

/** A byte count as kilobytes, right-aligned for tables. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
