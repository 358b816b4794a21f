// The docs plugin, with each top-level section of the sidebar in a chunk of its own (issue #30).
//
// The docs plugin gives every doc page one prop, its version's metadata: the whole sidebar and the
// title and description of every doc, which grows with every article. Here that prop keeps only
// the top level of each sidebar, every top-level category as a stub that the theme renders exactly
// as the category itself while it is collapsed (see `stub`), and the docs that are in no section.
// Each section (its whole subtree and its docs) becomes a module of its own, which every page of
// that section lists among its route's modules: Docusaurus loads it with the page, before the
// server renders it, before the browser hydrates it and before a client-side navigation shows it.
// The module hands its section to src/theme/DocRoot/sections.ts, and the DocRoot wrapper puts every
// section that has arrived back into the version's metadata. Other sections arrive when the reader
// reaches for them (src/theme/DocSidebarItem/Category, src/theme/DocSidebarItems).
//
// The plugin's global data (in main.js, on every page) lists every doc too, for the navbar's doc
// links and version menus, which this site has none of: that list is left empty.
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {
  LoadedContent,
  PluginOptions,
  PropSidebarItem,
  PropSidebarItemCategory,
  PropSidebarItemLink,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {sectionKey} from '../theme/DocRoot/sectionKey';

// The front page lists every section with its articles (src/components/HomeSections).
const PAGES_WITH_EVERY_SECTION = ['/'];

/** The link the theme renders for a collapsed category without a page of its own (findFirstSidebarItemLink). */
function firstLink(item: PropSidebarItem): PropSidebarItemLink | undefined {
  if (item.type === 'link') return item.unlisted ? undefined : item;
  if (item.type !== 'category') return undefined;
  if (item.href && !item.linkUnlisted) return {type: 'link', href: item.href, label: item.label};
  for (const child of item.items) {
    const link = firstLink(child);
    if (link) return link;
  }
  return undefined;
}

/**
 * A top-level category as the theme needs it collapsed: all its own fields, and of its items only
 * its first link, which is what the server renders as its link (and a visible child, which makes
 * it a category and not a plain link). Expanded before its section has arrived, it shows that link.
 */
function stub(category: PropSidebarItemCategory): PropSidebarItemCategory {
  const first = category.items.map(firstLink).find(Boolean);
  // Without any link under it (only HTML items), the category stays whole.
  return first ? {...category, items: [first]} : category;
}

/** Every page address in a sidebar subtree. */
function hrefsOf(item: PropSidebarItem): string[] {
  if (item.type === 'link') return [item.href];
  if (item.type !== 'category') return [];
  return [...(item.href ? [item.href] : []), ...item.items.flatMap(hrefsOf)];
}

function eachRoute(route: RouteConfig, visit: (route: RouteConfig) => void): void {
  visit(route);
  route.routes?.forEach((child) => eachRoute(child, visit));
}

/**
 * Gives each page of a version's routes its sections' modules, and the version prop the rest.
 * Returns each section's key and module.
 */
async function splitIntoSections(
  versionRoute: RouteConfig,
  content: LoadedContent,
  createData: PluginContentLoadedActions['createData'],
): Promise<[string, string][]> {
  const version = versionRoute.props!.version as PropVersionMetadata;
  const loaded = content.loadedVersions.find((v) => v.versionName === version.version)!;
  const permalinkOf = new Map(loaded.docs.map((doc) => [doc.id, doc.permalink]));
  const modulesAt = new Map<string, string[]>(); // page address → its sections' modules
  const sections: [string, string][] = [];
  const inSections = new Set<string>();
  const docsSidebars: PropVersionMetadata['docsSidebars'] = {};

  for (const [sidebar, items] of Object.entries(version.docsSidebars)) {
    docsSidebars[sidebar] = await Promise.all(
      items.map(async (item, index) => {
        if (item.type !== 'category') return item;
        const key = sectionKey(version.version, sidebar, index);
        const hrefs = new Set(hrefsOf(item));
        const docs = Object.fromEntries(
          Object.entries(version.docs).filter(([id]) => hrefs.has(permalinkOf.get(id) ?? '')),
        );
        Object.keys(docs).forEach((id) => inSections.add(id));
        const section = {key, version: version.version, sidebar, index, category: item, docs};
        const module = await createData(
          `sidebar-section-${key.replace(/[^\w-]/g, '-')}.js`,
          // The section hands itself over as it loads; as a route module its value is a page prop too.
          `import {addSection} from '@site/src/theme/DocRoot/sections';\nexport default addSection(${JSON.stringify(section)});\n`,
        );
        sections.push([key, module]);
        for (const href of hrefs) modulesAt.set(href, [...(modulesAt.get(href) ?? []), module]);
        return stub(item);
      }),
    );
  }
  const every = sections.map(([, module]) => module);
  for (const page of PAGES_WITH_EVERY_SECTION) modulesAt.set(page, every);

  // The pages, not the routes around them (the version's and DocRoot's are at '/' too).
  eachRoute(versionRoute, (route) => {
    const modules = route.exact ? modulesAt.get(route.path) : undefined;
    if (modules) route.modules = {...route.modules, sidebarSections: Object.fromEntries(modules.entries())};
  });
  versionRoute.props = {
    ...versionRoute.props,
    version: {
      ...version,
      docsSidebars,
      docs: Object.fromEntries(Object.entries(version.docs).filter(([id]) => !inSections.has(id))),
    } satisfies PropVersionMetadata,
  };
  return sections;
}

export default async function docsSections(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded({content, actions}) {
      const routes: RouteConfig[] = [];
      const sections: [string, string][] = [];
      await plugin.contentLoaded!({
        content,
        actions: {
          ...actions,
          addRoute: (route) => void routes.push(route),
          setGlobalData: (data) => {
            const {versions} = data as {versions: {docs: unknown[]}[]};
            actions.setGlobalData({...(data as object), versions: versions.map((v) => ({...v, docs: []}))});
          },
        },
      });
      for (const route of routes) {
        const versionRoutes: RouteConfig[] = [];
        eachRoute(route, (r) => r.props?.version && versionRoutes.push(r));
        for (const versionRoute of versionRoutes)
          sections.push(...(await splitIntoSections(versionRoute, content, actions.createData)));
        actions.addRoute(route);
      }
      // Each section by its key, to load one the reader reaches for (src/theme/DocRoot/sections.ts).
      await actions.createData(
        'sidebar-sections.js',
        `export default {\n${sections.map(([key, module]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(module)}),\n`).join('')}};\n`,
      );
    },
  };
}
// The docs plugin's own options, with their defaults (Docusaurus reads this export of a plugin module).
export {validateOptions};
