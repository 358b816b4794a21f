import {test, expect} from '@playwright/test';
import {routes, listedRoutes, frontMatter, open, sidebar, siteTitle, axeViolations, type Route} from './site';

// Every route, and the not-found page, opened once and checked as each kind of reader meets it:
// - on a desktop in dark mode: the title, breadcrumbs and sidebar state, no request to another
//   origin, no Content-Security-Policy violation, and axe (WCAG 2.1 A and AA) on the content;
// - then switched to light mode with the toggle and narrowed to a phone: axe again, and nothing
//   scrolls sideways at 390 and 320 px but what is meant to (code blocks, wide tables).
// One page load serves all of it: opening a page costs more than the checks, and the suite must
// stay within its time budget (CONTRIBUTING.md). What every page shares (navbar, sidebar, footer)
// and the interface states are scanned whole in tests/e2e/accessibility.spec.ts.
// Pages go in batches, each batch one tab; a batch reports every page that fails, each failure
// naming its page (soft assertions), not just the first.

const desktop = {width: 1280, height: 800};
const phoneWidths = [390, 320];
const NOT_FOUND = '/no-such-page';

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const siblingOf = (route: Route) => {
  const sibling = listedRoutes.find((r) => r.kind !== 'index' && parentOf(r.path) === parentOf(route.path));
  if (!sibling) throw new Error(`${route.path} has no listed sibling to look at the sidebar from`);
  return sibling;
};

const everyPage: (Route | typeof NOT_FOUND)[] = [...routes, NOT_FOUND];
const BATCHES = 14;
const batches = Array.from({length: BATCHES}, (_, i) =>
  everyPage.slice(Math.floor((i * everyPage.length) / BATCHES), Math.floor(((i + 1) * everyPage.length) / BATCHES)),
);
const pathOf = (page: Route | typeof NOT_FOUND) => (typeof page === 'string' ? page : page.path);

for (const batch of batches) {
  test(`${batch.length} pages: ${pathOf(batch[0])} … ${pathOf(batch.at(-1)!)}`, async ({page, baseURL}) => {
    // About 3 s a page on two idle cores (axe checks the contrast of every code token, twice);
    // 20 s allowed, for a machine busy with other work.
    test.setTimeout(batch.length * 20_000);
    const origin = new URL(baseURL!).origin;
    let foreignRequests: string[] = [];
    let cspViolations: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== origin) foreignRequests.push(request.url());
    });
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
    });

    // Each page opens in dark mode, whatever the toggle chose on the page before.
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));

    for (const item of batch) {
      const at = pathOf(item);
      const route = typeof item === 'string' ? undefined : item;
      foreignRequests = [];
      cspViolations = [];
      await page.setViewportSize(desktop);
      const response = await open(page, at);
      await expect.soft(page.locator('html'), at).toHaveAttribute('data-theme', 'dark');

      if (route) {
        const {title} = frontMatter(route);
        expect.soft(response?.status(), at).toBe(200);
        expect.soft(new URL(page.url()).pathname, at).toBe(route.path);
        await expect.soft(page, at).toHaveTitle(`${title} | ${siteTitle}`);
        await expect.soft(page.locator('article h1'), at).toHaveText(title);
        await expect.soft(page.locator('nav[aria-label="Breadcrumbs"]'), at).toBeVisible();
        const ownLink = sidebar(page).locator(`a[href="${route.path}"]`);
        const robots = page.locator('meta[name="robots"]');
        if (route.unlisted) {
          await expect.soft(robots, at).toHaveAttribute('content', /noindex/);
        } else {
          await expect.soft(ownLink, at).toHaveClass(/menu__link--active/);
          await expect.soft(robots, at).toHaveCount(0);
        }
      } else {
        expect.soft(response?.status(), at).toBe(404);
      }

      expect.soft(await axeViolations(page, 'main'), `${at}, dark, desktop`).toEqual([]);

      // The reader's own switch to light mode, then a phone's width.
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect.soft(page.locator('html'), at).toHaveAttribute('data-theme', 'light');
      for (const width of phoneWidths) {
        await page.setViewportSize({width, height: 800});
        if (width === 390) expect.soft(await axeViolations(page, 'main'), `${at}, light, ${width} px`).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, `${at} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      }

      // Requests and console messages gathered while the checks above ran (several seconds).
      expect.soft(foreignRequests, `${at}: requests to another origin`).toEqual([]);
      expect.soft(cspViolations, `${at}: CSP violations`).toEqual([]);

      // The theme shows an unlisted page in the sidebar only while the reader is on it; from a
      // sibling page, where its category is open, it is not listed.
      if (route?.unlisted) {
        const sibling = siblingOf(route);
        await page.setViewportSize(desktop);
        await open(page, sibling.path);
        await expect.soft(sidebar(page).locator(`a.menu__link--active[href="${sibling.path}"]`), at).toHaveCount(1);
        await expect.soft(sidebar(page).locator(`a[href="${route.path}"]`), at).toHaveCount(0);
      }
    }
  });
}
