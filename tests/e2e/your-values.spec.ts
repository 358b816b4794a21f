// "Fill in your values" (src/components/YourValues): a reader's SERVER_IP typed once shows in the
// commands of every article, marked, and is what the copy button copies; hostile values are refused;
// the first HTML, the Markdown copies and readers without JavaScript keep the placeholders.
import {test, expect, type Page} from '@playwright/test';
import {axeViolations, decodeHtml, open} from './site';
import {STORAGE_KEY} from '../../src/components/YourValues/key';

// Two articles whose bash blocks use SERVER_IP (`grep -rl SERVER_IP docs`).
const sshGuide = '/working-with-server/tech-questions/ssh-connect';
const forgot = '/working-with-server/credentials/forgot';
const ip = '203.0.113.10';

const panel = (page: Page) => page.locator('details#your-values');
const field = (page: Page) => page.getByRole('textbox', {name: /SERVER_IP/});
const filled = (page: Page) => page.locator('article pre code mark[title="Your value for SERVER_IP"]');
/** The first bash block of the "forgot" article: `ssh root@SERVER_IP`. */
const sshBlock = (page: Page) => page.locator('article div.language-bash').first();

async function openPanel(page: Page) {
  await panel(page).locator('summary').click();
  await expect(field(page)).toBeVisible();
}

const saveBeforeLoad = (page: Page, values: Record<string, string>) =>
  page.addInitScript(([key, json]) => window.localStorage.setItem(key, json), [STORAGE_KEY, JSON.stringify(values)]);

test('the first HTML and the Markdown copy keep the placeholder; the panel is a closed disclosure', async ({
  request,
}) => {
  const html = await (await request.get(forgot)).text();
  // The highlighter splits a line into tokens: the text without tags is what a reader sees.
  const text = decodeHtml(html.replace(/<[^>]+>/g, ''));
  expect(text.includes('ssh root@SERVER_IP'), 'the code of the first HTML shows ssh root@SERVER_IP').toBe(true);
  expect(html).not.toContain('Your value for');
  // The build minifies HTML: attribute quotes are optional.
  expect(html).toMatch(/<details id="?your-values"?[^>]*data-pagefind-ignore="?all"?[^>]*>\s*<summary/);
  expect(html).not.toMatch(/<details id="?your-values"?[^>]* open/);
  expect(await (await request.get(`${forgot}.md`)).text()).toContain('ssh root@SERVER_IP');
  // An article without placeholders has no panel.
  expect(await (await request.get('/apps/docker')).text()).not.toMatch(/<details id="?your-values/);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the panel is hidden and the placeholder stays', async ({page}) => {
    await page.goto(forgot);
    await expect(panel(page)).toBeAttached();
    await expect(panel(page)).toBeHidden();
    await expect(sshBlock(page)).toContainText('ssh root@SERVER_IP');
  });
});

test('SERVER_IP typed on one article shows, marked, on another after a reload and after navigation', async ({page}) => {
  await open(page, sshGuide);
  await openPanel(page);
  await expect(page.getByText('For example: 203.0.113.10')).toBeVisible();
  await field(page).fill(ip);
  await expect(field(page)).not.toHaveAttribute('aria-invalid');
  await expect(filled(page).first()).toHaveText(ip);
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toContain(STORAGE_KEY);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBe(`{"SERVER_IP":"${ip}"}`);

  await open(page, forgot);
  await expect(filled(page).first()).toHaveText(ip);
  await expect(sshBlock(page)).toContainText(`ssh root@${ip}`);
  await page.reload();
  await expect(filled(page).first()).toHaveText(ip);

  // A client-side navigation (a link in the article) shows it at once.
  await page.locator('article a[href="/working-with-server/tech-questions/ssh-connect"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${sshGuide}$`));
  await expect(filled(page).first()).toHaveText(ip);
  await openPanel(page);
  await expect(field(page)).toHaveValue(ip);
});

test("a block's pencil button opens the panel at its field; open pages follow each other", async ({context}) => {
  const page = await context.newPage();
  const other = await context.newPage();
  await open(page, forgot);
  await open(other, sshGuide);
  await sshBlock(page).hover();
  await sshBlock(page).getByRole('button', {name: 'Fill in your values for this code block'}).click();
  await expect(panel(page)).toHaveAttribute('open');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(ip);
  // The other tab hears the `storage` event.
  await expect(filled(other).first()).toHaveText(ip);
});

test.describe('the copy button', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the filled command, exactly as shown', async ({page}) => {
    await saveBeforeLoad(page, {SERVER_IP: ip});
    await open(page, forgot);
    await expect(filled(page).first()).toHaveText(ip);
    const block = sshBlock(page);
    const shown = (await block.locator('pre code .token-line').allTextContents()).join('\n');
    await block.hover();
    await block.getByRole('button', {name: /Copy code to clipboard/}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trimEnd()).toBe(`ssh root@${ip}`);
    expect(copied.trimEnd()).toBe(shown.trimEnd());
  });
});

