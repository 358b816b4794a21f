// Syntax highlighting for code blocks: Prism, through prism-react-renderer, with the bash grammar
// added. Setting up Prism's grammars was the longest piece of work in main.js (about 185 ms of its
// 280 ms first task, in a CPU profile of the front page slowed four times as Lighthouse's phone),
// and the front page, the section pages and a third of the articles have no code at all. So the
// theme's client module that loaded Prism with every page is switched off
// (src/plugins/code-highlighting.ts), and the remark plugin there imports this module into each
// article with a code block: it loads with that article's own code, before it renders or hydrates.
import {Highlight, Prism} from 'prism-react-renderer';
import {setHighlight} from './highlight';

// Prism's grammar files extend the Prism on the window, as the theme's loader does it.
const host = globalThis as {Prism?: typeof Prism};
host.Prism = Prism;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must run after the line above, which an import would not
require('prismjs/components/prism-bash');
delete host.Prism;

setHighlight(Highlight);
