import {test, expect} from '@playwright/test';
import {open} from './site';

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
