// Syntax highlighting for code blocks: Prism's core with the grammars the articles use (bash, YAML,
// SQL, JSON; the blocks in other languages were shown unhighlighted before too), rendered by
// ./PrismHighlight.tsx. The front page, the section pages and a third of the articles have no code
// at all, so the theme's client module that loaded Prism with every page is switched off
// (src/plugins/code-highlighting.ts), and the remark plugin there imports this module into each
// article with a code block: it loads with that article's own code, before it renders or hydrates.
//
// Not prism-react-renderer's bundled Prism: setting up its ~25 grammars took 400 ms of a long
// article's first visit on a phone-speed CPU (profile of /apps/docker), these four a few ms.
import type {Grammar, TokenStream} from 'prismjs';
import {makeHighlight} from './PrismHighlight';
import {setHighlight} from './highlight';

type Prism = {
  languages: Record<string, Grammar | undefined>;
  tokenize: (code: string, grammar: Grammar) => TokenStream;
};

// Prism's grammar files extend the Prism on the window. `manual`: Prism's core would otherwise
// highlight every <code class="language-…"> of the page by itself once loaded, under React.
const host = globalThis as {Prism?: unknown};
host.Prism = {manual: true, disableWorkerMessageHandler: true};
/* eslint-disable @typescript-eslint/no-require-imports -- each must run after the line before it, which imports would not */
const prism = require('prismjs/components/prism-core') as Prism;
host.Prism = prism;
require('prismjs/components/prism-bash');
require('prismjs/components/prism-yaml');
require('prismjs/components/prism-sql');
require('prismjs/components/prism-json');
/* eslint-enable @typescript-eslint/no-require-imports */
delete host.Prism;

setHighlight(makeHighlight(prism));
