import {test, expect, type Page, type Route as NetRoute} from '@playwright/test';
import {open} from './site';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Client-side navigation through the app's router, as a click on an internal link does. */
async function clientNavigate(page: Page, href: string) {
  await page.evaluate((to) => {
    const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('a')).find(
      (a) => a.getAttribute('href') === to,
    );
    if (!link) throw new Error(`no link to ${to} on this page`);
    link.click();
  }, href);
}

test('a link with a hash scrolls to its target; a link without one scrolls to the top', async ({page}) => {
  await open(page, '/apps/docker');
  const tocLink = page.locator('.theme-doc-toc-desktop a.table-of-contents__link').nth(3);
  const hash = new URL((await tocLink.getAttribute('href'))!, 'http://x').hash;
  await tocLink.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  const target = page.locator(decodeURIComponent(hash));
  await expect(target).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(300);

  // A sidebar link to another article: the new page starts at the top.
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/apps/gitea"]').click();
  await expect(page.locator('article h1')).toContainText('Gitea');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a hash link to another page scrolls to that heading after the page loads', async ({page}) => {
  await open(page, '/glossary/raid');
  const id = await page.locator('article .markdown h2[id]').nth(2).getAttribute('id');
  await open(page, '/');
  // Navigate through the router's history so the page is not reloaded.
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, `/glossary/raid#${id}`);
  await expect(page.locator('article h1')).toContainText('RAID');
  await expect(page.locator(`#${id}`)).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(200);
});

test('a change of the query string alone does not scroll', async ({page}) => {
  await open(page, '/apps/docker');
  await page.evaluate(() => {
    window.history.scrollRestoration = 'manual';
    window.scrollTo(0, 900);
  });
  await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
  const before = await scrollY(page);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/apps/docker?tab=debian');
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  });
  await expect(page).toHaveURL(/\?tab=debian$/);
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(before);

  // The same history call with a new path does scroll, so the check above can fail.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/glossary/raid');
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  });
  await expect(page.locator('article h1')).toContainText('RAID');
  await expect.poll(() => scrollY(page)).toBe(0);
});

/** Records whether the route-change progress bar (#nprogress) is ever added to the page. */
async function watchProgressBar(page: Page) {
  await page.evaluate(() => {
    (window as unknown as {progressBarSeen: boolean}).progressBarSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress'))
        (window as unknown as {progressBarSeen: boolean}).progressBarSeen = true;
    }).observe(document.body, {childList: true, subtree: true});
  });
}
const progressBarSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as {progressBarSeen: boolean}).progressBarSeen);

test('the progress bar shows when a page chunk is held back past 200 ms, and not for a quick change', async ({
  page,
}) => {
  await open(page, '/glossary');
  // Quick: the welcome page's chunks are already in the cache after one visit.
  await clientNavigate(page, '/glossary/raid');
  await expect(page.locator('article h1')).toContainText('RAID');
  await clientNavigate(page, '/glossary');
  await expect(page.locator('article h1')).toContainText('Glossary');
  await watchProgressBar(page);
  await clientNavigate(page, '/glossary/raid');
  await expect(page.locator('article h1')).toContainText('RAID');
  expect(await progressBarSeen(page)).toBe(false);

  // Slow: every new script is held back for 1.5 s.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await watchProgressBar(page);
  await clientNavigate(page, '/glossary/ptr');
  await expect(page.locator('#nprogress')).toBeAttached({timeout: 1200});
  await expect(page.locator('article h1')).toContainText('PTR', {timeout: 10_000});
  await expect(page.locator('#nprogress')).toHaveCount(0);
  expect(await progressBarSeen(page)).toBe(true);
});

/**
 * The text of an article's first H2 as it stands in the compiled content chunk: a marker
 * that tells the test which script holds the page's content.
 */
async function firstHeadingOf(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const match = /<h2[^>]*>([A-Za-z0-9 ,-]+)<a/.exec(html);
  if (!match) throw new Error(`${path}: no plain H2 to mark its content chunk`);
  return match[1];
}

/** Serves every script, rewriting the one that holds `marker` with `rewrite`. Returns how many it touched. */
async function rewriteContentChunk(
  page: Page,
  marker: string,
  rewrite: (body: string, route: NetRoute) => Promise<boolean>,
) {
  const touched = {count: 0};
  await page.route('**/assets/js/*.js', async (route) => {
    let response, body;
    try {
      response = await route.fetch();
      body = await response.text();
    } catch {
      return; // the page reloaded while this script was in flight: the request no longer matters
    }
    if (body.includes(marker) && (await rewrite(body, route))) {
      touched.count++;
      return;
    }
    await route.fulfill({response, body});
  });
  return touched;
}

test('a page that throws on render shows the crash screen, and Try again recovers once it no longer throws', async ({
  page,
}) => {
  const heading = await firstHeadingOf(page, '/glossary/raid');
  const literal = JSON.stringify(heading);
  await page.addInitScript(() => {
    (window as unknown as {injectCrash: boolean}).injectCrash = true;
  });
  // The heading's text becomes an expression that throws while the flag is set.
  const touched = await rewriteContentChunk(page, `children:${literal}`, async (body, route) => {
    const faulty = `children:(()=>{if(window.injectCrash)throw new Error("Injected render fault",{cause:new Error("Cause: the test set window.injectCrash")});return ${literal}})()`;
    await route.fulfill({body: body.split(`children:${literal}`).join(faulty), contentType: 'application/javascript'});
    return true;
  });
  await page.goto('/glossary/raid');
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
  await expect(page.getByText('Injected render fault')).toBeVisible();
  await expect(page.getByText('Cause: the test set window.injectCrash')).toBeVisible();
  expect(touched.count).toBeGreaterThan(0);

  await page.evaluate(() => {
    (window as unknown as {injectCrash: boolean}).injectCrash = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {name: heading})).toBeVisible();
  await expect(page.getByText(/This page crashed/)).toHaveCount(0);
});

test('the code of the pages linked from the first screen is still fetched ahead, from addresses the server has (each link in an idle moment of its own, not timed here)', async ({
  page,
}) => {
  await open(page, '/apps/docker');
  // src/clientModules/idlePrefetch.ts queues each link's prefetch for an idle moment of its own.
  const prefetched = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][href*="/assets/js/"]')].map((l) => l.href),
    );
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(0);
  // Each address comes from the runtime's lookup of a chunk by its name (src/plugins/page-chunks.ts
  // replaces Docusaurus's): a wrong one would prefetch nothing the page can use.
  for (const href of await prefetched()) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(/javascript/);
  }
});
