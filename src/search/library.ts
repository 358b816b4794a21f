// Pagefind's library and the index it wrote at build time (scripts/search-index.mts). Started by
// the search box on first focus or hover, in parallel with the rest of the search code, so the
// library, its WebAssembly and the index's metadata are on their way while that code loads.
import type {PagefindData} from './engine';

export type PagefindHit = {id: string; score: number; data: () => Promise<PagefindData>};
export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{results: PagefindHit[]}>;
};

let pagefind: Promise<Pagefind> | undefined;

/**
 * Pagefind asks for its files one after another: the library, then its entry file, then the
 * WebAssembly and the index's metadata. These preloads start the entry file and the WebAssembly
 * (the largest file, about 50 KB; "en" because scripts/search-index.mts indexes the site as
 * English) together with the library, a round trip or two earlier. The browser hands each
 * preload to Pagefind's own request for the same address (the entry's is made the same by
 * `metaCacheTag`), so nothing is downloaded twice; if one does not match, Pagefind fetches the
 * file itself.
 */
function preload(bundle: string, tag: string): void {
  for (const file of [`pagefind-entry.json?ts=${tag}`, 'wasm.en.pagefind']) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    // The mode and credentials of fetch(), which Pagefind uses: only then does a preload match.
    link.crossOrigin = 'anonymous';
    link.href = bundle + file;
    document.head.append(link);
  }
}

/** Loads and starts the library once per visit. */
export function loadEngine(baseUrl: string): Promise<Pagefind> {
  if (pagefind) return pagefind;
  // A new tag each visit, as Pagefind's own default (the time), so an entry file is never reused.
  const tag = String(Date.now());
  preload(`${baseUrl}pagefind/`, tag);
  pagefind = (import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<Pagefind>).then(
    async (library) => {
      // No web worker: it would be one more file to download, and searching 180 articles is quick.
      await library.options({baseUrl, excerptLength: 24, noWorker: true, metaCacheTag: tag});
      await library.init();
      return library;
    },
  );
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}
