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
  // An article with code but without placeholders has no panel.
  expect(await (await request.get('/apps/rustdesk')).text()).not.toMatch(/<details id="?your-values/);
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

/** The block's top in the window and the page's scroll position: where the reader is. */
const place = (page: Page, block: ReturnType<Page['locator']>) =>
  block.evaluate((b) => ({top: b.getBoundingClientRect().top, scrollY: window.scrollY}));

test("a block's pencil button opens its fields in a dialog where the reader is; open pages follow each other", async ({
  context,
}) => {
  const page = await context.newPage();
  const other = await context.newPage();
  await open(page, forgot);
  await open(other, sshGuide);
  // The reader is at Step 5's check, the second block, in the middle of the window.
  const block = page.locator('article div.language-bash').nth(1);
  await block.evaluate((b) => window.scrollTo(0, b.getBoundingClientRect().top + window.scrollY - 300));
  const before = await place(page, block);
  expect(before.scrollY).toBeGreaterThan(300);
  await block.hover();
  const pencil = block.getByRole('button', {name: 'Fill in your values for this code block'});
  await pencil.click();
  const dialog = page.getByRole('dialog', {name: 'Your values for this command'});
  await expect(dialog).toBeVisible();
  const inDialog = dialog.getByRole('textbox', {name: /SERVER_IP/});
  await expect(inDialog).toBeFocused();
  // A pasted value with a trailing space, as copied from a panel or an e-mail.
  await page.keyboard.insertText(`${ip} `);
  await expect(inDialog).not.toHaveAttribute('aria-invalid');
  await expect(block).toContainText(`ssh root@${ip} whoami`);
  await dialog.getByRole('button', {name: 'Done'}).click();
  await expect(dialog).toBeHidden();
  await expect(pencil).toBeFocused();
  const after = await place(page, block);
  expect(Math.abs(after.scrollY - before.scrollY)).toBeLessThanOrEqual(4);
  expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(4);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBe(`{"SERVER_IP":"${ip}"}`);
  // The other tab hears the `storage` event.
  await expect(filled(other).first()).toHaveText(ip);

  // Escape closes it too, and focus is back on the button, the page where it was.
  await pencil.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(pencil).toBeFocused();
  expect(Math.abs((await place(page, block)).scrollY - before.scrollY)).toBeLessThanOrEqual(4);
});

test('the summary says what is filled in once a value is set, not to put it in', async ({page}) => {
  await open(page, forgot);
  const summary = panel(page).locator('summary');
  await expect(summary).toHaveText('Your values: put your own SERVER_IP into the commands');
  await openPanel(page);
  await field(page).fill(ip);
  await expect(summary).toContainText('Your values: filled in SERVER_IP');
  // What a reader (and a screen reader) gets of the summary no longer asks for SERVER_IP.
  // What a reader sees (the other wording only keeps the height, hidden) no longer asks for SERVER_IP.
  expect(await summary.evaluate((s) => (s as HTMLElement).innerText.trim())).toBe('Your values: filled in SERVER_IP');
  await expect(summary.locator('[aria-hidden="true"]')).toContainText('put your own');
});

test('an article with several placeholders lists what is filled and what is still to fill', async ({page}) => {
  await saveBeforeLoad(page, {OLD_USER: 'olduser'});
  await open(page, '/services/from-other-hosting');
  await expect(filled(page)).toHaveCount(0);
  await expect(page.locator('article pre code mark[title="Your value for OLD_USER"]').first()).toHaveText('olduser');
  const visible = await panel(page)
    .locator('summary')
    .evaluate((s) => (s as HTMLElement).innerText.trim());
  expect(visible).toMatch(/^Your values: filled in OLD_USER; still to fill .*DB_NAME/);
});

test('DB_NAME is offered on /services/from-other-hosting with OLD_USER, OLD_HOST and DB_USER; DB_PASSWORD never', async ({
  page,
}) => {
  await open(page, '/services/from-other-hosting');
  await panel(page).locator('summary').click();
  for (const name of ['OLD_USER', 'OLD_HOST', 'DB_USER', 'DB_NAME'])
    await expect(page.getByRole('textbox', {name: new RegExp(`\\(${name}\\)`)})).toBeVisible();
  await expect(page.getByRole('textbox', {name: /DB_PASSWORD/})).toHaveCount(0);
  await page.getByRole('textbox', {name: /\(DB_NAME\)/}).fill('shop');
  await expect(page.locator('article pre code mark[title="Your value for DB_NAME"]').first()).toHaveText('shop');
  await expect(page.locator('article pre').filter({hasText: 'GRANT ALL PRIVILEGES'})).toContainText(
    "GRANT ALL PRIVILEGES ON shop.* TO 'DB_USER'@'localhost'",
  );
  await expect(page.locator('article pre').filter({hasText: 'IDENTIFIED BY'})).toContainText("'DB_PASSWORD'");
  // A dot would name another database: refused.
  await page.getByRole('textbox', {name: /\(DB_NAME\)/}).fill('shop.mysql');
  await expect(page.getByRole('textbox', {name: /\(DB_NAME\)/})).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('article pre code mark[title="Your value for DB_NAME"]')).toHaveCount(0);
});

