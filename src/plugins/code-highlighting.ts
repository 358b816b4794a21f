// Build time (Node): Prism loads with the articles that have code blocks, and with no other page
// (why: src/components/CodeHighlighting/index.ts).
// - The remark plugin of the docs adds `import '@site/src/components/CodeHighlighting'` to an
//   article with a code block anywhere in it (in tabs too), so Prism is in that article's chunks.
// - The Docusaurus plugin switches off the theme's client module that imported Prism into main.js
//   for every page (the grammars it added, themeConfig.prism.additionalLanguages, are now added by
//   the module above, which also leaves out prism-react-renderer's own Prism and its grammars), and
//   gives Prism a chunk of its own: used by more than half of the pages, it
//   would otherwise join Docusaurus's `common` chunk, which every page downloads.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mdxImport, type MdxNode} from './mdx-import';

const HIGHLIGHTER = '@site/src/components/CodeHighlighting';

const hasCode = (node: MdxNode): boolean =>
  node.type === 'code' || (Array.isArray(node.children) && (node.children as MdxNode[]).some(hasCode));

export function importHighlighter() {
  return (tree: {type: string; children: MdxNode[]}) => {
    if (hasCode(tree)) tree.children.unshift(mdxImport(HIGHLIGHTER));
  };
}

export default function codeHighlighting(): Plugin {
  const themeLib = path.dirname(require.resolve('@docusaurus/theme-classic'));
  return {
    name: 'code-highlighting',
    // Tells a code block whether it is hydrated over the server's HTML (src/theme/CodeBlock/Content).
    getClientModules: () => [path.resolve(__dirname, '../components/CodeHighlighting/highlight.ts')],
    configureWebpack: (_config, isServer) => ({
      // `false`: the module is empty. Its path is how the theme lists it among the client modules.
      resolve: {alias: {[path.join(themeLib, 'prism-include-languages')]: false}},
      // The server's bundle is not split.
      optimization: isServer
        ? {}
        : {
            splitChunks: {
              cacheGroups: {
                // Priority above Docusaurus's `common` (40).
                prism: {
                  test: /[\\/]prismjs[\\/]|[\\/]CodeHighlighting[\\/](index\.ts|PrismHighlight\.tsx)$/,
                  name: 'prism',
                  priority: 45,
                  enforce: true,
                },
              },
            },
          },
    }),
  };
}
