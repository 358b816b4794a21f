// Where a code block finds its highlighter (src/theme/CodeBlock/Content). The highlighter itself
// (./index.ts) is imported only by the articles that have code blocks, so pages without any load
// none of Prism. This module is what the two share, and it is tiny.
import type {HighlightComponent} from './PrismHighlight';

let highlight: HighlightComponent | undefined;

export const setHighlight = (component: HighlightComponent): void => {
  highlight = component;
};

/** The highlighter, once an article with code blocks has loaded it; undefined before. */
export const getHighlight = (): HighlightComponent | undefined => highlight;

// True from the start of the site's code in a browser until React has hydrated the page the server
// sent (Docusaurus calls onRouteDidUpdate, below, once the first render is committed). A code block
// rendered in that time finds its highlighted lines already in the page, and keeps them.
let hydrating = typeof document !== 'undefined';

/** Whether a code block being rendered now is being hydrated over the server's HTML. */
export const isHydrating = (): boolean => hydrating;

/** Client module lifecycle (src/plugins/code-highlighting.ts registers this file). */
export function onRouteDidUpdate(): void {
  hydrating = false;
}
