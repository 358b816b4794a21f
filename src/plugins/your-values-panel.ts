// Build time (Node): a remark plugin of the docs that puts the "Your values" panel at the start of
// an article whose front matter lists placeholders (derived by src/config/frontMatter.ts), with an
// import of its component. So the panel's code is in the chunk of those articles only, as
// DocCardList is in the landing pages', and the other pages load none of it; and it is in the first
// HTML, where its closed summary takes its place before anything is filled.
// The Markdown copies are written from the sources and never see it.
import {mdxImport, type MdxNode} from './mdx-import';

const COMPONENT = 'YourValuesPanel';
const SOURCE = '@site/src/components/YourValues';

export default function yourValuesPanel() {
  return (tree: {children: MdxNode[]}, file: {data: {frontMatter?: {placeholders?: unknown}}}) => {
    const names = file.data.frontMatter?.placeholders;
    if (!Array.isArray(names) || names.length === 0) return;
    // The component reads the names from the article's context (src/theme/DocItem/Content).
    tree.children.unshift(mdxImport(SOURCE, COMPONENT), {
      type: 'mdxJsxFlowElement',
      name: COMPONENT,
      attributes: [],
      children: [],
    });
  };
}
