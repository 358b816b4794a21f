// Written by src/plugins/docs-sections.ts: each top-level sidebar section's loader, by its key.
declare module '@generated/docusaurus-plugin-content-docs/default/sidebar-sections' {
  const loaders: Record<string, () => Promise<unknown>>;
  export default loaders;
}
