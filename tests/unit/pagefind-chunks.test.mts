import {test} from 'node:test';
import {expect} from '@playwright/test';
import {decodeCbor, encodeCbor, readPagefindFile, splitWords, type Cbor} from '../../scripts/lib/pagefind-chunks.mjs';

test('CBOR is encoded in its shortest form, as in the examples of RFC 8949, appendix A', () => {
  const examples: [Cbor, string][] = [
    [0, '00'],
    [23, '17'],
    [24, '1818'],
    [100, '1864'],
    [1000, '1903e8'],
    [1000000, '1a000f4240'],
    [1000000000000, '1b000000e8d4a51000'],
    [-1, '20'],
    [-100, '3863'],
    [-1000, '3903e7'],
    ['', '60'],
    ['a', '6161'],
    ['ü', '62c3bc'],
    [new Uint8Array([1, 2, 3, 4]), '4401020304'],
    [[], '80'],
    [[1, [2, 3], [4, 5]], '8301820203820405'],
    [
      new Map<Cbor, Cbor>([
        ['a', 1],
        ['b', [2, 3]],
      ]),
      'a26161016162820203',
    ],
  ];
  for (const [value, hex] of examples) {
    expect(encodeCbor(value).toString('hex'), JSON.stringify(value)).toBe(hex);
    expect(decodeCbor(Buffer.from(hex, 'hex')), hex).toEqual(value);
  }
});

test('a file that would not be written back byte for byte stops the build, rather than being guessed', () => {
  const file = (hex: string) => Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(hex, 'hex')]);
  expect(readPagefindFile(file('8301820203820405'), 'ok')).toEqual([1, [2, 3], [4, 5]]);
  expect(() => readPagefindFile(file('1800'), 'long')).toThrow(/format is not the one/); // 0 in two bytes
  expect(() => readPagefindFile(file('f93c00'), 'float')).toThrow(/format is not the one/); // 1.0, a float
  expect(() => readPagefindFile(Buffer.from('8301', 'hex'), 'bare')).toThrow(/no Pagefind signature/);
  expect(() => readPagefindFile(file('0000'), 'two')).toThrow(); // bytes after the value
});

test("words are chunked by Pagefind's rule: whole words in order, a chunk closed once it reaches the size", () => {
  // A word's size is its locations plus one per page it is on.
  const word = (text: string, ...pages: number[]) =>
    [text, pages.map((n, i) => [i, Array.from({length: n}, (_, l) => l)])] as Parameters<typeof splitWords>[0][number];
  const words = [word('a', 3), word('b', 1, 1), word('c', 9), word('d', 1), word('e', 2)];
  const texts = (chunks: ReturnType<typeof splitWords>) => chunks.map((chunk) => chunk.map((w) => w[0]).join(''));
  expect(texts(splitWords(words, 5))).toEqual(['ab', 'c', 'de']);
  expect(texts(splitWords(words, 100))).toEqual(['abcde']);
  expect(texts(splitWords(words, 1))).toEqual(['a', 'b', 'c', 'd', 'e']);
});
