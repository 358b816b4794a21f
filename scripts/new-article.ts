// Starts a new article the right way: the source file from the template of its kind
// (templates/articles/KIND.mdx) and its entry in src/data/routes.json, in its folder's place.
//
// usage: npm run new -- /section/page-name KIND     (KIND: howto, faq, policy, concept, index)
// Then write it to CONTENT-GUIDE.md; `npm run check` says what is still missing.
import fs from 'node:fs';
import path from 'node:path';
import {ARTICLE_KINDS, sourceFile, type ArticleKind, type Route} from '../src/data/routes';

const ROUTE = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** Creates the article under siteDir and returns its source path, or throws saying why not. */
export function createArticle(siteDir: string, routePath: string, kind: string): string {
  if (!ROUTE.test(routePath)) throw new Error(`${routePath}: a route is /lower-case-words/separated-by/slashes`);
  if (kind === 'home' || !(ARTICLE_KINDS as readonly string[]).includes(kind))
    throw new Error(`${kind}: the kind is one of ${ARTICLE_KINDS.filter((k) => k !== 'home').join(', ')}`);
  const manifestPath = path.join(siteDir, 'src/data/routes.json');
  const manifest: {count: number; routes: Route[]} = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  if (manifest.routes.some((r) => r.path === routePath)) throw new Error(`${routePath} is a route already`);
  const route: Route = {path: routePath, kind: kind as ArticleKind};
  const file = path.join(siteDir, 'docs', sourceFile(route));
  if (fs.existsSync(file)) throw new Error(`${path.relative(siteDir, file)} exists already`);

  const template = fs.readFileSync(path.join(siteDir, 'templates/articles', `${kind}.mdx`), 'utf8');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, template, {flag: 'wx'});
  // The list keeps the specification's order, folder by folder: the new route goes after the last
  // route of the nearest folder it shares, or at the end.
  const folders = routePath
    .split('/')
    .slice(1, -1)
    .map((_, i, all) => `/${all.slice(0, i + 1).join('/')}`);
  const inFolder = (folder: string) =>
    manifest.routes.findLastIndex((r) => r.path === folder || r.path.startsWith(`${folder}/`));
  const after = folders.reduceRight((found, folder) => (found >= 0 ? found : inFolder(folder)), -1);
  manifest.routes.splice(after >= 0 ? after + 1 : manifest.routes.length, 0, route);
  manifest.count = manifest.routes.length;
  fs.writeFileSync(manifestPath, formatManifest(manifest));
  return file;
}

/** routes.json as it is written by hand: one route a line. */
function formatManifest(manifest: {routes: Route[]}): string {
  const {routes, ...rest} = manifest;
  const head = JSON.stringify(rest, null, 2).replace(/\n}$/, '');
  return `${head},\n  "routes": [\n${routes.map((r) => `    ${JSON.stringify(r).replace(/":/g, '": ').replace(/,"/g, ', "')}`).join(',\n')}\n  ]\n}\n`;
}

if (require.main === module) {
  const [routePath, kind] = process.argv.slice(2);
  try {
    const file = createArticle(path.resolve(__dirname, '..'), routePath ?? '', kind ?? '');
    console.log(
      `Created ${path.relative(process.cwd(), file)} and its route. Write it to CONTENT-GUIDE.md, then run npm run check.`,
    );
  } catch (error) {
    console.error(`new: ${(error as Error).message}\nusage: npm run new -- /section/page-name KIND`);
    process.exit(2);
  }
}
