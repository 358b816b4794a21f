// The theme's inline script copies a stored `theme` value, `?docusaurus-theme=` or
// `?docusaurus-data-theme=` into <html data-theme> as it is, so "garbage" gave a half-light page
// with a hidden logo and an invisible toggle. This script, placed right after the theme's at the
// start of <body> and before the page is painted or hydrated, treats any value other than light
// or dark as the default mode. Its CSP hash is computed from the build like the theme's.
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

export default function colourModeGuard(context: LoadContext): Plugin {
  const {defaultMode} = (context.siteConfig.themeConfig as ThemeConfig).colorMode!;
  const script = `(function(){var d=document.documentElement,t=d.getAttribute('data-theme');if(t!=='light'&&t!=='dark'){d.setAttribute('data-theme','${defaultMode}');d.setAttribute('data-theme-choice','${defaultMode}')}})();`;
  return {
    name: 'colour-mode-guard',
    injectHtmlTags: () => ({preBodyTags: [{tagName: 'script', innerHTML: script}]}),
  };
}
