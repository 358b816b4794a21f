import net from 'node:net';
import {test, expect} from '@playwright/test';

/**
 * Malformed and hostile requests, sent byte for byte over a socket so that nothing (the browser,
 * an HTTP client) cleans them up first. Each must end in 400, 404, 405 or 414, never a 5xx, never
 * a file from outside build/, and a redirect may only point to a path on this site.
 */
type Case = {name: string; target: string; method?: string};
const long = (n: number) => 'a'.repeat(n);

const cases: Case[] = [
  // script and HTML in the path
  {name: 'script tag in the path', target: '/<script>alert(1)</script>'},
  {name: 'encoded script tag in the path', target: '/%3Cscript%3Ealert(1)%3C/script%3E'},
  {name: 'double-encoded script tag', target: '/%253Cscript%253Ealert(1)%253C%252Fscript%253E'},
  {name: 'attribute break-out with an event handler', target: '/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'},
  {name: 'svg onload under a section', target: '/apps/%3Csvg%20onload%3Dalert(1)%3E'},
  {name: 'javascript: as a path', target: '/javascript:alert(1)'},
  {name: 'iframe after an article', target: '/apps/docker/%3Ciframe%20src%3Djavascript:alert(1)%3E'},
  {name: 'single-quote break-out', target: "/'%3E%3Cbody%20onload=alert(1)%3E"},
  {name: 'right-to-left override', target: '/%E2%80%AE%3Cscript%3E'},
  {name: 'template injection', target: '/%7B%7Bconstructor.constructor(%22alert(1)%22)()%7D%7D'},
  // script and HTML in the query of a path that does not exist
  {name: 'script in the query', target: '/no-such-page?q=<script>alert(1)</script>'},
  {name: 'encoded script in the query', target: '/no-such-page?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E'},
  {name: 'svg in the query', target: '/no-such-page?%22%3E%3Csvg/onload=alert(1)%3E'},
  {name: 'javascript: redirect parameter', target: '/no-such-page?redirect=javascript:alert(1)'},
  {name: 'prototype pollution parameter', target: '/no-such-page?__proto__[polluted]=1'},
  {name: 'NUL in the query', target: '/no-such-page?q=%00'},
  {name: 'lone percent in the query', target: '/no-such-page?%'},
  {name: 'invalid escape in the query', target: '/no-such-page?q=%ZZ'},
  // traversal, plain, encoded and double-encoded
  {name: 'plain traversal', target: '/../../etc/passwd'},
  {name: 'encoded slash traversal', target: '/..%2f..%2f..%2fetc%2fpasswd'},
  {name: 'encoded dot traversal', target: '/%2e%2e/%2e%2e/etc/passwd'},
  {name: 'double-encoded traversal', target: '/%252e%252e%252f%252e%252e%252fetc%252fpasswd'},
  {name: 'backslash traversal', target: '/..%5c..%5cetc%5cpasswd'},
  {name: 'traversal out of /assets/', target: '/assets/../../etc/passwd'},
  {name: 'encoded traversal out of /assets/', target: '/assets/..%2f..%2f..%2fetc%2fpasswd'},
  {name: 'overlong UTF-8 dots', target: '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd'},
  {name: 'mixed dot encoding', target: '/.%2e/.%2e/etc/passwd'},
  {name: 'traversal to the nginx config', target: '/apps/docker/..%2f..%2f..%2fetc/nginx/nginx.conf'},
  {name: 'four-dot segments', target: '/....//....//etc/passwd'},
  {name: 'traversal to /proc', target: '/assets/js/..%2f..%2f..%2f..%2fproc/self/environ'},
  {name: 'git metadata', target: '/.git/config'},
  {name: 'dotenv file', target: '/.env'},
  {name: 'project manifest', target: '/package.json'},
  {name: 'server configuration', target: '/deploy/nginx.conf'},
  {name: 'source article', target: '/docs/apps/docker.mdx'},
  // NUL and control bytes
  {name: 'encoded NUL', target: '/%00'},
  {name: 'NUL before .html', target: '/apps/docker%00.html'},
  {name: 'NUL after index.html', target: '/index.html%00'},
  {name: 'CRLF header injection', target: '/no-such-page%0d%0aSet-Cookie:%20injected=1'},
  {name: 'LF Location injection', target: '/no-such-page%0aLocation:%20http://evil.example'},
  {name: 'encoded tab and slash', target: '/%09/'},
  {name: 'encoded DEL', target: '/%7f'},
  {name: 'raw control byte', target: '/a\x01b'},
  {name: 'raw NUL byte', target: '/\x00'},
  // invalid percent-encoding
  {name: 'lone percent', target: '/%'},
  {name: 'double percent', target: '/%%'},
  {name: 'non-hex escape', target: '/%zz'},
  {name: 'truncated UTF-8 escape', target: '/%e0%a4%a'},
  {name: 'lone percent under a section', target: '/apps/%'},
  {name: 'invalid UTF-8 bytes', target: '/%ff%fe'},
  // overlong paths and queries
  {name: 'path of 9,000 characters', target: `/${long(9000)}`},
  {name: 'query of 9,000 characters', target: `/no-such-page?q=${long(9000)}`},
  {name: '3,000 path segments', target: '/a'.repeat(3000)},
  {name: 'over-long file name', target: `/apps/${'x'.repeat(300)}`},
  // odd methods
  {name: 'POST', target: '/', method: 'POST'},
  {name: 'PUT', target: '/apps/docker', method: 'PUT'},
  {name: 'DELETE', target: '/apps/docker', method: 'DELETE'},
  {name: 'OPTIONS', target: '/', method: 'OPTIONS'},
  {name: 'TRACE', target: '/', method: 'TRACE'},
  {name: 'PATCH', target: '/glossary', method: 'PATCH'},
  {name: 'PROPFIND', target: '/', method: 'PROPFIND'},
  {name: 'made-up method', target: '/', method: 'BREW'},
  // attempts to turn the canonical redirects into open redirects
  {name: 'protocol-relative path', target: '//evil.example/'},
  {name: 'encoded backslash host', target: '/%5Cevil.example/'},
  {name: 'raw backslash host', target: '/\\evil.example/'},
  {name: 'encoded double slash', target: '/%2F%2Fevil.example%2F'},
  {name: '.html with a trailing encoded slash', target: '/apps/docker.html/..%2f'},
];

