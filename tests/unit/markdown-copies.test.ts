// The MDX to Markdown transform of the Markdown copies (src/plugins/markdown-copies.ts), on small
// examples: no build, no browser. tests/machine-readable.spec.ts checks the copies of the real site.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mdxToMarkdown, type TransformContext} from '../../src/plugins/markdown-copies';
import {ARTICLE_COMPONENTS} from '../../src/data/articleComponents';
import {provider} from '../../src/data/provider';

const context: TransformContext = {
  siteUrl: 'https://help.example',
  routes: new Set(['/', '/apps/docker']),
  cardList: () => '- [Child](https://help.example/a/child.md): What it is.',
  sectionList: () => '- [Apps](https://help.example/apps/docker.md): Guides.',
};
const convert = (mdx: string) => mdxToMarkdown(mdx, context);

test('keeps code and inline code as written', () => {
  const mdx = ['Run `<Brand fact="name" />` as text.', '', '```bash title="x.sh"', '<Tabs>', 'export A=1', '```'].join(
    '\n',
  );
  assert.equal(convert(mdx), mdx);
});

test('drops the fence word that marks a block for npm run test:howtos, which readers never see', () => {
  const mdx = ['```bash howto', 'swapon --show', '```', '', '```text title="/etc/hosts" howto=append', 'x', '```'].join(
    '\n',
  );
  assert.equal(
    convert(mdx),
    ['```bash', 'swapon --show', '```', '', '```text title="/etc/hosts"', 'x', '```'].join('\n'),
  );
});

test('brand facts, links, admonitions without a title or with one in brackets', () => {
  assert.equal(
    convert('Write to <Brand fact="supportEmail" /> at <Brand fact="billingPanelUrl" />.'),
    `Write to ${provider.supportEmail} at ${provider.billingPanelUrl}.`,
  );
  assert.equal(
    convert('[Docker](/apps/docker#step-1), [home](/), [logo](/img/logo.svg), [here](#top), [mail](mailto:a@b)'),
    '[Docker](https://help.example/apps/docker.md#step-1), [home](https://help.example/index.md), [logo](https://help.example/img/logo.svg), [here](#top), [mail](mailto:a@b)',
  );
  assert.equal(convert(':::danger\n\nGone.\n\n:::\n\nAfter.'), '> **Danger**\n>\n> Gone.\n\nAfter.');
  assert.equal(convert(':::tip[Shortcut]\nUse it.\n:::'), '> **Tip: Shortcut**\n> Use it.');
  // A list fact reads as on the page: "A, B, and C".
  assert.equal(
    convert('Pay with <Brand fact="paymentMethods" />.'),
    `Pay with ${new Intl.ListFormat('en').format(provider.paymentMethods)}.`,
  );
});

test('tabs and a card list', () => {
  assert.equal(
    convert(
      '<Tabs groupId="os">\n<TabItem value="a" label="Alpha">\n\nOne.\n\n</TabItem>\n<TabItem value="b">\n\nTwo.\n\n</TabItem>\n</Tabs>',
    ),
    '**Alpha**\n\nOne.\n\n**b**\n\nTwo.',
  );
  assert.equal(
    convert("import DocCardList from '@theme/DocCardList';\n\nIntro.\n\n<DocCardList />"),
    'Intro.\n\n- [Child](https://help.example/a/child.md): What it is.',
  );
  assert.equal(
    convert(
      "import HomeSearch from '@site/src/components/HomeSearch';\n\n<HomeSearch />\n\n## Topics\n\n<HomeSections />",
    ),
    '## Topics\n\n- [Apps](https://help.example/apps/docker.md): Guides.',
  );
});

test("every component the writers' check accepts becomes Markdown, with nothing MDX left", () => {
  const uses: Record<keyof typeof ARTICLE_COMPONENTS, string> = {
    Brand: '<Brand fact="name" />',
    Tabs: '<Tabs groupId="os">\n</Tabs>',
    TabItem: '<Tabs>\n<TabItem value="a" label="A">\n\nx\n\n</TabItem>\n</Tabs>',
    DocCardList: '<DocCardList />',
    HomeSearch: '<HomeSearch />',
    HomeSections: '<HomeSections />',
  };
  for (const [name, mdx] of Object.entries(uses)) {
    const markdown = convert(mdx);
    assert.doesNotMatch(markdown, new RegExp(`<\\/?${name}\\b`), name);
  }
});

test('anything else MDX-only fails, with the reason', () => {
  assert.throws(() => convert('<Details>x</Details>'), /MDX left in the Markdown copy/);
  assert.throws(() => convert("import X from './x';"), /MDX left/);
  assert.throws(() => convert('[a](other.mdx)'), /relative link/);
  assert.throws(() => convert('<Brand fact="nope" />'), /no such fact/);
});
