import {test, expect, type APIResponse} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

// What readers' browsers get from the production nginx configuration (deploy/nginx.conf).
const aScript = () => {
  const dir = path.join(__dirname, '..', 'build', 'assets', 'js');
  return `/assets/js/${fs.readdirSync(dir).find((f) => f.endsWith('.js'))}`;
};
const aStylesheet = () => {
  const dir = path.join(__dirname, '..', 'build', 'assets', 'css');
  return `/assets/css/${fs.readdirSync(dir).find((f) => f.endsWith('.css'))}`;
};

function expectSecurityHeaders(response: APIResponse) {
  const h = response.headers();
  const csp = h['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/https?:|\*/); // no other origin, no wildcard
  expect(/script-src[^;]*/.exec(csp)![0]).not.toContain("'unsafe-inline'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['server'] ?? '').not.toMatch(/\d/);
}

test('an article: HTML, revalidated on every visit, with the security headers', async ({request}) => {
  const response = await request.get('/apps/docker');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(response);
});

test('hashed assets are cached for a year as immutable', async ({request}) => {
  for (const asset of [aScript(), aStylesheet()]) {
    const response = await request.get(asset);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  }
});

test('the not-found page and a refused method keep the security headers and hide the version', async ({request}) => {
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
  expectSecurityHeaders(missing);
  const post = await request.post('/apps/docker', {data: 'x'});
  expect(post.status()).toBe(405);
  expect(await post.text()).not.toMatch(/nginx\/\d/);
  expectSecurityHeaders(post);
});

test("the not-found page's own file is not a route: /404 and /404.html answer 404", async ({request}) => {
  for (const url of ['/404', '/404.html']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text()).toContain('Page not found');
  }
});

test('HEAD answers like GET without a body', async ({request}) => {
  const response = await request.head('/glossary');
  expect(response.status()).toBe(200);
  expect((await response.body()).length).toBe(0);
});

test('the sitemap and robots.txt are served with their types', async ({request}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^(text|application)\/xml/);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain('User-agent: *');
});

for (const [encoding, name] of [
  ['gzip', 'gzip'],
  ['br', 'Brotli'],
] as const) {
  test(`HTML, CSS, JavaScript, SVG and XML are compressed with ${name}`, async ({request}) => {
    for (const url of ['/apps/docker', aStylesheet(), aScript(), '/img/logo-dark.svg', '/sitemap.xml']) {
      const response = await request.get(url, {headers: {'Accept-Encoding': encoding}});
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-encoding'], url).toBe(encoding);
      expect(response.headers()['vary'], url).toContain('Accept-Encoding');
    }
  });
}
