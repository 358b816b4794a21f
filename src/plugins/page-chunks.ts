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
// - A chunk's id is its name. The bundler's runtime (runtime~main.js, on every page) maps each
//   chunk's id to its file: with numeric ids it held three maps of every chunk of the site, id to
//   name, id to content hash, and Docusaurus's name to id (`__webpack_require__.gca`, for
//   prefetching). With the name as the id, the first is left out by the bundler and the third is
//   not needed: Docusaurus's function is replaced by one without a map. Only the hashes remain.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type webpack from 'webpack';
import type {WebpackPluginInstance} from 'webpack';

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

/**
 * Docusaurus's `__webpack_require__.gca` (a chunk's name to its address, for prefetching), for a
 * build whose chunk ids are their names: the same function without its map of every chunk.
 */
function chunkAssetByName(bundler: typeof webpack): WebpackPluginInstance {
  const name = 'page-chunks-chunk-asset';
  class ChunkAssetByName extends bundler.RuntimeModule {
    constructor() {
      super(name, bundler.RuntimeModule.STAGE_ATTACH);
    }
    override generate() {
      return '__webpack_require__.gca = function(chunkId) { return __webpack_require__.p + __webpack_require__.u(chunkId); };';
    }
  }
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) =>
        compilation.hooks.additionalTreeRuntimeRequirements.tap(name, (chunk) =>
          compilation.addRuntimeModule(chunk, new ChunkAssetByName()),
        ),
      );
    },
  };
}

export default function pageChunks(context: LoadContext): Plugin {
  const routeTable = path.join(context.generatedFilesDir, 'routes.js');
  const lazyComponentCreator = path.join(context.siteDir, 'src/components/LazyComponentCreator.tsx');
  return {
    name: 'page-chunks',
    configureWebpack(config, isServer, {currentBundler}) {
      // On the server as in the browser, so that both render the same tree.
      const lazyRoutes = new currentBundler.instance.NormalModuleReplacementPlugin(
        /^@docusaurus\/ComponentCreator$/,
        (resource: {request: string; contextInfo: {issuer: string}}) => {
          if (resource.contextInfo.issuer === routeTable) resource.request = lazyComponentCreator;
        },
      );
      // Only a production build writes the manifest; `docusaurus start` renders nothing on the server.
      if (isServer || process.env.NODE_ENV !== 'production') return {plugins: [lazyRoutes]};
      const plugins = config.plugins ?? [];
      config.plugins = plugins.filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      // Were Docusaurus's plugin renamed, both functions would be in the runtime, the map with them.
      if (config.plugins.length !== plugins.length - 1)
        throw new Error("page-chunks: Docusaurus's ChunkAssetPlugin was not found in the client configuration");
      return {
        optimization: {chunkIds: 'named' as const},
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
          chunkAssetByName(currentBundler.instance),
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
