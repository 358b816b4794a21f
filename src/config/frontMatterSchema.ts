// The front matter an article must have, by its kind (CONTENT-GUIDE.md). One owner for these rules:
// the content lint reports them with the rest, and the build (src/config/frontMatter.ts) stops on
// them, so an article the lint rejects never ships.
import type {Route} from '../data/routes';
import {reviewedDay} from './articles';

const BRAND_LITERAL = /rackfield/i;
/** Keys the build derives (src/config/frontMatter.ts); a hand-written value would be overwritten. */
export const DERIVED_KEYS = ['kind', 'faq_answer', 'placeholders'] as const;

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isTextList = (value: unknown) => Array.isArray(value) && value.length > 0 && value.every(isText);

/** What is wrong with an article's front matter, as sentences; empty when nothing is. */
export function frontMatterProblems(route: Route, data: Record<string, unknown>, today = new Date()): string[] {
  const problems: string[] = [];
  if (!isText(data.title)) problems.push('no title in front matter');
  if (!isText(data.description)) problems.push('no description in front matter');
  else if (String(data.description).length > 160)
    problems.push(`description has ${String(data.description).length} characters (max 160)`);
  if (!isText(data.sidebar_label)) problems.push('no sidebar_label in front matter');
  if (data.keywords !== undefined && !isTextList(data.keywords)) problems.push('keywords must be a list of words');
  if (Boolean(route.unlisted) !== (data.unlisted === true))
    problems.push(route.unlisted ? 'must be unlisted: true' : 'must not be unlisted');
  for (const key of DERIVED_KEYS) if (key in data) problems.push(`front matter sets ${key}, which the build derives`);
  // Front matter cannot render <Brand />, so titles and descriptions name no brand at all.
  if (BRAND_LITERAL.test(`${data.title} ${data.description} ${data.sidebar_label}`))
    problems.push('brand named in front matter');

  // A howto names what it was checked with ("Ubuntu 24.04 LTS", "Docker Engine 29"), shown on the page.
  if (route.kind === 'howto' && !isTextList(data.tested_with))
    problems.push('howto without tested_with: a list of the systems and versions it was written for');
  // The editorial cycle (README, "Reviews"): every article names the day of its last independent
  // review, and a howto the primary sources that review checked.
  const reviewed = reviewedDay(data.reviewed);
  if (!reviewed) problems.push('no reviewed: YYYY-MM-DD in front matter (the day of the last independent review)');
  else if (reviewed > today.toISOString().slice(0, 10)) problems.push(`reviewed ${reviewed} is in the future`);
  if (route.kind === 'howto' && !isTextList(data.sources))
    problems.push('howto without sources: a list of the primary sources its review checked');
  return problems;
}
