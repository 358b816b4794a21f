// The byte budgets of a reader's first visit, in one place for the build and browser tests.
// Sizes are the bytes of each file compressed with gzip level 6, a fixed measure (nginx sends the
// precompressed Brotli or gzip level 9 copies, both smaller), not a timing.
export const KB = 1024;
// JavaScript is two budgets: the code (the framework's, the theme's and ours, shared or per kind of
// page) and the article's own text, which the build compiles from its MDX into a chunk of its own
// and which grows with what the article says, not with code.
// Together, on the article that issue 30 measures (/apps/docker, `npm run measure:first-visit`),
// they must stay within firstLoadJavascriptGzip: every script its first visit loads.
export const budgets = {
  javascriptGzip: 200 * KB,
  articleTextGzip: 15 * KB,
  firstLoadJavascriptGzip: {path: '/apps/docker', gzip: 180 * KB},
  cssGzip: 20 * KB,
  imageBytes: 100 * KB,
};
