// The search code (src/search/engine.ts) and Pagefind's library, loaded once per visit when a
// reader first reaches for search: it is not part of any page's JavaScript.
type Engine = typeof import('./engine');
let engine: Promise<Engine> | undefined;

export function loadSearch(baseUrl: string): Promise<Engine> {
  engine ??= import('./engine').then((module) => {
    module.loadEngine(baseUrl).catch(() => undefined);
    return module;
  });
  engine.catch(() => (engine = undefined));
  return engine;
}
