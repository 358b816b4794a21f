// Build time (Node): a remark plugin of the docs that puts the "Your values" panel at the start of
// an article whose front matter lists placeholders (derived by src/config/frontMatter.ts), with an
// import of its component. So the panel's code is in the chunk of those articles only, as
// DocCardList is in the landing pages', and the other pages load none of it; and it is in the first
// HTML, where its closed summary takes its place before anything is filled.
// The Markdown copies are written from the sources and never see it.
const COMPONENT = 'YourValuesPanel';
const SOURCE = '@site/src/components/YourValues';

type Node = {type: string; [key: string]: unknown};

// An MDX import must carry its syntax tree (estree): MDX compiles that, not the text.
const importNode = (): Node => ({
  type: 'mdxjsEsm',
  value: `import ${COMPONENT} from '${SOURCE}';`,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      comments: [],
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
          source: {type: 'Literal', value: SOURCE, raw: `'${SOURCE}'`},
          attributes: [],
        },
      ],
    },
  },
});

export default function yourValuesPanel() {
  return (tree: {children: Node[]}, file: {data: {frontMatter?: {placeholders?: unknown}}}) => {
    const names = file.data.frontMatter?.placeholders;
    if (!Array.isArray(names) || names.length === 0) return;
    // The component reads the names from the article's context (src/theme/DocItem/Content).
    tree.children.unshift(importNode(), {type: 'mdxJsxFlowElement', name: COMPONENT, attributes: [], children: []});
  };
}
