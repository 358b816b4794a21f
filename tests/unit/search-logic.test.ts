// The pure part of the site search (src/search/query.ts, src/search/text.ts), without a browser.
import {test} from 'node:test';
import {expect} from '@playwright/test';
import {
  alternativesOf,
  combinations,
  editDistance,
  nearestWord,
  queryWords,
  subsets,
  titleMatch,
} from '../../src/search/query';
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

test("a title that says the reader's words in their order matches best", () => {
  const words = (query: string) => queryWords(query).map((word) => alternativesOf(word));
  const vpsToDedicated = words('move from vps to dedicated');
  const there = titleMatch(vpsToDedicated, 'How do I move from a VPS to a dedicated server?');
  const back = titleMatch(vpsToDedicated, 'How do I move from a dedicated server to a VPS?');
  expect(there).toBe(1);
  expect(back).toBeLessThan(there);
  expect(back).toBeGreaterThan(0);
  expect(titleMatch(words('wireguard'), 'What is RAID?')).toBe(0);
  // A longer or shorter form of a word of four letters or more is the same word.
  expect(titleMatch(words('servers'), 'Where are your servers physically located?')).toBe(1);
  expect(titleMatch([], 'Anything')).toBe(0);
});

test('the search index records every breadcrumb label above a page, whatever wraps it', async () => {
  // An ES module with top-level await (Pagefind is ES only): imported, not required.
  const {breadcrumbPath, forIndex, KEYWORD_WEIGHT} = await import('../../scripts/search-index.mjs');
  const nav = (items: string) =>
    `<nav class="theme-doc-breadcrumbs" aria-label=Breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg viewBox="0 0 24 24"><path d="M1 1"/></svg></a>${items}</ul></nav>`;
  const active = '<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>nginx</span>';
  // A category with a landing page links it, its label in a span; one without shows a span alone.
  expect(
    breadcrumbPath(
      nav(`<li class=breadcrumbs__item><a class=breadcrumbs__link href=/glossary><span>Glossary</span></a>${active}`),
    ),
  ).toBe('Glossary');
  expect(
    breadcrumbPath(
      nav(
        `<li class=breadcrumbs__item><span class=breadcrumbs__link>Working with your server</span><li class=breadcrumbs__item><a class=breadcrumbs__link href=/x><span>Technical questions</span></a>${active}`,
      ),
    ),
  ).toBe('Working with your server › Technical questions');
  expect(breadcrumbPath(nav(active))).toBe('');
  expect(breadcrumbPath('<main>no breadcrumbs</main>')).toBe('');
  const indexed = forIndex(
    `${nav(`<li class=breadcrumbs__item><a href=/glossary><span>Glossary</span></a>${active}`)}<meta name="keywords" content="502,bad gateway"><div data-pagefind-body=""><h1>What is nginx?</h1></div>`,
  );
  expect(indexed).toContain('data-pagefind-meta="section">Glossary</span>');
  expect(indexed).toContain(`<p data-pagefind-weight="${KEYWORD_WEIGHT}">502, bad gateway.</p>`);
});
