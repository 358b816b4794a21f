import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {provider} from './src/data/provider';
import {mainSections} from './src/data/sections';
import markdownCopies from './src/plugins/markdown-copies';
import colourModeGuard from './src/plugins/colour-mode-guard';
import search from './src/plugins/search';
import {vcs} from './src/config/lastUpdate';
import yourValuesPanel from './src/plugins/your-values-panel';
import codeHighlighting, {importHighlighter} from './src/plugins/code-highlighting';
import {parseFrontMatter} from './src/config/frontMatter';
import {ssrTemplate} from './src/config/ssrTemplate';
import pageChunks from './src/plugins/page-chunks';
import {lightCodeTheme, darkCodeTheme} from './src/config/codeThemes';

// The public address of the site, used for canonical URLs and the sitemap.
// Set SITE_URL at build time for a real deployment; the default is the brand's reserved domain.
const siteUrl = process.env.SITE_URL ?? 'https://help.rackfield.example';

const config: Config = {
  title: provider.siteTitle,
  tagline: provider.tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,

  // Without JavaScript, tabs cannot switch: every panel is shown, each under its tab's label
  // (src/theme/TabItem), and the tab list is hidden. The "Your values" panel is hidden too: nothing
  // can be filled without JavaScript. Readers with JavaScript never parse it.
  // !important: the site's stylesheet comes after this and sets the same properties.
  headTags: [
    {
      tagName: 'noscript',
      attributes: {},
      innerHTML:
        '<style>[role=tablist]{display:none!important}[role=tabpanel][hidden]{display:block!important}.tab-label-no-js{display:block!important;font-weight:var(--ifm-font-weight-bold)}#your-values{display:none!important}</style>',
    },
  ],

  // The site's code runs once the page is painted (why: src/config/ssrTemplate.ts).
  ssrTemplate,
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    // Rspack, SWC and Lightning CSS. siteStorageNamespacing stays off so the colour mode
    // is stored under the plain `theme` key that the spec names.
    faster: true,
    v4: {removeLegacyPostBuildHeadAttribute: true},
    // "Last updated" from git, with a fallback that also works outside a git checkout.
    experimental_vcs: vcs,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}},
  },

  markdown: {
    format: 'mdx',
    // Adds each article's kind (routes.json) and a faq's answer paragraph, for structured data.
    parseFrontMatter,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is under plugins, wrapped by src/plugins/docs-sections.
        docs: false,
        blog: false,
        pages: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null, ignorePatterns: ['/search']},
      } satisfies Preset.Options,
    ],
  ],

  // /llms.txt and a Markdown copy of every article (/apps/docker.md), written after the build; an
  // unknown stored or requested colour mode treated as the default; search: the /search page, and
  // the Pagefind index of the articles written after the build (README, "Search"). The box itself
  // is src/theme/SearchBar. Prism in the articles with code only (src/plugins/code-highlighting.ts).
  plugins: [
    // The docs plugin, with each top-level section of the sidebar loaded by its own pages only.
    [
      './src/plugins/docs-sections.ts',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        breadcrumbs: true,
        showLastUpdateTime: true,
        // The "Your values" panel and Prism, imported by the articles that use them only.
        remarkPlugins: [yourValuesPanel, importHighlighter],
      } satisfies Preset.Options['docs'],
    ],
    markdownCopies,
    colourModeGuard,
    search,
    codeHighlighting,
    // Each page's HTML names its own route's scripts; route components built when first needed
    // (src/plugins/page-chunks.ts).
    pageChunks,
  ],
  // The Page Error screen when a page's code fails to load (src/theme/Loading).
  // Each link's prefetch in an idle moment of its own (src/clientModules/idlePrefetch.ts).
  clientModules: ['./src/clientModules/pageError.ts', './src/clientModules/idlePrefetch.ts'],

  themeConfig: {
    // Link previews (Open Graph, Twitter): one card for every page, drawn by scripts/make-social-card.mjs.
    image: 'img/social-card.png',
    metadata: [
      {property: 'og:site_name', content: provider.siteTitle},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      {property: 'og:image:alt', content: `${provider.siteTitle}: ${provider.tagline}`},
      {name: 'twitter:image:alt', content: `${provider.siteTitle}: ${provider.tagline}`},
    ],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'help-centre-launch-2026',
      content: `Can't find an answer? Open a ticket in the <a href="${provider.billingPanelUrl}">billing panel</a> or write to <a href="mailto:${provider.supportEmail}">${provider.supportEmail}</a>.`,
      isCloseable: true,
    },
    navbar: {
      title: provider.siteTitle,
      hideOnScroll: true,
      logo: {
        alt: `${provider.name} logo`,
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [],
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Help topics',
          items: mainSections.map(({label, to}) => ({label, to})),
        },
        {
          title: 'Contact us',
          items: [
            {label: 'Open a ticket in the billing panel', href: provider.billingPanelUrl},
            {label: `Technical support: ${provider.supportEmail}`, href: `mailto:${provider.supportEmail}`},
            {label: `Billing: ${provider.billingEmail}`, href: `mailto:${provider.billingEmail}`},
            {label: 'Service status', href: provider.statusPageUrl},
            {label: 'Get a faster answer from support', to: '/billing-inside/faster-answer'},
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} ${provider.name}. Technical support is available ${provider.technicalSupportHours}.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Grammars beyond Prism's built-in set are added by src/components/CodeHighlighting, which
      // loads with every article that has code: bash only, in 614 of the 826 blocks.
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
