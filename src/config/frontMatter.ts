// Build time only (Node): markdown.parseFrontMatter in docusaurus.config.ts.
//
// Stops the build on front matter the content lint rejects (src/config/frontMatterSchema.ts).
// Adds to an article's front matter two facts the theme needs that live elsewhere, so that each
// keeps one home. Both are derived; the content lint refuses them in a source file.
// - kind: the article's template (howto, faq, policy, concept, index, home), from
//   src/data/routes.json.
// - faq_answer, on a faq article whose title is a question: its first paragraph as plain text.
//   A faq article is one question, its title, and CONTENT-GUIDE.md ("answer first") makes the
//   first paragraph the direct answer, visible at the top of the page. That pair, and nothing
//   else, becomes FAQPage structured data (src/theme/DocItem/Metadata). No page of the site is
//   a list of several questions, so no other page qualifies.
// - placeholders: the names of src/data/placeholders.ts the article's code blocks ask the reader to
//   replace (articlePlaceholders), in order of first use; the page shows the "Your values" panel
//   for them (src/components/YourValues) and loads nothing of it without them.
// It also writes `reviewed` (the date of the last independent review) as YYYY-MM-DD: YAML reads
// an unquoted date as a Date, and the theme shows and publishes the day, not a timestamp.
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {factText, type ProviderFact} from '../data/provider';
import {placeholderByName} from '../data/placeholders';
import {articlePlaceholders} from '../components/YourValues/values';
import {routes} from '../data/routes';
import {docsDir, reviewedDay} from './articles';
import {frontMatterProblems} from './frontMatterSchema';

const routesByPath = new Map(routes.map((r) => [r.path, r]));

/** The route of a file under docs/: welcome.mdx is "/", a folder's index.mdx is the folder. */
function routeOf(filePath: string): string | undefined {
  const relative = path.relative(docsDir, filePath).split(path.sep).join('/');
  if (relative.startsWith('..')) return undefined;
  const route = `/${relative.replace(/\.mdx?$/, '')}`.replace(/\/index$/, '');
  return route === '/welcome' ? '/' : route;
}

/** The body's first paragraph as plain text: brand facts as <Brand> shows them, Markdown markup dropped. */
export function firstParagraph(body: string): string | undefined {
  const first = body.trim().split(/\n[ \t]*\n/)[0];
  // A heading, list, table, admonition, code or a block component is not an answer paragraph.
  if (!first || /^(#|:::|```|[-*+] |\d+\. |\||<(?!Brand\b)|import |export )/.test(first)) return undefined;
  return first
    .replace(/<Brand\s+fact="(\w+)"\s*\/>/g, (_, fact: ProviderFact) => factText(fact))
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const route = routesByPath.get(routeOf(params.filePath) ?? '');
  if (!route) return result;
  // The same rules as the content lint: an article it rejects does not build.
  const problems = frontMatterProblems(route, result.frontMatter);
  if (problems.length) throw new Error(`${params.filePath}: ${problems.join('; ')}`);
  const {kind} = route;
  const frontMatter: Record<string, unknown> = {...result.frontMatter, kind};
  // Valid by now (frontMatterProblems): written as the day, not the Date YAML makes of it.
  frontMatter.reviewed = reviewedDay(frontMatter.reviewed);
  if (kind === 'faq' && String(frontMatter.title).trim().endsWith('?')) {
    const answer = firstParagraph(result.content);
    if (!answer) throw new Error(`${params.filePath}: a faq article must open with a paragraph that answers its title`);
    frontMatter.faq_answer = answer;
  }
  const placeholders = articlePlaceholders(result.content).filter((name) => placeholderByName.has(name));
  if (placeholders.length) frontMatter.placeholders = placeholders;
  return {...result, frontMatter};
};
