// Loader for Docusaurus's chunk registry (.docusaurus/registry.js) in the browser's bundle only
// (src/plugins/page-chunks.ts). Each entry holds its module's import path
// ("@site/docs/apps/docker.mdx") for react-loadable to report the modules a page rendered with,
// which only the server's render reads. In main.js those paths were one string per article, in
// every page's first download. Here they become 0.
module.exports = function clientRegistry(source) {
  let replaced = 0;
  const result = source.replace(/(\), )"(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/g, (_, before, after) => {
    replaced += 1;
    return `${before}0${after}`;
  });
  // A registry in another shape would silently keep the paths.
  if (!replaced) throw new Error('client-registry-loader: no entry of .docusaurus/registry.js was understood');
  return result;
};
