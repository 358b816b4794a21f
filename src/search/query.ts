// The pure part of the site search: turning what a reader typed into the searches Pagefind runs,
// and correcting misspelt words. No browser or Pagefind here, so tests/unit/search-logic.test.ts can
// check it on its own; src/search/engine.ts runs it against the index.
import {synonyms} from '@site/src/data/search-synonyms';

// Words that say nothing about which article is wanted. Left in, they would have to appear in
// a page for it to match: "can I mine crypto" is about mining crypto.
const STOP_WORDS = new Set(
  'a an and are am be by can could do does for from have how i if in into is it its me my of on or our should the their there this to was we what when where which who why will with would you your'.split(
    ' ',
  ),
);

/** The words of a query, lowercased, stop words left out unless nothing else is left. */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+(?:[.'_-][\p{L}\p{N}]+)*/gu) ?? [];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length ? meaningful : words).slice(0, 8);
}

/** A word and the words it also stands for (src/data/search-synonyms.ts), the word first. */
export function alternativesOf(word: string, table: Readonly<Record<string, readonly string[]>> = synonyms): string[] {
  return [...new Set([word, ...(table[word] ?? [])])];
}

/**
 * Edit distance with transpositions (optimal string alignment, a restricted Damerau–Levenshtein):
 * "dokcer" is one edit from "docker". Stops counting above `max` and returns max + 1.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, beforePrevious[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}

/** How many edits a word of this length may be off: none under 4 letters, one at 4, two from 5. */
export const allowedEdits = (word: string) => (word.length < 4 ? 0 : word.length === 4 ? 1 : 2);

/**
 * The indexed word nearest to a misspelt one, within the edits its length allows; `vocabulary`
 * lists the commonest words first, so a tie goes to the commoner word. Undefined when none is near.
 */
export function nearestWord(word: string, vocabulary: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = allowedEdits(word) + 1;
  for (const candidate of vocabulary) {
    const distance = editDistance(word, candidate, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best;
}

/** How much a search counts for each of the reader's words it replaces with a synonym. */
export const SYNONYM_WEIGHT = 0.8;

/**
 * Every search that combines one alternative of each word (the first alternative being the
 * reader's own word), the reader's own words first; at most `limit`. Each has a weight that
 * scales its scores: a synonym finds the article, but the reader's own word ranks it higher.
 */
export function combinations(alternatives: readonly string[][], limit = 12): {query: string; weight: number}[] {
  let searches: {words: string[]; weight: number}[] = [{words: [], weight: 1}];
  for (const options of alternatives) {
    searches = searches
      .flatMap(({words, weight}) =>
        options.map((option, i) => ({words: [...words, option], weight: i ? weight * SYNONYM_WEIGHT : weight})),
      )
      .slice(0, limit);
  }
  return searches.map(({words, weight}) => ({query: words.join(' '), weight}));
}

/**
 * The ways to keep most of the words when no page has all of them: every choice of `size`
 * positions out of `count`, in order, largest first is the caller's job.
 */
export function subsets(count: number, size: number): number[][] {
  if (size === 0) return [[]];
  if (size > count) return [];
  const withLast = subsets(count - 1, size - 1).map((s) => [...s, count - 1]);
  return [...subsets(count - 1, size), ...withLast];
}

/** Whether two words are the same word for ranking: equal, or one starts the other (4 letters at least: "server", "servers"). */
function sameWord(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
}

/**
 * How well a title says what the reader typed, from 0 to 1: the share of the query's words (each as
 * itself or one of its alternatives) found in the title, and the share of consecutive word pairs
 * found there in the same order. Pagefind's own ranking knows neither which words a title holds
 * beyond a boost nor their order, so "move from vps to dedicated" ranked "from a dedicated server
 * to a VPS" first.
 */
export function titleMatch(alternatives: readonly (readonly string[])[], title: string): number {
  if (!alternatives.length) return 0;
  const words = queryWords(title);
  const position = alternatives.map((options) =>
    words.findIndex((word) => options.some((option) => sameWord(option.toLowerCase(), word))),
  );
  const found = position.filter((p) => p >= 0).length / position.length;
  if (position.length < 2) return found;
  let ordered = 0;
  for (let i = 1; i < position.length; i++) if (position[i - 1] >= 0 && position[i] > position[i - 1]) ordered++;
  return (found + ordered / (position.length - 1)) / 2;
}

/**
 * How much a perfect title match raises a result's score (1 + TITLE_MATCH_BOOST × titleMatch), among
 * the first results only: enough to settle an order between close scores, not to lift a page
 * that only shares a word with the query above one that answers it.
 */
export const TITLE_MATCH_BOOST = 0.6;

/**
 * How much a word of the front matter's keywords counts against a word of body text in the index
 * (scripts/search-index.mts; Pagefind's weights: body 1, h3 5, h2 6, the title 7, on a quadratic
 * scale). The keywords are readers' own
 * words for what the article answers ("disk full", "ipmi", "oom killer"); at body weight they lost
 * to any page that merely uses the word more often. 6, as a section heading: measured against 2,
 * 3 and 4 on tests/e2e/search-queries.ts (README, "Search"); the description gained nothing above
 * body weight. A result's heading (engine.ts, resultOf) leaves these words out: they speak for the
 * whole article.
 */
export const KEYWORD_WEIGHT = 6;
