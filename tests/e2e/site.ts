// What a browser test needs on top of tests/site.ts (sources and build), which it re-exports.
import {type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export * from '../site';

/** Opens a path and waits until React has hydrated, so clicks reach the app, not bare HTML. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  // Waits in the page, as soon as the attribute appears: an expect() would poll at growing
  // intervals, which cost a tenth of a second per page over the suite's few hundred pages.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  return response;
}

export const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');

/**
 * axe-core (WCAG 2.1 A and AA) on what the page shows now, or on one part of it: each violated rule
 * with up to five of its elements. Legacy mode runs axe in the page itself; the default mode also
 * opens a blank page to gather each scan's results, 0.7 s a scan, for frames, which the site has none of.
 */
export async function axeViolations(page: Page, part?: string): Promise<string[]> {
  const axe = new AxeBuilder({page}).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (part) axe.include(part);
  // An article's blocks off screen are laid out only as they scroll into view (content-visibility
  // in src/css/custom.css). axe reads colours through the layout of the moment: a block not yet laid
  // out has its placeholder height, and axe took the footer, drawn higher up in that layout, for the
  // background of text above it. Every block is laid out for the scan, in the colours the reader gets.
  // Those are the colours once the theme's transitions have run: right after the colour-mode toggle,
  // links and breadcrumbs still had their dark-mode colour for up to 200 ms (Infima's
  // --ifm-transition-fast), on the light background that changes at once, and a scan that soon
  // reported their contrast as 1.28:1. Without transitions they take their new colour at once.
  const shown = await page.addStyleTag({
    content: '.markdown > * { content-visibility: visible !important; } * { transition: none !important; }',
  });
  const {violations} = await axe.analyze();
  await shown.evaluate((style) => (style as HTMLStyleElement).remove());
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n')}`,
  );
}
