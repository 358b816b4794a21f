// The pure part of the site search (src/search/query.ts, src/search/text.ts), without a browser.
import {test} from 'node:test';
import {expect} from '@playwright/test';
import {alternativesOf, combinations, editDistance, nearestWord, queryWords, subsets} from '../../src/search/query';
import {cleanTitle, parseExcerpt} from '../../src/search/text';
import {synonyms} from '../../src/data/search-synonyms';

test('query words are lowercased, stop words dropped unless nothing else is left', () => {
  expect(queryWords('Can I mine Crypto?')).toEqual(['mine', 'crypto']);
  expect(queryWords('permission denied (publickey)')).toEqual(['permission', 'denied', 'publickey']);
  expect(queryWords('how to')).toEqual(['how', 'to']);
  expect(queryWords('php.ini max_upload')).toEqual(['php.ini', 'max_upload']);
});

test('edit distance counts a swap of neighbours as one edit and stops above the limit', () => {
  expect(editDistance('dokcer', 'docker')).toBe(1);
  expect(editDistance('nextclod', 'nextcloud')).toBe(1);
  expect(editDistance('pasword', 'password')).toBe(1);
  expect(editDistance('wiregaurd', 'wireguard')).toBe(1);
  expect(editDistance('kitten', 'sitting')).toBe(3);
  expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
});

test('a misspelt word becomes the nearest word within the edits its length allows, the commoner on a tie', () => {
  const vocabulary = ['server', 'docker', 'dockers', 'password', 'nextcloud'];
  expect(nearestWord('dokcer', vocabulary)).toBe('docker');
  expect(nearestWord('pasword', vocabulary)).toBe('password');
  expect(nearestWord('sevre', vocabulary)).toBe('server');
  expect(nearestWord('qqxyzzvbk', vocabulary)).toBeUndefined();
  // Three letters are never corrected; four letters by one edit only.
  expect(nearestWord('srv', ['server', 'sev'])).toBeUndefined();
  expect(nearestWord('dcok', ['dock', 'deck'])).toBe('dock');
});

test("synonyms expand a word, and every combination is searched, the reader's words first", () => {
  expect(alternativesOf('rdns')).toEqual(['rdns', 'ptr']);
  expect(alternativesOf('docker')).toEqual(['docker']);
  expect(combinations([['pay', 'payment', 'invoice'], ['card']])).toEqual([
    {query: 'pay card', weight: 1},
    {query: 'payment card', weight: 0.8},
    {query: 'invoice card', weight: 0.8},
  ]);
  expect(
    combinations(
      [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
      ],
      4,
    ),
  ).toHaveLength(4);
  expect(subsets(3, 2)).toEqual([
    [0, 1],
    [0, 2],
    [1, 2],
  ]);
});

test('the synonyms file holds single lowercase words on both sides, never a word as its own synonym', () => {
  for (const [word, others] of Object.entries(synonyms)) {
    for (const w of [word, ...others]) expect(w, `${word}: ${w}`).toMatch(/^[a-z0-9]+$/);
    // The reader's own word is always searched: listed again, it would only look like a synonym.
    expect(others, word).not.toContain(word);
    expect(new Set(others).size, `${word}: a synonym listed twice`).toBe(others.length);
  }
});

test('excerpts become text with marked words, never markup', () => {
  expect(parseExcerpt('Install <mark>Docker</mark> &amp; <mark>Compose</mark> &lt;b&gt;')).toEqual([
    {text: 'Install ', marked: false},
    {text: 'Docker', marked: true},
    {text: ' & ', marked: false},
    {text: 'Compose', marked: true},
    {text: ' <b>', marked: false},
  ]);
  expect(parseExcerpt('<img src=x onerror=alert(1)>text')).toEqual([{text: 'text', marked: false}]);
});

test('titles lose emoji, zero-width and replacement characters', () => {
  expect(cleanTitle('📄️ PTR record\u200B')).toBe('PTR record');
  expect(cleanTitle('Docker\uFFFD  Compose')).toBe('Docker Compose');
});
