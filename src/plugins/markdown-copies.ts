// Machine-readable copies of the help centre for AI assistants and offline readers: after the
// build, writes a plain Markdown copy of every article next to its HTML page (/apps/docker.md,
// /glossary.md, /index.md for /) and /llms.txt, the index of the listed ones (llmstxt.org).
//
// Routes, and the files they map to, come from src/data/routes.ts. Titles, descriptions, source
// files and the sidebar order come from the docs plugin's own loaded content, so the copies list
// what the HTML pages show.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import {listText, provider, type ProviderFact} from '../data/provider';
import {HOWTO_MARK} from '../data/howtoMark';
// '.js': resolved to routes.ts by TypeScript and by the loader of docusaurus.config.ts (jiti), which
// for '../data/routes' would load routes.json, as Node's require does.
import {routes, markdownPath, routeOfPermalink} from '../data/routes.js';

export {markdownPath};
/** The parts of a processed sidebar item this plugin reads. */
type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  description?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
};

/** A brand fact as plain text, web addresses whole (the page drops their scheme); lists as the page joins them. */
export function brandText(fact: string): string {
  const value: string | readonly string[] | undefined = provider[fact as ProviderFact];
  if (value === undefined) throw new Error(`<Brand fact="${fact}" />: no such fact in src/data/provider.ts`);
  return typeof value === 'string' ? value : listText(value);
}

export type TransformContext = {
  /** The site's address without a trailing slash, e.g. https://help.rackfield.example */
  siteUrl: string;
  /** Every route of the site, to tell a link to an article from a link to a static file. */
  routes: ReadonlySet<string>;
  /** The Markdown list that replaces <DocCardList /> on this page. */
  cardList: () => string;
  /** The Markdown list of the top-level sections that replaces <HomeSections /> on the front page. */
  sectionList: () => string;
};

const ADMONITION_OPEN = /^(:{3,})(note|tip|info|warning|caution|danger)(?:\[(.*)\]|\s+(.*))?\s*$/;
const ADMONITION_CLOSE = /^:{3,}\s*$/;
const TABS = /^\s*<\/?Tabs\b[^>]*>\s*$|^\s*<\/TabItem>\s*$/;
const TAB_ITEM = /^\s*<TabItem\b([^>]*)>\s*$/;
const COMPONENT_IMPORT = /^import \w+ from '@(theme|site\/src\/components)\/[\w/]+';\s*$/;
const DOC_CARD_LIST = /^\s*<DocCardList\s*\/>\s*$/;
const HOME_SECTIONS = /^\s*<HomeSections\s*\/>\s*$/;
const HOME_SEARCH = /^\s*<HomeSearch\s*\/>\s*$/;
// One pass over a line of prose: code spans are matched first and kept as they are.
const INLINE = /(`+)[\s\S]*?\1|<Brand\s+fact="(\w+)"\s*\/>|\]\(([^)\s]+)/g;

/**
 * Turns the body of an MDX article (front matter already removed) into plain Markdown, line by
 * line. Code blocks are copied untouched. Anything MDX-only that is left over fails the build,
 * so a new component is handled here before its article ships a broken copy.
 */
export function mdxToMarkdown(body: string, context: TransformContext, file = 'article'): string {
  const out: string[] = [];
  let fence = ''; // the opening marker while inside a fenced code block
  let depth = 0; // open admonitions, each one level of blockquote
  const emit = (line: string) => {
    // Dropped tags leave blank lines behind; keep one.
    if (!fence && line.trim() === '' && (out.length === 0 || /^[>\s]*$/.test(out[out.length - 1]))) return;
    const quote = '> '.repeat(depth);
    out.push(line === '' ? quote.trimEnd() : quote + line);
  };

  body.split(/\r?\n/).forEach((line, index) => {
    if (fence) {
      emit(line);
      const t = line.trim();
      if (t.startsWith(fence) && [...t].every((c) => c === fence[0])) fence = '';
      return;
    }
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opening) {
      emit(line.replace(HOWTO_MARK, ''));
      fence = opening[1];
      return;
    }
    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      const kind = admonition[2][0].toUpperCase() + admonition[2].slice(1);
      const title = (admonition[3] ?? admonition[4] ?? '').trim();
      depth++;
      emit(`**${title ? `${kind}: ${title}` : kind}**`);
      return;
    }
    if (depth > 0 && ADMONITION_CLOSE.test(line)) {
      depth--;
      if (out.length && /^>[>\s]*$/.test(out[out.length - 1])) out.pop(); // no empty last quote line
      emit('');
      return;
    }
    if (TABS.test(line)) return;
    const tab = TAB_ITEM.exec(line);
    if (tab) {
      const label = /\blabel="([^"]*)"/.exec(tab[1]) ?? /\bvalue="([^"]*)"/.exec(tab[1]);
      emit(`**${label ? label[1] : 'Option'}**`);
      return;
    }
    // The components an article imports (src/data/articleComponents.ts) are replaced below.
    if (COMPONENT_IMPORT.test(line)) return;
    if (DOC_CARD_LIST.test(line)) {
      context.cardList().split('\n').forEach(emit);
      return;
    }
    if (HOME_SECTIONS.test(line)) {
      context.sectionList().split('\n').forEach(emit);
      return;
    }
    if (HOME_SEARCH.test(line)) return; // a search box means nothing in a Markdown file

    const converted = line.replace(INLINE, (match, ticks?: string, fact?: string, href?: string) => {
      if (ticks) return match;
      if (fact) return brandText(fact);
      return `](${absoluteHref(href!, context, `${file}:${index + 1}`)}`;
    });
    const prose = converted.replace(/(`+)[\s\S]*?\1/g, '');
    if (/<\/?[A-Z][\w.]*[\s/>]/.test(prose) || /^\s*(import|export)\s/.test(prose))
      throw new Error(
        `${file}:${index + 1}: MDX left in the Markdown copy, handle it in src/plugins/markdown-copies.ts: ${line.trim()}`,
      );
    emit(converted);
  });
  if (fence || depth) throw new Error(`${file}: an unclosed code block or admonition`);
  return out.join('\n').trim();
}

