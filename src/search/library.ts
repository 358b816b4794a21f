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

/** Loads and starts the library once per visit. */
export function loadEngine(baseUrl: string): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<Pagefind>).then(
    async (library) => {
      // No web worker: it would be one more file to download, and searching 180 articles is quick.
      await library.options({baseUrl, excerptLength: 24, noWorker: true});
      await library.init();
      return library;
    },
  );
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}