type Reply = {status: number; headers: string; body: string};

function send(method: string, target: string, port: number): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1'),
      );
    });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('timeout')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [headers, ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
      resolve({status, headers, body: rest.join('\r\n\r\n')});
    });
  });
}

test.describe('hostile and malformed requests', () => {
  test('the table covers at least 60 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  for (const c of cases) {
    test(`${c.method ?? 'GET'} ${c.name}`, async ({baseURL}) => {
      const port = Number(new URL(baseURL!).port);
      let reply = await send(c.method ?? 'GET', c.target, port);
      for (let hop = 0; hop < 3 && reply.status === 301; hop++) {
        const location = /\r\nLocation: ([^\r\n]*)/i.exec(reply.headers)?.[1] ?? '';
        // A redirect stays on this site: a path, never another host.
        expect(location).toMatch(/^\/(?![/\\])/);
        reply = await send('GET', location, port);
      }
      expect([400, 404, 405, 414]).toContain(reply.status);
      expect(reply.body).not.toMatch(/root:x?:0:0|worker_processes|"devDependencies"|\[core\]|PATH=/);
      expect(reply.headers).not.toMatch(/nginx\/\d|Set-Cookie: injected/i);
      expect(reply.body).not.toMatch(/nginx\/\d/);
    });
  }
});

test("a request line over 8 KB gets 414 with the site's own not-found page", async ({baseURL}) => {
  const reply = await send('GET', `/${long(9000)}`, Number(new URL(baseURL!).port));
  expect(reply.status).toBe(414);
  expect(reply.headers).toMatch(/\r\nContent-Type: text\/html; charset=utf-8/i);
  expect(reply.body).toContain('Page not found');
  // A request line just under the limit is an ordinary address that does not exist.
  expect((await send('GET', `/${long(8000)}`, Number(new URL(baseURL!).port))).status).toBe(404);
});

test("/index, the front page's file name without .html, redirects to / with 301", async ({baseURL}) => {
  const port = Number(new URL(baseURL!).port);
  for (const [target, location] of [
    ['/index', '/'],
    ['/index?utm_source=x', '/?utm_source=x'],
  ]) {
    const reply = await send('GET', target, port);
    expect(reply.status, target).toBe(301);
    expect(/\r\nLocation: ([^\r\n]*)/i.exec(reply.headers)?.[1], target).toBe(location);
  }
});

test.describe('hostile URLs in a browser', () => {
  const inBrowser = [
    '/no-such-page?q=<script>alert(1)</script>',
    '/%3Cscript%3Ealert(1)%3C/script%3E',
    '/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '/apps/docker?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '/apps/docker#<img src=x onerror=alert(1)>',
    '/apps/docker#%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    '/glossary/raid#javascript:alert(1)',
    '/#%3Csvg%20onload%3Dalert(1)%3E',
    '/apps/docker?redirect=javascript:alert(1)#x',
    '/javascript:alert(1)',
  ];

  for (const url of inBrowser) {
    test(`${url} runs no script and the page stays usable`, async ({page}) => {
      const dialogs: string[] = [];
      const errors: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(url);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      // Usable: a link still navigates inside the app.
      await page.locator('footer').getByRole('link', {name: 'Glossary'}).click();
      await expect(page.locator('article h1')).toHaveText(/Glossary/);
      expect(dialogs).toEqual([]);
      expect(errors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
    });
  }
});
