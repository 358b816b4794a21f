import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type APIRequestContext, type APIResponse} from '@playwright/test';
import {routes, listedRoutes, unlistedRoutes, frontMatter, siteTitle, type Route} from './site';
import {provider} from '../../src/data/provider';
import {brandText, markdownPath} from '../../src/plugins/markdown-copies';
import {HOWTO_MARK} from '../../src/data/howtoMark';

// /llms.txt and the Markdown copy of every article (src/plugins/markdown-copies.ts), as the
// production nginx configuration serves them. One request per route, without a browser.

const root = path.resolve(__dirname, '../..');
const source = (route: Route) =>
  fs.readFileSync(
    path.join(
      root,
      'docs',
      route.path === '/' ? 'welcome.mdx' : route.kind === 'index' ? `${route.path}/index.mdx` : `${route.path}.mdx`,
    ),
    'utf8',
  );
const fencedBlocks = (text: string) =>
  [...text.matchAll(/^([ \t]*)(`{3,}|~{3,}).*\n[\s\S]*?^\1\2[ \t]*$/gm)].map((m) => m[0]);
const withoutCode = (text: string) => text.replace(/^([ \t]*)(`{3,}|~{3,}).*\n[\s\S]*?^\1\2[ \t]*$/gm, '');

/** The site's public address as the build knows it (SITE_URL), from the home page's canonical link. */
async function siteUrl(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  // The built HTML is minified: attribute values may be unquoted.
  return /<link[^>]+rel="?canonical"?[^>]+href="?([^"\s>]+)/.exec(html)![1].replace(/\/$/, '');
}

function expectHtmlLikeHeaders(response: APIResponse, contentType: string) {
  const h = response.headers();
  expect(response.status()).toBe(200);
  expect(h['content-type']).toBe(contentType);
  expect(h['cache-control']).toBe('no-cache');
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

test('/llms.txt lists every listed article once, with its title and description, in sidebar order', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expectHtmlLikeHeaders(response, 'text/plain; charset=utf-8');
  const text = await response.text();
  expect(text.startsWith(`# ${siteTitle}\n\n> ${provider.tagline}\n`)).toBe(true);

  const site = await siteUrl(request);
  const entries = [...text.matchAll(/^- \[(.+)\]\((\S+)\): (.+)$/gm)].map(([, title, url, description]) => ({
    title,
    url,
    description,
  }));
  expect(entries).toHaveLength(listedRoutes.length);
  for (const route of listedRoutes) {
    const url = site + markdownPath(route.path);
    const matches = entries.filter((e) => e.url === url);
    expect(matches, url).toHaveLength(1);
    const {title, description} = frontMatter(route);
    expect(matches[0], url).toEqual({title, description, url});
  }
  for (const route of unlistedRoutes) expect(text).not.toContain(site + markdownPath(route.path));

  // Sections: the welcome article, then the top-level categories by their _category_.json position.
  const categories = fs
    .readdirSync(path.join(root, 'docs'), {withFileTypes: true})
    .filter((e) => e.isDirectory())
    .map(
      (e) =>
        JSON.parse(fs.readFileSync(path.join(root, 'docs', e.name, '_category_.json'), 'utf8')) as {
          label: string;
          position: number;
        },
    )
    .sort((a, b) => a.position - b.position)
    .map((c) => c.label);
  const welcome = frontMatter(routes[0]) as {sidebar_label?: string};
  expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual([welcome.sidebar_label, ...categories]);
  expect(text.indexOf('\n## ')).toBeLessThan(text.indexOf('\n- ['));
});