test('inline code in the text is filled as the code blocks are; a placeholder named alone stays', async ({page}) => {
  await saveBeforeLoad(page, {SERVER_IP: ip});
  await open(page, sshGuide);
  const lead = page.locator('article p').filter({hasText: 'in a terminal, confirm the server'}).first();
  const mark = lead.locator('code mark[title="Your value for SERVER_IP"]');
  await expect(mark).toHaveText(ip);
  await expect(lead.locator('code').first()).toHaveText(`ssh root@${ip}`);
  // "replace `SERVER_IP` with your server's IP address" names the placeholder: not filled.
  const replace = page.locator('article p').filter({hasText: 'In the commands below, replace'});
  await expect(replace.locator('code').first()).toHaveText('SERVER_IP');
  await expect(replace.locator('mark')).toHaveCount(0);
});

test('a value kept in storage that fails the check is dropped with a message, never used nor shown as valid', async ({
  page,
}) => {
  // As a shared computer, an extension or an older version of the site could leave it.
  await saveBeforeLoad(page, {SERVER_IP: '1.2.3.4 -oProxyCommand=id'});
  await open(page, forgot);
  await expect(sshBlock(page)).toContainText('ssh root@SERVER_IP');
  await expect(filled(page)).toHaveCount(0);
  await expect(page.locator('article').getByText('-oProxyCommand')).toHaveCount(0);
  await expect(panel(page).locator('summary')).toHaveText('Your values: put your own SERVER_IP into the commands');
  await openPanel(page);
  await expect(field(page)).toHaveValue('');
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page)).toHaveAccessibleDescription(
    /^The value kept in this browser, “1\.2\.3\.4 -oProxyCommand=id”, is not used\. Not used: a space would split/,
  );
  await expect(page.locator('#your-value-SERVER_IP-error')).toBeVisible();
  // The next value typed replaces it in storage.
  await field(page).fill(ip);
  await expect(field(page)).not.toHaveAttribute('aria-invalid');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBe(`{"SERVER_IP":"${ip}"}`);
});

test('a name refuses invisible and reordering characters with a clear message', async ({page}) => {
  await open(page, '/working-with-server/credentials/recommendations');
  await panel(page).locator('summary').click();
  const name = page.getByRole('textbox', {name: /\(YOUR_NAME\)/});
  for (const [value, message] of [
    ['Alex\u202eeoD', /reorders the text around it \(U\+202E\)/],
    ['Alex\u2028Doe', /a line break \(U\+2028\)/],
    ['Alex\u0085Doe', /a line break \(U\+0085\)/],
    ['Alex\u200bDoe', /an invisible or control character \(U\+200B\)/],
  ] as const) {
    await name.fill(value);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(message);
    await expect(page.locator('article pre code mark')).toHaveCount(0);
  }
  await name.fill('Zoë Doe');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('article pre code mark[title="Your value for YOUR_NAME"]').first()).toHaveText('Zoë Doe');
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
      // A block's dialog, and the problem report's, over the page.
      await sshBlock(page).hover();
      await sshBlock(page).getByRole('button', {name: 'Fill in your values for this code block'}).click();
      await expect(page.getByRole('dialog').getByRole('textbox', {name: /SERVER_IP/})).toBeFocused();
      await scan('dialog');
      await page.keyboard.press('Escape');
      await sshBlock(page).getByRole('button', {name: 'Report a problem with this code block'}).click();
      await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
      await scan('dialog');
    });
