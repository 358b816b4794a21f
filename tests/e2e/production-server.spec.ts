import {test, expect, type APIResponse} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

// What readers' browsers get from the production nginx configuration (deploy/nginx.conf) in its
// HTTPS mode, as served in production (playwright.config.ts, project nginx-https).
const aScript = () => {
  const dir = path.join(__dirname, '../..', 'build', 'assets', 'js');
  return `/assets/js/${fs.readdirSync(dir).find((f) => f.endsWith('.js'))}`;
};
const aStylesheet = () => {
  const dir = path.join(__dirname, '../..', 'build', 'assets', 'css');
  return `/assets/css/${fs.readdirSync(dir).find((f) => f.endsWith('.css'))}`;
};

// What the Mozilla HTTP Observatory scores, for A+ (no deduction, and the bonus of each test): the
// site over HTTPS, plain HTTP redirected to HTTPS on the same host first (below); a CSP that allows no inline or eval'd script and sets default-src, object-src and frame-ancestors;
// HSTS of at least six months; nosniff; framing refused; a referrer policy that keeps paths to this
// site; CORP; no cookie and no CORS wildcard. HSTS has neither includeSubDomains nor preload, which
// are the domain owner's decision (README, "Deployment").
function expectSecurityHeaders(response: APIResponse) {
  const h = response.headers();
  const csp = h['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  // WebAssembly compilation for the search engine, then the hashes of the framework's inline scripts.
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/https?:|\*/); // no other origin, no wildcard
  expect(/script-src[^;]*/.exec(csp)![0]).not.toMatch(/'unsafe-inline'|'unsafe-eval'|data:/);
  const hsts = /^max-age=(\d+)$/.exec(h['strict-transport-security']);
  expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(15_768_000);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['cross-origin-resource-policy']).toBe('same-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['permissions-policy']).not.toContain('interest-cohort');
  expect(h['set-cookie']).toBeUndefined();
  expect(h['access-control-allow-origin']).toBeUndefined();
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
  expect(post.headers()['allow']).toBe('GET, HEAD');
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

test('files are served precompressed, with the type, charset and headers of the file itself', async ({request}) => {
  for (const [url, type] of [
    ['/apps/docker', 'text/html; charset=utf-8'],
    [aScript(), 'application/javascript; charset=utf-8'],
    ['/apps/docker.md', 'text/markdown; charset=utf-8'],
  ]) {
    const plain = await request.get(url, {headers: {'Accept-Encoding': 'identity'}});
    for (const encoding of ['br', 'gzip']) {
      // Playwright decodes the body; the length on the wire is the precompressed file's.
      const response = await request.get(url, {headers: {'Accept-Encoding': encoding}});
      const file = path.join(__dirname, '../..', 'build', url === '/apps/docker' ? 'apps/docker.html' : url);
      expect(response.headers()['content-type'], url).toBe(type);
      expect(Number(response.headers()['content-length']), `${url} ${encoding}`).toBe(
        fs.statSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).size,
      );
      expect(await response.text(), `${url} ${encoding}`).toBe(await plain.text());
      expectSecurityHeaders(response);
    }
  }
  const missing = await request.get('/no-such-page', {headers: {'Accept-Encoding': 'br'}});
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-encoding']).toBe('br');
  expect(await missing.text()).toContain('Page not found');
});

test('every compressible file of the build has its .br and .gz', () => {
  const build = path.join(__dirname, '../..', 'build');
  const files = (fs.readdirSync(build, {recursive: true}) as string[]).filter((f) =>
    /\.(html|js|css|svg|json|xml|md|txt)$/.test(f),
  );
  expect(files.length).toBeGreaterThan(500);
  expect(
    files.filter((f) => !fs.existsSync(path.join(build, `${f}.br`)) || !fs.existsSync(path.join(build, `${f}.gz`))),
  ).toEqual([]);
});

test('a request with many ranges gets the whole file; the copies are not files of their own', async ({request}) => {
  const many = await request.get('/robots.txt', {headers: {Range: 'bytes=0-1,3-4,6-7', 'Accept-Encoding': 'identity'}});
  expect(many.status()).toBe(200);
  const one = await request.get('/robots.txt', {headers: {Range: 'bytes=0-3', 'Accept-Encoding': 'identity'}});
  expect(one.status()).toBe(206);
  expect((await request.get('/index.html.br')).status()).toBe(404);
});

/** The plain-HTTP side of the HTTPS server: the port after its own (playwright.config.ts). */
const plainHTTP = (baseURL: string) => {
  const url = new URL(baseURL);
  return `http://${url.hostname}:${Number(url.port) + 1}`;
};

test('plain HTTP redirects to the same host and path over HTTPS, first thing, with 301', async ({request, baseURL}) => {
  for (const target of ['/', '/apps/docker?tab=debian', '/no-such-page']) {
    const response = await request.get(`${plainHTTP(baseURL!)}${target}`, {maxRedirects: 0});
    expect(response.status(), target).toBe(301);
    expect(response.headers()['location'], target).toBe(`${baseURL}${target}`);
  }
  // Followed, the redirect ends on the page itself, over HTTPS.
  const followed = await request.get(`${plainHTTP(baseURL!)}/apps/docker`);
  expect(followed.status()).toBe(200);
  expect(followed.url()).toBe(`${baseURL}/apps/docker`);
});

test("certbot's challenge path is answered over plain HTTP, not redirected", async ({request, baseURL}) => {
  const response = await request.get(`${plainHTTP(baseURL!)}/.well-known/acme-challenge/no-such-token`, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(404);
  // Only that folder: the rest of /.well-known/ moves to HTTPS like everything else.
  const other = await request.get(`${plainHTTP(baseURL!)}/.well-known/security.txt`, {maxRedirects: 0});
  expect(other.status()).toBe(301);
});

test('the browser gets the page over HTTP/2', async ({page}) => {
  await page.goto('/apps/docker');
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol).toBe('h2');
});
