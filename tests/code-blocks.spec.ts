import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {open} from './site';

test.describe('the code-block checker', () => {
  function check(dir: string): {status: number; output: string} {
    try {
      const output = execFileSync('node', ['scripts/check-code-blocks.mjs', '--docs', dir], {encoding: 'utf8'});
      return {status: 0, output};
    } catch (e) {
      const error = e as {status: number; stdout: string};
      return {status: error.status, output: error.stdout};
    }
  }
  const fixtures = path.join('tests', 'fixtures', 'code-blocks');

  test('rejects each kind of broken or unsafe block, naming the article and line', () => {
    const {status, output} = check(fixtures);
    expect(status).toBe(1);
    const expected = [
      /bad\.mdx:7 \[bash\] bash -n: syntax error/,
      /bad\.mdx:10 \[bash\] shellcheck warning: .*SC2115/,
      /bad\.mdx:14 \[yaml\] compose: service "web" has an invalid port/,
      /bad\.mdx:14 \[yaml\] compose: service "worker" has neither image nor build/,
      /bad\.mdx:26 \[yaml\] yaml: /,
      /bad\.mdx:29 \[json\] json: /,
      /bad\.mdx:35 \[nginx\] nginx -t: /,
      /bad\.mdx:40 \[toml\] toml: /,
      /bad\.mdx:44 \[sql\] sql: /,
      /bad\.mdx:48 \[bash\] safety: chmod 777/,
      /bad\.mdx:52 \[bash\] safety: .* piped into a shell/,
      /bad\.mdx:56 \[bash\] safety: fixed secret "Hunter2"/,
      /bad\.mdx:60 \[ruby\] no check for language "ruby"/,
    ];
    for (const line of expected) expect(output).toMatch(line);
    expect(output).not.toMatch(/good\.mdx/);
    expect(output).toMatch(/^ {2}bash {12}8 blocks {2}5 failed$/m);
  });

  test('passes every block of the site', () => {
    const {status, output} = check('docs');
    expect(output).not.toMatch(/^FAIL /m);
    expect(status).toBe(0);
  });
});

test.describe('the copy button of a code block', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const route of ['/apps/docker', '/prepurchase/forbidden-software/mining', '/glossary/raid']) {
    test(`${route}: copies exactly the commands, with no prompt and no output`, async ({page}) => {
      await open(page, route);
      const shellBlocks = page.locator('article div.language-bash');
      const count = await shellBlocks.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const block = shellBlocks.nth(i);
        if (!(await block.isVisible())) continue; // a block in a tab that is not selected
        // What the reader sees: the block's lines as displayed.
        const shown = (await block.locator('pre code .token-line').allTextContents()).join('\n');
        await block.hover();
        await block.getByRole('button', {name: /Copy code to clipboard/}).click();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied.trimEnd()).toBe(shown.trimEnd());
        expect(copied).not.toMatch(/^\s*\$ /m);
        expect(copied).not.toMatch(/^(Hello from Docker!|active)$/m);
      }
    });
  }
});
