import {test} from 'node:test';
import {expect} from '@playwright/test';
import {importHighlighter} from '../../src/plugins/code-highlighting';

type Node = {type: string; value?: string; children?: Node[]};

const importsOf = (children: Node[]) => {
  const tree = {type: 'root', children};
  importHighlighter()(tree);
  return tree.children.filter((n) => n.type === 'mdxjsEsm').map((n) => n.value);
};

test('an article with a code block, in tabs or not, imports the highlighter once; one without does not', () => {
  const highlighter = ["import '@site/src/components/CodeHighlighting';"];
  expect(importsOf([{type: 'paragraph'}, {type: 'code', value: 'ls'}, {type: 'code', value: 'pwd'}])).toEqual(
    highlighter,
  );
  const tabs = {
    type: 'mdxJsxFlowElement',
    children: [{type: 'mdxJsxFlowElement', children: [{type: 'code', value: 'ls'}]}],
  };
  expect(importsOf([tabs])).toEqual(highlighter);
  expect(importsOf([{type: 'paragraph', children: [{type: 'inlineCode', value: 'ls'}]}])).toEqual([]);
});
