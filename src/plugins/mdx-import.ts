// Build time (Node): an MDX `import` statement as a node of the syntax tree, for the remark plugins
// that add one to an article. An MDX import must carry its syntax tree (estree): MDX compiles that,
// not the text.
export type MdxNode = {type: string; [key: string]: unknown};

/** `import Name from 'source';`, or `import 'source';` (for its effect only) without a name. */
export function mdxImport(source: string, defaultName?: string): MdxNode {
  const specifiers = defaultName
    ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: defaultName}}]
    : [];
  return {
    type: 'mdxjsEsm',
    value: defaultName ? `import ${defaultName} from '${source}';` : `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ImportDeclaration',
            specifiers,
            source: {type: 'Literal', value: source, raw: `'${source}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}
