// The site search in the browser: loads Pagefind's library and the index it wrote at build time
// (src/plugins/search.ts), and runs a reader's query through src/search/query.ts. Loaded only
// when a reader reaches for search, never with a page.
import {
  alternativesOf,
  combinations,
  KEYWORD_WEIGHT,
  nearestWord,
  queryWords,
  subsets,
  titleMatch,
  TITLE_MATCH_BOOST,
} from './query';
import {cleanTitle} from './text';
import {loadEngine, type Pagefind, type PagefindHit} from './library';

export {loadEngine};

export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations: {weight: number; balanced_score: number}[];
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

/**
 * What a page with all of a long query's words but one counts for, against one with all of them.
 * Readers add words the answer does not use ("where do I find my server password", "cant log in
 * root password lost"); Pagefind wants every word, so the answer went missing while some page that
 * happens to hold all of them came first.
 */
export const ALL_BUT_ONE_WEIGHT = 0.5;

/** The searches for every choice of all the words but one, from three words up (the words' index chunks are loaded already). */
function allButOne(alternatives: string[][]): {query: string; weight: number}[] {
  if (alternatives.length < 3) return [];
  return subsets(alternatives.length, alternatives.length - 1).flatMap((picked) =>
    combinations(
      picked.map((p) => alternatives[p]),
      4,
    ).map(({query, weight}) => ({query, weight: weight * ALL_BUT_ONE_WEIGHT})),
  );
}

/** Results whose order the title can change: the rows the box shows, whose details it loads anyway. */
const RERANKED = 6;

/**
 * The first results reordered by how well their titles say what was typed (query.ts, titleMatch):
 * Pagefind ranks by word counts, blind to the order of the words. Their details are the same
 * files the box then shows, fetched once.
 */
async function byTitle(hits: PagefindHit[], alternatives: string[][]): Promise<PagefindHit[]> {
  const usable = alternatives.filter((options) => options.length);
  if (usable.length < 2 || hits.length < 2) return hits;
  const first = hits.slice(0, RERANKED);
  const titles = await Promise.all(first.map(async (hit) => (await hit.data()).meta.title ?? ''));
  const rescored = first.map((hit, i) => ({
    ...hit,
    score: hit.score * (1 + TITLE_MATCH_BOOST * titleMatch(usable, titles[i])),
  }));
  return [...rescored.sort((a, b) => b.score - a.score), ...hits.slice(RERANKED)];
}

/**
 * Pagefind's ranking options (pagefind.app/docs/ranking), changed from its defaults where the
 * reader queries of tests/e2e/search-queries.ts rank better (README, "Search"):
 * - termSimilarity 5 (default 1): a word found as itself counts far more than a longer word it
 *   only starts ("node" in "nodejs": "tor exit node" ranked the Node.js guide first);
 * - termFrequency 0.5 (default 1) and pageLength 0.5 (default 0.75): a long guide that uses the
 *   word many times is no longer beaten by a short page that mentions it once.
 */
export const RANKING = {termSimilarity: 5, termFrequency: 0.5, pageLength: 0.5};
let ranked: Promise<void> | undefined;

export async function searchSite(query: string, baseUrl: string): Promise<SearchOutcome> {
  const engine = await loadEngine(baseUrl);
  ranked ??= engine.options({ranking: RANKING});
  await ranked;
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
    const hits = await searchAll(engine, [...combinations(alternatives), ...allButOne(alternatives)]);
    if (hits.length || words.length === 1) return {hits: await byTitle(hits, alternatives), correctedQuery};
  }
  // No page has every word: the results for as many of the words as some pages have.
  for (let size = Math.min(usable.length, words.length - 1); size >= 1; size--) {
    const choices = subsets(usable.length, size).map((picked) => picked.map((p) => alternatives[usable[p]]));
    const hits = await searchAll(
      engine,
      choices.flatMap((choice) => combinations(choice, 4)),
    );
    if (hits.length) return {hits: await byTitle(hits, alternatives), correctedQuery, partial: true};
  }
  return {hits: [], correctedQuery};
}

/** The details of one hit: the heading whose section matched best, else the page itself. */
export async function resultOf(hit: PagefindHit): Promise<SearchResult> {
  const data = await hit.data();
  // The keywords (scripts/search-index.mts) sit above the title, in the page's own part, the only
  // words of that weight there (headings start parts of their own): they say what the whole
  // article answers, not where, so they do not pull a result away from the heading that matched.
  const score = (sub: PagefindSubResult) =>
    sub.weighted_locations.reduce(
      (sum, l) => sum + (!sub.url.includes('#') && l.weight === KEYWORD_WEIGHT ? 0 : l.balanced_score),
      0,
    );
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