test('hostile values are refused with a reason, and the placeholder stays', async ({page}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // A hostile value planted in storage is ignored too.
  await saveBeforeLoad(page, {SERVER_IP: '<img src=x onerror=alert(1)>'});
  await open(page, forgot);
  await openPanel(page);
  for (const value of ['1.2.3.4; rm -rf /', '$(id)', '<img src=x onerror=alert(1)>', 'example.com']) {
    await field(page).fill(value);
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page)).toHaveAccessibleDescription(/^Not inserted: .+ For example: 203\.0\.113\.10$/);
    await expect(sshBlock(page)).toContainText('ssh root@SERVER_IP');
    await expect(filled(page)).toHaveCount(0);
  }
  await expect(field(page)).toHaveAccessibleDescription(/this field takes an IPv4 or IPv6 address/);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();
});

test('"Clear my values" forgets them all and the placeholders come back', async ({page}) => {
  await saveBeforeLoad(page, {SERVER_IP: ip});
  await open(page, forgot);
  await expect(filled(page).first()).toHaveText(ip);
  await openPanel(page);
  await page.getByRole('button', {name: 'Clear my values'}).click();
  await expect(filled(page)).toHaveCount(0);
  await expect(sshBlock(page)).toContainText('ssh root@SERVER_IP');
  await expect(field(page)).toHaveValue('');
  // Only this page's init script would put it back: read storage before the next load.
  expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();
});

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test(`no layout shift while a saved value fills the page, ${viewport.width} px`, async ({page}) => {
    await page.setViewportSize(viewport);
    await saveBeforeLoad(page, {SERVER_IP: ip});
    await open(page, forgot);
    await expect(filled(page).first()).toHaveText(ip);
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const found: string[] = [];
          type Shift = PerformanceEntry & {
            value: number;
            sources: {node?: Node; previousRect: DOMRect; currentRect: DOMRect}[];
          };
          const describe = (node?: Node) =>
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : (node?.nodeName ?? '?');
          const rect = (r: DOMRect) => `${r.x},${r.y} ${r.width}x${r.height}`;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[])
              found.push(
                `${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`).join('; ')}`,
              );
          }).observe({type: 'layout-shift', buffered: true});
          setTimeout(() => resolve(found), 500);
        }),
    );
    expect(shifts).toEqual([]);
  });
}

for (const mode of ['dark', 'light'] as const)
  for (const viewport of [
    {width: 1280, height: 800},
    {width: 390, height: 844},
  ])
    test(`axe: the open panel and filled code, ${mode}, ${viewport.width} px`, async ({page}) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await saveBeforeLoad(page, {SERVER_IP: ip});
      await open(page, forgot);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await openPanel(page);
      await expect(filled(page).first()).toHaveText(ip);
      const scan = async (part: string) => {
        const report = await axeViolations(page, part);
        expect(report, report.join('\n')).toEqual([]);
      };
      await scan('main');
      // A refused value and its message.
      await field(page).fill('$(id)');
      await expect(page.locator('#your-value-SERVER_IP-error')).toBeVisible();
      await scan('#your-values');
    });