test('every route has a Markdown copy: title first, no MDX left, code blocks and brand facts kept', async ({
  request,
}) => {
  const site = await siteUrl(request);
  const mdUrls = new Set(routes.map((r) => site + markdownPath(r.path)));
  // Twenty requests at a time: fast, without opening 182 connections to the server at once.
  const responses: APIResponse[] = [];
  for (let i = 0; i < routes.length; i += 20)
    responses.push(...(await Promise.all(routes.slice(i, i + 20).map((r) => request.get(markdownPath(r.path))))));
  // Problems are collected and compared once: thousands of separate expect() calls take seconds.
  const problems: string[] = [];
  for (const [i, route] of routes.entries()) {
    const url = markdownPath(route.path);
    const h = responses[i].headers();
    const status = `${responses[i].status()} ${h['content-type']} ${h['cache-control']} ${h['x-content-type-options']}`;
    if (status !== '200 text/markdown; charset=utf-8 no-cache nosniff') problems.push(`${url}: ${status}`);
    if (!h['content-security-policy']?.includes("frame-ancestors 'none'")) problems.push(`${url}: no CSP`);
    const copy = await responses[i].text();
    const mdx = source(route);
    const {title, description} = frontMatter(route);

    if (!copy.startsWith(`# ${title}\n\n> ${description}\n\n`))
      problems.push(`${url}: does not start with the title and description`);
    if (/^sidebar_label:/m.test(copy)) problems.push(`${url}: front matter left`);
    const prose = withoutCode(copy);
    for (const tag of ['<Brand', '<Tabs', '<TabItem', '<DocCardList', '</Tabs', '</TabItem'])
      if (prose.includes(tag)) problems.push(`${url}: ${tag}`);
    if (/^(import|export)\s/m.test(prose)) problems.push(`${url}: an import or export line`);

    // Code blocks: exactly as written, with language and title (inside a warning, behind "> "),
    // less the harness's howto word, which readers never see.
    const unquoted = copy.replace(/^(> ?)+/gm, '');
    for (const block of fencedBlocks(mdx).map((b) => b.replace(/^.*/, (opening) => opening.replace(HOWTO_MARK, ''))))
      if (!unquoted.includes(block)) problems.push(`${url}: code block changed or lost: ${block.split('\n')[0]}`);
    if (/^\s*(`{3,}|~{3,}).*\bhowto\b/m.test(unquoted)) problems.push(`${url}: a howto word left in a fence`);

    // Each brand fact the article uses appears as its value.
    for (const [, fact] of withoutCode(mdx).matchAll(/<Brand fact="(\w+)" \/>/g))
      if (!copy.includes(brandText(fact))) problems.push(`${url}: no value of the brand fact ${fact}`);

    // Site links point to the absolute .md copy of an existing route, or to a static file.
    for (const [, href] of prose.matchAll(/\]\(([^)\s]+)/g)) {
      const target = href.split('#')[0];
      if (href.startsWith('/')) problems.push(`${url}: site-relative link ${href}`);
      else if (target.startsWith(site) && target.endsWith('.md') && !mdUrls.has(target))
        problems.push(`${url}: link to a missing copy ${href}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the welcome copy names the brand and its contacts as text', async ({request}) => {
  const copy = await (await request.get('/index.md')).text();
  for (const value of [
    provider.name,
    provider.supportEmail,
    provider.billingPanelUrl,
    provider.statusPageUrl,
    provider.technicalSupportHours,
    provider.officeHours,
  ])
    expect(copy).toContain(value);
  const site = await siteUrl(request);
  expect(copy).toContain(`[Point my domain at the server](${site}/working-with-server/tech-questions/domains/add.md)`);
});

test('a list of data centres reads as on the web page', async ({request}) => {
  const joined = brandText('dataCentres');
  expect(joined).toContain(' and ');
  expect(await (await request.get('/prepurchase/physical-location')).text()).toContain(joined);
  expect(await (await request.get('/prepurchase/physical-location.md')).text()).toContain(joined);
});

test('tabs become a bold label before each tab, and admonitions blockquotes', async ({request}) => {
  const copy = await (await request.get('/apps/docker.md')).text();
  const mdx = source({path: '/apps/docker', kind: 'howto'});
  const labels = [...mdx.matchAll(/<TabItem [^>]*label="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(labels)).toEqual(new Set(['Ubuntu 24.04 LTS', 'Debian 12', 'AlmaLinux / Rocky 9']));
  expect([...copy.matchAll(/^\*\*(.+)\*\*$/gm)].map((m) => m[1])).toEqual(labels);
  expect(copy).toContain(
    '> **Warning: Published container ports bypass UFW and firewalld**\n>\n> When a container publishes a port',
  );
  expect(copy).toContain('> ```yaml title="compose.yaml"\n> services:\n');
  expect(copy).toContain('> **Caution: The docker group is equivalent to root**');
});

test('a landing page lists its listed articles in place of <DocCardList />', async ({request}) => {
  const site = await siteUrl(request);
  const glossary = await (await request.get('/glossary.md')).text();
  for (const route of listedRoutes.filter((r) => r.path.startsWith('/glossary/'))) {
    const {title, description} = frontMatter(route);
    expect(glossary).toContain(`- [${title}](${site}${route.path}.md): ${description}`);
  }
  // An unlisted article has no card on its landing page, and a category without one is a label.
  const networkSpeed = await (await request.get('/prepurchase/network-speed.md')).text();
  expect(networkSpeed).toContain(`${site}/prepurchase/network-speed/dedic-local.md`);
  const cards = networkSpeed.slice(networkSpeed.lastIndexOf('\n\n'));
  expect(cards).toContain('/prepurchase/network-speed/dedic-local.md): ');
  expect(cards).not.toContain('speed-test');
  const os = await (await request.get('/services/os.md')).text();
  expect(os).toMatch(/^- \*\*Windows\*\*\n {2}- \[.+\]\(.+\/services\/os\/windows\/installing-windows\.md\): /m);
});

test('the .md copies are compressed like HTML', async ({request}) => {
  for (const encoding of ['gzip', 'br']) {
    const response = await request.get('/apps/docker.md', {headers: {'Accept-Encoding': encoding}});
    expect(response.headers()['content-encoding']).toBe(encoding);
  }
});