/**
 * Site-absolute links become absolute links to the Markdown copy (or to the static file), so a
 * tool that follows them stays in Markdown; the HTML page is the same URL without ".md".
 */
function absoluteHref(href: string, {siteUrl, routes}: TransformContext, where: string): string {
  if (href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  if (!href.startsWith('/')) throw new Error(`${where}: relative link ${href}: use a site-absolute link`);
  const [target, fragment] = href.split('#', 2);
  const url = siteUrl + (routes.has(target) ? markdownPath(target) : target);
  return fragment === undefined ? url : `${url}#${fragment}`;
}

export default function markdownCopies(context: LoadContext): Plugin {
  return {
    name: 'markdown-copies',
    async postBuild({plugins, outDir, siteConfig}) {
      const siteUrl = siteConfig.url.replace(/\/$/, '') + siteConfig.baseUrl.replace(/\/$/, '');
      const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs');
      const [version] = (docsPlugin?.content as LoadedContent).loadedVersions;
      const sidebar = version.sidebars.docs as SidebarItem[];
      const byId = new Map(version.docs.map((d) => [d.id, d]));
      const routeOf = (d: DocMetadata) => routeOfPermalink(d.permalink);
      const byPath = new Map(version.docs.map((d) => [routeOf(d), d]));
      // The article of a sidebar entry, if it is listed: unlisted ones stay out of lists.
      const listedDoc = (id: string | undefined) => {
        const doc = id === undefined ? undefined : byId.get(id);
        return doc && !doc.unlisted ? doc : undefined;
      };
      const line = (d: DocMetadata) => `- [${d.title}](${siteUrl}${markdownPath(routeOf(d))}): ${d.description}`;

      // A category's card list as Docusaurus shows it: its articles, its sub-categories by their
      // landing page, or, without one, by their label with their articles under it.
      const cards = (items: SidebarItem[], indent = ''): string[] =>
        items.flatMap((item) => {
          const doc = listedDoc(item.type === 'doc' ? item.id : item.link?.id);
          if (doc) return [indent + line(doc)];
          if (item.type !== 'category') return [];
          return [`${indent}- **${item.label}**`, ...cards(item.items ?? [], `${indent}  `)];
        });
      const categoryOf = (id: string, items: SidebarItem[]): SidebarItem | undefined => {
        for (const item of items) {
          if (item.type !== 'category') continue;
          if (item.link?.id === id) return item;
          const found = categoryOf(id, item.items ?? []);
          if (found) return found;
        }
        return undefined;
      };

      // Every listed article under the entries, a landing page before its category's articles.
      const flatten = (items: SidebarItem[]): DocMetadata[] =>
        items.flatMap((item) => {
          const doc = listedDoc(item.type === 'doc' ? item.id : item.link?.id);
          return [...(doc ? [doc] : []), ...flatten(item.items ?? [])];
        });

      const routeSet = new Set(routes.map((r) => r.path));
      for (const route of routes) {
        const doc = byPath.get(route.path);
        if (!doc) throw new Error(`markdown-copies: no article for the route ${route.path} of routes.json`);
        const source = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
        const text = await fs.readFile(source, 'utf8');
        const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
        const markdown = mdxToMarkdown(
          body,
          {
            siteUrl,
            routes: routeSet,
            cardList: () => {
              const category = categoryOf(doc.id, sidebar);
              if (!category) throw new Error(`${source}: <DocCardList /> on a page that is no category's landing page`);
              return cards(category.items ?? []).join('\n');
            },
            // Each top-level category by its label and description, linked to its first listed
            // article, as the front page's section cards link.
            sectionList: () =>
              sidebar
                .filter((item) => item.type === 'category')
                .map((item) => {
                  const first = flatten([item])[0];
                  if (!first) throw new Error(`markdown-copies: the section ${item.label} has no listed article`);
                  return `- [${item.label}](${siteUrl}${markdownPath(routeOf(first))}): ${item.description ?? ''}`;
                })
                .join('\n'),
          },
          path.relative(context.siteDir, source),
        );
        const file = path.join(outDir, markdownPath(route.path));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, `# ${doc.title}\n\n> ${doc.description}\n\n${markdown}\n`);
      }

      // llms.txt: one section per top-level sidebar entry, in sidebar order, with every listed
      // article under it (a landing page before its category's articles).
      const sections = sidebar.map((item) => {
        const docs = flatten([item]);
        const heading = item.type === 'category' ? item.label : (docs[0]?.frontMatter.sidebar_label ?? docs[0]?.title);
        return `## ${heading}\n\n${docs.map(line).join('\n')}`;
      });
      const llms = [
        `# ${siteConfig.title}`,
        `> ${siteConfig.tagline}`,
        'Every listed article of the help centre as plain Markdown, grouped as in the sidebar. ' +
          'Each link ends in `.md`; the same address without `.md` is the article as a web page.',
        ...sections,
      ];
      await fs.writeFile(path.join(outDir, 'llms.txt'), `${llms.join('\n\n')}\n`);
    },
  };
}
