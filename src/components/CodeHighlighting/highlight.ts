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
