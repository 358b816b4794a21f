// Site search (README, "Search"): adds the /search page. The Pagefind index itself is written
// after `docusaurus build` by scripts/search-index.mts (the build script runs both): Pagefind is
// an ES module only, which Docusaurus' loader of this file cannot import.
import type {Plugin} from '@docusaurus/types';

export default function search(): Plugin {
  return {
    name: 'search',
    async contentLoaded({actions}) {
      // The one page outside routes.json; the sitemap leaves it out (ignorePatterns in the config).
      actions.addRoute({path: '/search', exact: true, component: '@site/src/components/SearchPage'});
    },
  };
}
