import {test, expect} from '@playwright/test';
import {routes, listedRoutes, frontMatter, open, sidebar, siteTitle, type Route} from './site';

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const siblingOf = (route: Route) => {
  const sibling = listedRoutes.find((r) => r.kind !== 'index' && parentOf(r.path) === parentOf(route.path));
  if (!sibling) throw new Error(`${route.path} has no listed sibling to look at the sidebar from`);
  return sibling;
};

test.describe('every route of routes.json', () => {
  for (const route of routes) {
    test(`${route.path} opens with its title, breadcrumbs and sidebar state`, async ({page, baseURL}) => {
      const {title} = frontMatter(route);
      // Nothing leaves the site, and the Content-Security-Policy blocks nothing of our own.
      const foreignRequests: string[] = [];
      const cspViolations: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol !== 'data:' && url.origin !== new URL(baseURL!).origin) foreignRequests.push(request.url());
      });
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      const response = await open(page, route.path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(route.path);
      await expect(page).toHaveTitle(`${title} | ${siteTitle}`);
      await expect(page.locator('article h1')).toHaveText(title);
      await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toBeVisible();

      const ownLink = sidebar(page).locator(`a[href="${route.path}"]`);
      const robots = page.locator('meta[name="robots"]');
      if (route.unlisted) {
        // The theme shows an unlisted page in the sidebar only while the reader is on it;
        // from a sibling page, where its category is open, it is not listed.
        await expect(robots).toHaveAttribute('content', /noindex/);
        const sibling = siblingOf(route);
        await open(page, sibling.path);
        await expect(sidebar(page).locator(`a.menu__link--active[href="${sibling.path}"]`)).toHaveCount(1);
        await expect(ownLink).toHaveCount(0);
      } else {
        await expect(ownLink).toHaveClass(/menu__link--active/);
        await expect(robots).toHaveCount(0);
      }
      await page.waitForLoadState('networkidle');
      expect(foreignRequests).toEqual([]);
      expect(cspViolations).toEqual([]);
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
