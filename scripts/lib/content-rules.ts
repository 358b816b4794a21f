// The content rules of CONTENT-GUIDE.md that a script can check, one article at a time
// (scripts/lint-content.ts runs them over docs/; tests/unit/content-rules.test.ts checks them).
//
// Rules about code blocks (a language, no "$ " prompt) belong to the code-block check
// (scripts/lib/code-blocks.ts), and MDX syntax to the MDX check: each rule has one owner.
// Every rule is an error, including the length rules (words per kind, at least two internal
// links): every article is written in full, and one that falls short fails `npm test`.
import fs from 'node:fs';
import path from 'node:path';
import {routes, sourceFile as fileOf, type ArticleKind, type Route} from '../../src/data/routes';
import {docsDir, splitFrontMatter} from '../../src/config/articles';
import {frontMatterProblems} from '../../src/config/frontMatterSchema';
import {provider} from '../../src/data/provider';
import {placeholderByName, secretPlaceholders} from '../../src/data/placeholders';
import {articlePlaceholders} from '../../src/components/YourValues/values';

const MIN_WORDS: Record<ArticleKind, number> = {home: 150, index: 80, howto: 350, faq: 150, policy: 150, concept: 200};
const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem|ipsum)\b|coming soon|under construction/i;
const BRAND_LITERAL = /rackfield/i;
const providerKeys = new Set(Object.keys(provider));

/** Body text without code, markup and link targets: what a reader reads as prose. */
export function prose(body: string): string {
  return body
    .replace(/^([ \t]*)```[\s\S]*?^\1```/gm, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ')
    .replace(/`[^`]*`/g, ' x ');
}

const knownRoutes = new Set(routes.map((r) => r.path));
const unlistedRoutes = new Set(routes.filter((r) => r.unlisted).map((r) => r.path));
/** Unlisted pages by source file (docs-relative), to catch relative links to them too. */
const unlistedFiles = new Map(routes.filter((r) => r.unlisted).map((r) => [fileOf(r), r.path]));

/**
 * What is wrong with one article, by the rules of CONTENT-GUIDE.md a script can check: `file` is
 * its path under docs/ (relative links resolve from it), `text` its source.
 */
export function articleProblems(route: Route, file: string, text: string): string[] {
  let parsed;
  try {
    parsed = splitFrontMatter(text);
  } catch (e) {
    return [`front matter is not valid YAML: ${(e as Error).message.split('\n')[0]}`];
  }
  const {data, body} = parsed;
  const errors = frontMatterProblems(route, data);

  if (route.kind === 'index' && !/^<DocCardList \/>$/m.test(body)) errors.push('landing page without <DocCardList />');
  const words = (prose(body).match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? []).length;
  if (words < MIN_WORDS[route.kind])
    errors.push(`${words} words, fewer than the ${MIN_WORDS[route.kind]} of a ${route.kind}`);

  const links = new Set<string>();
  const withoutCode = body.replace(/^([ \t]*)```[\s\S]*?^\1```/gm, ' ').replace(/`[^`]*`/g, ' ');
  for (const m of withoutCode.matchAll(/\]\(([^)\s]+)[^)]*\)/g)) {
    const target = m[1].split('#')[0];
    if (!target || /^[a-z]+:/i.test(target)) continue;
    links.add(target);
    let linked = target;
    if (target.startsWith('/')) {
      if (!knownRoutes.has(target) && !/^\/(img|assets)\//.test(target))
        errors.push(`link to ${target}, which is not a route`);
    } else {
      const resolved = path.resolve(path.dirname(path.join(docsDir, file)), target);
      if (!fs.existsSync(resolved)) errors.push(`relative link to ${target}, which is not a file`);
      linked = unlistedFiles.get(path.relative(docsDir, resolved).split(path.sep).join('/')) ?? target;
    }
    // An unlisted page is reached only by its address: a listed article that links to it shows
    // readers the framework's "unlisted page" banner. What they need from it belongs where they are.
    if (!route.unlisted && unlistedRoutes.has(linked)) errors.push(`link to ${linked}, an unlisted page`);
  }
  if (route.kind !== 'index' && links.size < 2) errors.push(`${links.size} internal links, fewer than 2`);
  if (/\[(here|click here|this link)\]\(/i.test(body)) errors.push('link text "here": describe the target');

  if (PLACEHOLDER.test(prose(body))) errors.push('placeholder text (TODO, TBD, lorem, coming soon…)');
  if (BRAND_LITERAL.test(prose(body))) errors.push('brand written as a literal: use <Brand fact="…" />');
  for (const m of body.matchAll(/<Brand\s+fact="([^"]*)"/g))
    if (!providerKeys.has(m[1])) errors.push(`<Brand fact="${m[1]}" /> is not a key of src/data/provider.ts`);

  for (const name of articlePlaceholders(body))
    if (!placeholderByName.has(name) && !secretPlaceholders.includes(name))
      errors.push(`placeholder ${name} in a code block is not in src/data/placeholders.ts`);

  const levels = [...body.replace(/^([ \t]*)```[\s\S]*?^\1```/gm, '').matchAll(/^(#{1,6})\s/gm)].map(
    (m) => m[1].length,
  );
  if (levels.includes(1)) errors.push('an H1 in the body: the title is the H1');
  for (let i = 1; i < levels.length; i++)
    if (levels[i] > levels[i - 1] + 1) {
      errors.push(`heading level skips from ${levels[i - 1]} to ${levels[i]}`);
      break;
    }
  if (levels[0] > 2) errors.push(`first heading is level ${levels[0]}, not 2`);
  return errors;
}
