// The sidebar's top-level sections that have arrived in this page (src/plugins/docs-sections.ts
// explains the split): the page's own ones, which its route loads before it renders, and those
// the reader has reached for since.
import {useSyncExternalStore} from 'react';
import type {PropSidebarItemCategory, PropVersionDocs, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import loaders from '@generated/docusaurus-plugin-content-docs/default/sidebar-sections';
import {sectionKey} from './sectionKey';

export type SidebarSection = {
  key: string;
  version: string;
  sidebar: string;
  index: number;
  category: PropSidebarItemCategory;
  docs: PropVersionDocs;
};

let arrived: readonly SidebarSection[] = [];
const listeners = new Set<() => void>();

/** Called by each section's module as it loads. */
export function addSection(section: SidebarSection): SidebarSection {
  if (!arrived.some((s) => s.key === section.key)) {
    arrived = [...arrived, section];
    listeners.forEach((listener) => listener());
  }
  return section;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => arrived;

// On the server, sections of pages rendered before stay here too; they change nothing this page
// shows: a section not its own is collapsed, and the theme renders no collapsed category's items.
export const useArrivedSections = (): readonly SidebarSection[] => useSyncExternalStore(subscribe, snapshot, snapshot);

// Which section a top-level category or a stub's items are, for the wrappers that load it: the
// theme hands them the sidebar's own objects, also in the mobile menu, outside this version's context.
const sectionOf = new WeakMap<object, string>();

/** The version's metadata with every section that has arrived in place of its stub. */
export function withSections(version: PropVersionMetadata, sections: readonly SidebarSection[]): PropVersionMetadata {
  const mine = sections.filter((s) => s.version === version.version);
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([sidebar, items]) => [
      sidebar,
      items.map((item, index) => {
        if (item.type !== 'category') return item;
        const key = sectionKey(version.version, sidebar, index);
        const whole = mine.find((s) => s.key === key)?.category;
        sectionOf.set(whole ?? item, key);
        if (!whole) sectionOf.set(item.items, key);
        return whole ?? item;
      }),
    ]),
  );
  return {...version, docsSidebars, docs: Object.assign({}, version.docs, ...mine.map((s) => s.docs))};
}

/**
 * Loads the section of `item` (a top-level category, or the items of one still a stub), if it has
 * not arrived. A failed load leaves the stub; the next reach tries again.
 */
export function reachSection(item: object): void {
  const key = sectionOf.get(item);
  if (key && !arrived.some((s) => s.key === key)) loaders[key]?.().catch(() => undefined);
}
