import {test, expect, type Page} from '@playwright/test';
import {open} from './site';

// Readers on phones: nothing scrolls sideways but what is meant to (code blocks, wide tables), the
// code copy button is there without a tap, and a code block that scrolls shows that it does.
// That no page scrolls sideways at 320 and 390 px is checked on every page in
// tests/e2e/every-page.spec.ts.

test.describe('on a touch phone', () => {
  test.use({viewport: {width: 390, height: 800}, hasTouch: true, isMobile: true});

  test('the copy button of every code block is visible without a tap', async ({page}) => {
    await open(page, '/apps/docker');
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    const buttons = page.locator('.theme-code-block').getByRole('button', {name: 'Copy code to clipboard'});
    expect(await buttons.count()).toBeGreaterThan(1);
    for (const opacity of await buttons.evaluateAll((all) => all.map((b) => getComputedStyle(b).opacity)))
      expect(opacity).toBe('1');
  });
});

/** Where each code block's buttons overlap the text of its first line, as "block n: button over x,y w×h". */
const buttonsOverFirstLine = (page: Page) =>
  page.locator('article .theme-code-block').evaluateAll((blocks) => {
    const overlaps: string[] = [];
    const hit = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && b.width > 0;
    blocks.forEach((block, n) => {
      const line = block.querySelector('.token-line');
      if (!line || !(block as HTMLElement).offsetParent) return;
      // The text's own box, not the line's, which spans the block.
      const range = document.createRange();
      range.selectNodeContents(line);
      const text = range.getBoundingClientRect();
      for (const button of block.querySelectorAll('button')) {
        const box = button.getBoundingClientRect();
        if (hit(box, text))
          overlaps.push(
            `block ${n}: ${button.getAttribute('aria-label')} over ${Math.round(text.x)},${Math.round(text.y)}`,
          );
      }
    });
    return overlaps;
  });

test.describe('on a touch phone, the code-block buttons', () => {
  test.use({viewport: {width: 390, height: 800}, hasTouch: true, isMobile: true});

  test('wrap, your values, report and copy stand above the first line of code, not over it', async ({page}) => {
    await open(page, '/working-with-server/credentials/forgot');
    const block = page.locator('article .theme-code-block').first();
    // Shown without a tap (the wrap button comes only with code wider than the block: on Docker's).
    for (const name of ['Fill in your values for this code block', 'Report a problem with this code block', /Copy/])
      await expect(block.getByRole('button', {name})).toBeVisible();
    expect(await buttonsOverFirstLine(page)).toEqual([]);
    await open(page, '/apps/docker');
    // A block measures whether its code is wider than itself as it comes near the screen
    // (src/theme/CodeBlock/Content/String): the first such block, once scrolled to, offers wrap.
    const wide = page.locator('article .theme-code-block', {
      has: page.locator('pre').filter({hasText: 'docker-compose-v2'}),
    });
    await wide.first().scrollIntoViewIfNeeded();
    await expect(wide.first().getByRole('button', {name: 'Toggle word wrap'})).toBeVisible();
    expect(await buttonsOverFirstLine(page)).toEqual([]);
  });
});

test.describe('at 390 px wide', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('the code-block buttons do not cover the first line of code', async ({page}) => {
    await open(page, '/apps/docker');
    await page.locator('article .theme-code-block').first().hover();
    expect(await buttonsOverFirstLine(page)).toEqual([]);
  });

  test('a code block wider than the screen shows an edge shadow and scrolls from the keyboard', async ({page}) => {
    await open(page, '/apps/docker');
    const blocks = page.locator('.theme-code-block pre');
    const overflows = await blocks.evaluateAll((all) => all.map((pre) => pre.scrollWidth > pre.clientWidth));
    expect(overflows).toContain(true);
    expect(overflows).toContain(false);
    const shadow = (i: number) => blocks.nth(i).evaluate((el) => getComputedStyle(el).boxShadow);
    // A block that fits has none; a wide one, at its start, only on the right (negative x offset).
    expect(await shadow(overflows.indexOf(false))).toBe('none');
    const wide = overflows.indexOf(true);
    expect(await shadow(wide)).toMatch(/^rgba\([^)]*\) -16px 0px 12px -12px inset, rgba\(0, 0, 0, 0\)/);
    const pre = blocks.nth(wide);
    await expect(pre).toHaveAttribute('tabindex', '0');
    await pre.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pre.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // Scrolled to the end: the shadow is on the left only.
    await pre.evaluate((el) => el.scrollTo({left: el.scrollWidth}));
    await expect.poll(() => shadow(wide)).toMatch(/^rgba\([^)]*\) 16px 0px 12px -12px inset, rgba\(0, 0, 0, 0\)/);
  });
});
