import {test, expect} from '@playwright/test';
import {routes, listedRoutes, frontMatter, open, sidebar, siteTitle, type Route} from './site';

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const siblingOf = (route: Route) => {
  const sibling = listedRoutes.find((r) => r.kind !== 'index' && parentOf(r.path) === parentOf(route.path));
  if (!sibling) throw new Error(`${route.path} has no listed sibling to look at the sidebar from`);
  return sibling;
};

// Routes in batches, each batch one tab that opens its routes in turn (a browser context per route
// cost more than the checks). Soft assertions, each naming its route, so a batch reports every
// route that fails, not only the first.
const BATCHES = 12;
const batches = Array.from({length: BATCHES}, (_, i) =>
  routes.slice(Math.floor((i * routes.length) / BATCHES), Math.floor(((i + 1) * routes.length) / BATCHES)),
);

test.describe('every route of routes.json opens with its title, breadcrumbs and sidebar state', () => {
  for (const batch of batches) {
    test(`${batch.length} routes: ${batch[0].path} … ${batch.at(-1)!.path}`, async ({page, baseURL}) => {
      // About a second a route on two idle cores; 8 s allowed, for a busy machine.
      test.setTimeout(batch.length * 8_000);
      // Nothing leaves the site, and the Content-Security-Policy blocks nothing of our own.
      let foreignRequests: string[] = [];
      let cspViolations: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol !== 'data:' && url.origin !== new URL(baseURL!).origin) foreignRequests.push(request.url());
      });
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      for (const route of batch) {
        const {title} = frontMatter(route);
        const at = route.path;
        foreignRequests = [];
        cspViolations = [];
        const response = await open(page, route.path);
        expect.soft(response?.status(), at).toBe(200);
        expect.soft(new URL(page.url()).pathname, at).toBe(route.path);
        await expect.soft(page, at).toHaveTitle(`${title} | ${siteTitle}`);
        await expect.soft(page.locator('article h1'), at).toHaveText(title);
        await expect.soft(page.locator('nav[aria-label="Breadcrumbs"]'), at).toBeVisible();

        const ownLink = sidebar(page).locator(`a[href="${route.path}"]`);
        const robots = page.locator('meta[name="robots"]');
        if (route.unlisted) {
          // The theme shows an unlisted page in the sidebar only while the reader is on it;
          // from a sibling page, where its category is open, it is not listed.
          await expect.soft(robots, at).toHaveAttribute('content', /noindex/);
          const sibling = siblingOf(route);
          await open(page, sibling.path);
          await expect.soft(sidebar(page).locator(`a.menu__link--active[href="${sibling.path}"]`), at).toHaveCount(1);
          await expect.soft(ownLink, at).toHaveCount(0);
        } else {
          await expect.soft(ownLink, at).toHaveClass(/menu__link--active/);
          await expect.soft(robots, at).toHaveCount(0);
        }
        await page.waitForLoadState('networkidle');
        expect.soft(foreignRequests, at).toEqual([]);
        expect.soft(cspViolations, at).toEqual([]);
      }
    });
  }
});

test('the sitemap lists exactly the listed routes', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).sort();
  expect(paths).toEqual(listedRoutes.map((r) => r.path).sort());
});
