// The site search in the browser: loads Pagefind's library and the index it wrote at build time
// (src/plugins/search.ts), and runs a reader's query through src/search/query.ts. Loaded only
// when a reader reaches for search, never with a page.
import {alternativesOf, combinations, nearestWord, queryWords, subsets} from './query';
import {cleanTitle} from './text';
import {loadEngine, type Pagefind, type PagefindHit} from './library';

export {loadEngine};

export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations: {balanced_score: number}[];
};
export type PagefindData = {
  url: string;
  excerpt: string;
  meta: {title?: string; section?: string};
  sub_results: PagefindSubResult[];
};

/** One article found: where Enter or a click goes (the matched heading), and what the row shows. */
export type SearchResult = {url: string; title: string; section: string; heading?: string; excerpt: string};

export type SearchOutcome = {
  /** Every matching article, best first; its details load with `resultAt`. */
  hits: PagefindHit[];
  /** The words searched when a word was corrected ("Showing results for …"). */
  correctedQuery?: string;
  /** No page had every word: these are the pages with most of them. */
  partial?: boolean;
};

let vocabulary: Promise<string[]> | undefined;

function loadVocabulary(baseUrl: string): Promise<string[]> {
  vocabulary ??= fetch(`${baseUrl}search-vocabulary.json`).then((response) => response.json() as Promise<string[]>);
  return vocabulary;
}

/** The hits of several searches merged: each article once, with its best score. */
async function searchAll(engine: Pagefind, searches: {query: string; weight: number}[]): Promise<PagefindHit[]> {
  const best = new Map<string, PagefindHit>();
  const found = await Promise.all(
    searches.map(async ({query, weight}) => ({weight, hits: (await engine.search(query)).results})),
  );
  for (const {weight, hits} of found) {
    for (const hit of hits) {
      const score = hit.score * weight;
      if ((best.get(hit.id)?.score ?? -1) < score) best.set(hit.id, {...hit, score});
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/**
 * Whether the index has this word as such. Pagefind's own search also returns pages with words
 * that merely look alike ("dokcer" finds "docs"), so a word is looked up as an exact phrase.
 */
async function isIndexed(engine: Pagefind, word: string): Promise<boolean> {
  return (await engine.search(`"${word}"`)).results.length > 0;
}

/**
 * The words to search for one word of the query: the word and its synonyms; for a word the index
 * does not have, the nearest indexed word (two edits at most) or, for a word still being typed,
 * the word itself, which Pagefind completes. None when it is neither.
 */
async function wordsFor(
  engine: Pagefind,
  word: string,
  baseUrl: string,
): Promise<{options: string[]; corrected?: string}> {
  const options = alternativesOf(word);
  if (options.length > 1 || (await isIndexed(engine, word))) return {options};
  const known = await loadVocabulary(baseUrl);
  if (known.some((candidate) => candidate.startsWith(word))) return {options};
  const nearest = nearestWord(word, known);
  return nearest ? {options: alternativesOf(nearest), corrected: nearest} : {options: []};
}

export async function searchSite(query: string, baseUrl: string): Promise<SearchOutcome> {
  const engine = await loadEngine(baseUrl);
  const words = queryWords(query);
  if (!words.length) return {hits: []};

  const found = await Promise.all(words.map((word) => wordsFor(engine, word, baseUrl)));
  const alternatives = found.map((f) => f.options);
  const correctedQuery = found.some((f) => f.corrected)
    ? found
        .map((f, i) => f.corrected ?? (f.options.length ? words[i] : ''))
        .filter(Boolean)
        .join(' ') || undefined
    : undefined;

  const usable = alternatives.flatMap((options, i) => (options.length ? [i] : []));
  if (usable.length === words.length) {
    const hits = await searchAll(engine, combinations(alternatives));
    if (hits.length || words.length === 1) return {hits, correctedQuery};
  }
  // No page has every word: the results for as many of the words as some pages have.
  for (let size = Math.min(usable.length, words.length - 1); size >= 1; size--) {
    const choices = subsets(usable.length, size).map((picked) => picked.map((p) => alternatives[usable[p]]));
    const hits = await searchAll(
      engine,
      choices.flatMap((choice) => combinations(choice, 4)),
    );
    if (hits.length) return {hits, correctedQuery, partial: true};
  }
  return {hits: [], correctedQuery};
}

/** The details of one hit: the heading whose section matched best, else the page itself. */
export async function resultOf(hit: PagefindHit): Promise<SearchResult> {
  const data = await hit.data();
  const score = (sub: PagefindSubResult) => sub.weighted_locations.reduce((sum, l) => sum + l.balanced_score, 0);
  const best = [...data.sub_results].sort((a, b) => score(b) - score(a))[0];
  const title = cleanTitle(data.meta.title ?? data.url);
  const atHeading = best && best.url.includes('#');
  return {
    url: atHeading ? best.url : data.url,
    title,
    section: data.meta.section ?? '',
    heading: atHeading ? cleanTitle(best.title) : undefined,
    excerpt: best?.excerpt || data.excerpt,
  };
}
