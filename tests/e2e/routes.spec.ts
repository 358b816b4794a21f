import {test, expect} from '@playwright/test';
import {listedRoutes} from './site';

// Every route opens with its title, breadcrumbs and sidebar state: tests/e2e/every-page.spec.ts.

test('the sitemap lists exactly the listed routes', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).sort();
  expect(paths).toEqual(listedRoutes.map((r) => r.path).sort());
});
