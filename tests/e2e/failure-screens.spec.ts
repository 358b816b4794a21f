// The failure screens (src/components/CrashScreen), by fault injection in the browser: nothing in
// the build lets a reader trigger them. The fault lives only in this test's init script.
import {test, expect} from '@playwright/test';
import {provider} from '../../src/data/provider';
import {articleChunk, axeViolations, frontMatter, routes, sidebar} from './site';

// Every article formats dates while it renders (the footer's "Reviewed on", src/components/formatDate),
// so a date that cannot give its year crashes the page inside the layout. It throws until the test
// mends it.
async function breakDateFormatting(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {fault: boolean};
    w.fault = true;
    const year = Date.prototype.getUTCFullYear;
    Date.prototype.getUTCFullYear = function (this: Date) {
      if (w.fault) throw new Error('Injected fault', {cause: new Error('The date could not be formatted')});
      return year.call(this);
    };
  });
}

for (const mode of ['dark', 'light'] as const) {
  test(`a page that throws shows the crash screen (${mode}), and Try again renders it`, async ({page}) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await breakDateFormatting(page);
    await page.goto('/apps/docker');
    const heading = page.getByRole('heading', {level: 1, name: 'This page crashed'});
    await expect(heading).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText(/Injected fault\s*Cause: The date could not be formatted/);
    await expect(page.getByRole('link', {name: 'Go to the help centre home page'})).toHaveAttribute('href', '/');
    const href = (await page.getByRole('link', {name: 'Report this problem'}).getAttribute('href'))!;
    const mail = new URL(href);
    expect(mail.pathname).toBe(provider.supportEmail);
    expect(mail.searchParams.get('body')).toContain('/apps/docker');
    expect(mail.searchParams.get('body')).toContain('Error: Injected fault / Cause: The date could not be formatted');
    // The screen is in the layout, so the navbar stays; its colours pass axe in this mode.
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await axeViolations(page)).toEqual([]);

    await page.evaluate(() => ((window as unknown as {fault: boolean}).fault = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(heading).toHaveCount(0);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByText(/Reviewed on/)).toBeVisible();
  });
}

// Page Error: the article's own code chunk fails to load (the request aborted, as on a dropped
// connection), on a first visit and on a navigation; Retry asks for it again once it is back.
test('a page whose code fails to load shows Page Error, and Retry loads it once the network is back', async ({
  page,
}) => {
  const docker = routes.find((r) => r.path === '/apps/docker')!;
  const gitea = routes.find((r) => r.path === '/apps/gitea')!;
  for (const [route, arrive] of [
    [docker, () => page.goto(docker.path)],
    [gitea, () => sidebar(page).locator(`a[href="${gitea.path}"]`).click()],
  ] as const) {
    const chunk = articleChunk(route)!;
    expect(chunk, `${route.path}: its chunk in the build's registry`).toBeTruthy();
    const offline = (r: import('@playwright/test').Route) => r.abort('internetdisconnected');
    await page.route(`**${chunk}*`, offline);
    await arrive();
    const heading = page.getByRole('heading', {level: 1, name: 'Page Error'});
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(/^Page Error/);
    await expect(page.getByRole('alert')).toContainText(/Loading chunk|failed|ChunkLoadError/i);
    await expect(page.locator('article h1')).toHaveCount(0);

    await page.unroute(`**${chunk}*`, offline);
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(heading).toHaveCount(0);
    await expect(page.locator('article h1')).toHaveText(frontMatter(route).title);
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
  }
});
