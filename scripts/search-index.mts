// Writes the site search's index after `docusaurus build` (npm run build runs both; README,
// "Search"): the Pagefind index of the listed articles in build/pagefind/, and the vocabulary that
// misspelt words are corrected from, build/search-vocabulary.json.
//
// Pagefind reads only the element marked data-pagefind-body (src/theme/DocItem/Content): the
// article's title and text, never the navbar, sidebar or footer. Its default weights put the
// title (h1) and headings above body text, and each heading with an id becomes a sub-result that
// links to its anchor. Unlisted routes and the not-found page are never given to it.
//
// usage: tsx scripts/search-index.mts [site folder]   (default: build/; `.mts` because Pagefind is an
// ES module only)
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {createIndex, close} from 'pagefind';
import {builtFile, listedRoutes} from '../src/data/routes';
import {KEYWORD_WEIGHT} from '../src/search/query';
import {filesUnder} from './lib/files';
import {INDEX_CHUNK_LOCATIONS, splitIndexChunks} from './lib/pagefind-chunks.mjs';
import {kb} from './lib/sizes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The indexed text of a built page: from the data-pagefind-body element to the end of the article. */
function indexedText(html: string): string {
  const start = html.indexOf('data-pagefind-body');
  const end = html.indexOf('</article>', start);
  return html
    .slice(start, end < 0 ? undefined : end)
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

export {KEYWORD_WEIGHT};

/** The breadcrumb trail's labels above the page, home and the page itself left out. */
export function breadcrumbPath(html: string): string {
  const crumbs = /<nav[^>]*aria-label="?Breadcrumbs"?[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  // Only items whose class is exactly breadcrumbs__item: the page's own is also --active. A label
  // is the item's text, whatever the link wraps it in (a category with a landing page has
  // <a><span>Glossary</span></a>, one without has <span>Install an app</span>); the home link
  // is an icon, so it has none.
  return [...crumbs.matchAll(/<li class=("?)breadcrumbs__item\1>([\s\S]*?)(?=<li\b|<\/ul>)/g)]
    .map((m) => m[2].replace(/<[^>]+>/g, '').trim())
    .filter(Boolean)
    .join(' › ');
}

/**
 * Adds what Pagefind should know beyond the text: the page's section path as its breadcrumbs show
 * it ("Working with your server › Technical questions"), as Pagefind metadata that a result shows
 * (metadata is searched too, at Pagefind's default weight for a field, 1); and the front matter's
 * keywords, searched at the weight above, and its description, searched as body text. This HTML goes to Pagefind only, so
 * nothing here is shown on the page.
 */
export function forIndex(html: string): string {
  const section = breadcrumbPath(html);
  const meta = (name: string): string =>
    new RegExp(`<meta[^>]* name="?${name}"? content="([^"]*)"`).exec(html)?.[1] ?? '';
  const keywords = meta('keywords');
  const words =
    (keywords ? `<p data-pagefind-weight="${KEYWORD_WEIGHT}">${keywords.replaceAll(',', ', ')}.</p>` : '') +
    `<p>${meta('description')}</p>`;
  const sectionMeta = section ? `<span hidden data-pagefind-ignore data-pagefind-meta="section">${section}</span>` : '';
  return html.replace('data-pagefind-body="">', `data-pagefind-body="">${sectionMeta}${words}`);
}

/**
 * The words a misspelling can be corrected to, the most frequent first, so that a tie between two
 * candidates goes to the commoner word. Letters only, 4 to 20 of them: shorter words are never
 * corrected, and codes, hashes and version numbers are nobody's intended spelling.
 */
export function vocabulary(texts: Iterable<string>): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/[a-z]{4,20}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

/**
 * Indexes the pages at `urls` (site paths) of the site in `siteDir`. `brotliQuality` below 11
 * trades a few per cent of size for speed (the benchmark's ten-times site; its bytes only grow).
 */
export async function writeSearchIndex(
  siteDir: string,
  urls: readonly string[],
  {brotliQuality = 11}: {brotliQuality?: number} = {},
): Promise<Record<string, number>> {
  // The heading anchors' "#" links hold only a zero-width space: left in, it shows in result titles.
  const {index, errors} = await createIndex({forceLanguage: 'en', excludeSelectors: ['.hash-link']});
  if (!index) throw new Error(`search-index: Pagefind did not start: ${errors.join('; ')}`);
  const texts: string[] = [];
  try {
    for (const url of urls) {
      const html = await fs.readFile(path.join(siteDir, builtFile({path: url})), 'utf8');
      if (!html.includes('data-pagefind-body')) throw new Error(`search-index: ${url} has no data-pagefind-body`);
      const added = await index.addHTMLFile({url, content: forIndex(html)});
      if (added.errors.length) throw new Error(`search-index: ${url}: ${added.errors.join('; ')}`);
      texts.push(indexedText(forIndex(html)));
    }
    // Chunk names change with their content: old ones would pile up.
    await fs.rm(path.join(siteDir, 'pagefind'), {recursive: true, force: true});
    const written = await index.writeFiles({outputPath: path.join(siteDir, 'pagefind')});
    if (written.errors.length) throw new Error(`search-index: ${written.errors.join('; ')}`);
  } finally {
    await close();
  }
  // Pagefind also writes its own ready-made interfaces; the site has its own (src/theme/SearchBar).
  for (const file of await fs.readdir(path.join(siteDir, 'pagefind'))) {
    if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file))
      await fs.rm(path.join(siteDir, 'pagefind', file));
  }
  await fs.writeFile(path.join(siteDir, 'search-vocabulary.json'), JSON.stringify(vocabulary(texts)));
  // Still gzip-compressed, as Pagefind writes them: recompress() below expects that.
  await splitIndexChunks(
    path.join(siteDir, 'pagefind'),
    INDEX_CHUNK_LOCATIONS,
    async (file) => gunzip(await fs.readFile(file)),
    async (file, bytes) => fs.writeFile(file, await gzip(bytes, {level: 9})),
  );
  return recompress(path.join(siteDir, 'pagefind'), brotliQuality);
}

const gunzip = promisify(zlib.gunzip);
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Pagefind's own files, which it writes gzip-compressed: the index, fragments, metadata, WebAssembly. */
const pagefindCompressed = /\.(pf_index|pf_fragment|pf_filter|pf_meta|pagefind)$/;

/**
 * Pagefind gzips its chunks itself, and its library inflates them in JavaScript, on the reader's
 * main thread. Written uncompressed instead (Pagefind reads both: a file that starts with its
 * signature is used as it is), each with a Brotli and a gzip copy next to it, they are sent with
 * `Content-Encoding` by nginx's brotli_static/gzip_static like the rest of the site: Brotli is
 * 10–20 % smaller than Pagefind's gzip, and the browser decodes it natively. Its library and entry
 * file get their copies here too, so that an index written outside `npm run build` (the search
 * benchmark's larger site) is served as the real one is. Returns the Brotli bytes by kind.
 */
async function recompress(dir: string, quality: number): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  // Not the worker and the WebAssembly for pages of no known language: the site uses neither.
  const files = filesUnder(dir, new RegExp(`${pagefindCompressed.source}|\\.(js|json)$`))
    .map((file) => path.relative(dir, file))
    .filter((f) => !/^(pagefind-worker\.js|wasm\.unknown\.)/.test(f));
  const queue = [...files];
  const worker = async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const file = path.join(dir, f);
      const stored = await fs.readFile(file);
      const raw = pagefindCompressed.test(f) ? await gunzip(stored) : stored;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        pagefindCompressed.test(f) ? stored : gzip(raw, {level: 9}),
      ]);
      await Promise.all([fs.writeFile(file, raw), fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      const kind = path.dirname(f) === '.' ? path.extname(f).slice(1) : path.dirname(f);
      sizes[kind] = (sizes[kind] ?? 0) + br.length;
    }
  };
  await Promise.all(Array.from({length: 4}, worker));
  return sizes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const siteDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
  const listed = listedRoutes.map((r) => r.path);
  const started = Date.now();
  const sizes = await writeSearchIndex(siteDir, listed);
  const brotliSizes = Object.entries(sizes)
    .map(([kind, bytes]) => `${kind} ${kb(bytes).trim()}`)
    .join(', ');
  console.log(
    `search-index: ${listed.length} articles indexed into ${path.relative(root, siteDir) || '.'}/pagefind in ${Date.now() - started} ms (Brotli: ${brotliSizes})`,
  );
}
