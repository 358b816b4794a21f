// What each page's scripts are, and what main.js does as it starts (README, "Performance and
// accessibility budgets").
//
// - Each page's HTML names the code of its own route (the article, its props, its layout), as
//   Docusaurus means it to. Docusaurus looks the modules a page rendered with up by import path
//   ("@site/docs/apps/docker.mdx") in the client manifest's `origins`, but with webpack 5 and rspack
//   that manifest keys `origins` by chunk name ("e22ae5aa"): nothing matched, every page named only
//   runtime and main, and the browser learnt of the route's chunks only once main.js had arrived and
//   run, one round trip later. Once the client bundle is written, this adds each chunk's import path
//   beside its chunk name, from Docusaurus's chunk registry.
// - The route table builds each route's component when first needed
//   (src/components/LazyComponentCreator.tsx).
// - main.js's registry leaves out the import paths only the server reads
//   (src/plugins/client-registry-loader.cjs).
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

// One registry entry: "e22ae5aa": [() => import(/* webpackChunkName: "e22ae5aa" */ "@site/…"), …
const registryEntry = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\]|\\.)*")\)/gm;

function addImportPathOrigins(generatedFilesDir: string): void {
  const manifestPath = path.join(generatedFilesDir, 'client-manifest.json');
  const registry = fs.readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {origins: Record<string, unknown[]>};
  let added = 0;
  for (const [, chunkName, importPath] of registry.matchAll(registryEntry)) {
    // A module the bundler left in main.js has no chunk of its own.
    const chunks = manifest.origins[chunkName!];
    if (!chunks) continue;
    manifest.origins[JSON.parse(importPath!) as string] = chunks;
    added += 1;
  }
  // A registry in another shape would silently bring back HTML without route chunks.
  if (!added) throw new Error('page-chunks: no entry of .docusaurus/registry.js was understood');
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
}

export default function pageChunks(context: LoadContext): Plugin {
  const routeTable = path.join(context.generatedFilesDir, 'routes.js');
  const lazyComponentCreator = path.join(context.siteDir, 'src/components/LazyComponentCreator.tsx');
  return {
    name: 'page-chunks',
    configureWebpack(_config, isServer, {currentBundler}) {
      // On the server as in the browser, so that both render the same tree.
      const lazyRoutes = new currentBundler.instance.NormalModuleReplacementPlugin(
        /^@docusaurus\/ComponentCreator$/,
        (resource: {request: string; contextInfo: {issuer: string}}) => {
          if (resource.contextInfo.issuer === routeTable) resource.request = lazyComponentCreator;
        },
      );
      // Only a production build writes the manifest; `docusaurus start` renders nothing on the server.
      if (isServer || process.env.NODE_ENV !== 'production') return {plugins: [lazyRoutes]};
      return {
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'registry.js'),
              enforce: 'pre' as const,
              use: [{loader: path.join(context.siteDir, 'src/plugins/client-registry-loader.cjs')}],
            },
          ],
        },
        plugins: [
          lazyRoutes,
          {
            apply(compiler: {hooks: {done: {tap(name: string, run: () => void): void}}}) {
              compiler.hooks.done.tap('page-chunks', () => addImportPathOrigins(context.generatedFilesDir));
            },
          },
        ],
      };
    },
  };
}
