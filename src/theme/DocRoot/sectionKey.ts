/**
 * The name of a top-level sidebar section, a category at `index` in the top level of sidebar
 * `sidebar` of docs version `version`: the same on the build side (src/plugins/docs-sections.ts),
 * which writes each section's module under it, and in the browser, which asks for it.
 */
export const sectionKey = (version: string, sidebar: string, index: number): string => `${version}/${sidebar}/${index}`;
