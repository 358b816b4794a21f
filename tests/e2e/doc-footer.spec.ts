import {test, expect, type Page} from '@playwright/test';
import {routes, frontMatter, open, siteUrl} from './site';
import {provider} from '../../src/data/provider';

const reportButton = (page: Page) => page.getByRole('button', {name: 'Report a problem with this page'});
const mailLink = (page: Page) => page.getByRole('link', {name: 'Write the e-mail'});

/** The decoded parts of the report form's mailto address. */
async function mail(page: Page) {
  const href = (await mailLink(page).getAttribute('href'))!;
  // Every reserved character is percent-encoded: nothing but the two parameters' separators.
  expect(href).toMatch(/^mailto:[^?]+\?subject=[^&=?]+&body=[^&=?]+$/);
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe(provider.supportEmail);
  return {subject: url.searchParams.get('subject')!, body: url.searchParams.get('body')!};
}

// Two kinds of page, one of them a folder's landing page (its doc permalink ends in a slash).
for (const path of ['/apps/docker', '/glossary']) {
  test(`${path}: "Report a problem" is a mailto link without JavaScript and a form with it`, async ({
    page,
    browser,
  }) => {
    const route = routes.find((r) => r.path === path)!;
    const {title} = frontMatter(route);
    // The server-rendered page: a plain mailto link with the title and the address.
    const noJs = await browser.newContext({javaScriptEnabled: false});
    const staticPage = await noJs.newPage();
    await staticPage.goto(path);
    const href = (await staticPage.getByRole('link', {name: 'Report a problem with this page'}).getAttribute('href'))!;
    expect(new URL(href).searchParams.get('subject')).toContain(title);
    expect(new URL(href).searchParams.get('body')).toContain(`${siteUrl}${path}\r\n`);
    await noJs.close();

    await open(page, path);
    await expect(reportButton(page)).toHaveAttribute('aria-expanded', 'false');
    await reportButton(page).click();
    await expect(reportButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', {name: 'What went wrong?'})).toBeFocused();
    const {subject, body} = await mail(page);
    expect(subject).toContain(title);
    expect(body).toContain(`Page: ${siteUrl}${path}\r\n`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${path}`);
  });
}

/** The text of a heading without the theme's "Direct link" anchor. */
const headingText = (h: ReturnType<Page['locator']>) => h.evaluate((e) => e.firstChild!.textContent!.trim());
const section = (page: Page) => page.getByRole('combobox', {name: 'Which section?'});

test('the page report names the section the reader stayed in, not the last one, and offers the others', async ({
  page,
}) => {
  const route = routes.find((r) => r.path === '/apps/docker')!;
  const {tested_with} = frontMatter(route);
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.os', 'debian'));
  await open(page, '/apps/docker');
  const headings = page.locator('article h2[id]');
  const second = headings.nth(1);
  const heading = await headingText(second);
  const last = await headingText(headings.last());
  expect(heading).not.toBe(last);
  // The reader reads the second section (its heading just above the top third of the window) for a
  // while, then goes down to the button at the end of the page.
  await second.evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 100));
  await page.waitForTimeout(2000);
  await reportButton(page).click();
  await expect(page.getByRole('group', {name: 'What went wrong?'})).toBeFocused();
  await expect(section(page)).toHaveValue(heading);
  await page.getByRole('radio', {name: 'The page is outdated'}).check();
  await page.getByRole('textbox', {name: 'Anything to add? (optional)'}).fill('Docker 30 is out & differs');
  const {body} = await mail(page);
  expect(body).toContain('What went wrong: The page is outdated\r\n');
  expect(body).toContain(`Section: ${heading}\r\n`);
  expect(body).toContain(`Checked with: ${tested_with!.join(', ')}\r\n`);
  // The tab by its label, as the reader saw it, not its value.
  expect(body).toContain('System tab chosen: Debian 12\r\n');
  expect(body).not.toContain('System tab chosen: debian');
  expect(body).toContain('Note:\r\nDocker 30 is out & differs\r\n');

  // Every section is offered; another one, or the whole page, can be chosen.
  const options = await section(page).locator('option').allTextContents();
  expect(options[0]).toBe('The whole page');
  expect(options).toContain(last);
  await section(page).selectOption(last);
  expect((await mail(page)).body).toContain(`Section: ${last}\r\n`);
  await section(page).selectOption('');
  expect((await mail(page)).body).not.toContain('Section:');
});

test('a reader who stayed only above the first section reports the whole page, not its last section', async ({
  page,
}) => {
  await open(page, '/apps/docker');
  await reportButton(page).click();
  await expect(section(page)).toHaveValue('');
  expect((await mail(page)).body).not.toContain('Section:');
});

test('readers without a mail app copy the report, with a visible confirmation, and get the ticket link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/apps/docker');
  await reportButton(page).click();
  await page.getByRole('radio', {name: 'A command failed'}).check();
  await page.getByRole('button', {name: 'Copy the report'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied.'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`To: ${provider.supportEmail}\n`);
  expect(copied).toContain(`Page: ${siteUrl}/apps/docker\n`);
  expect(copied).toContain('What went wrong: A command failed\n');
  await expect(page.getByRole('link', {name: 'open a ticket in the billing panel', exact: true})).toHaveAttribute(
    'href',
    provider.billingPanelUrl,
  );
});

test('where the page may not copy, the report is shown selected to copy by hand', async ({page}) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('denied'))}}),
  );
  await open(page, '/apps/docker');
  await reportButton(page).click();
  await page.getByRole('button', {name: 'Copy the report'}).click();
  await expect(page.getByRole('status').filter({hasText: 'did not let the page copy'})).toBeVisible();
  const box = page.getByRole('textbox', {name: 'The report'});
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(new RegExp(`^To: ${provider.supportEmail}\nSubject: `));
});

test('the note stops at 2,000 characters, says so, and the mail link stays under 8 KB', async ({page}) => {
  await open(page, '/apps/docker');
  await reportButton(page).click();
  const note = page.getByRole('textbox', {name: 'Anything to add? (optional)'});
  await expect(note).toHaveAccessibleDescription(/^Up to 2,000 characters, what a mail link holds: 0 used\.$/);
  await note.fill('x'.repeat(100_000));
  expect((await note.inputValue()).length).toBe(2000);
  await expect(note).toHaveAccessibleDescription(/The note is full/);
  const href = (await mailLink(page).getAttribute('href'))!;
  expect(href.length).toBeLessThan(8000);
  // Letters outside ASCII take more room once encoded: fewer fit, and the link still does.
  await note.fill('中'.repeat(2000));
  expect((await note.inputValue()).length).toBeLessThan(2000);
  expect((await mailLink(page).getAttribute('href'))!.length).toBeLessThan(8000);
});

test('the "Report" control of a code block opens the form about that block and its section, where the reader is', async ({
  page,
}) => {
  await open(page, '/apps/docker');
  const block = page.locator('article .theme-code-block').filter({visible: true}).nth(3);
  await block.evaluate((b) => window.scrollTo(0, b.getBoundingClientRect().top + window.scrollY - 250));
  // A block off screen is laid out only once it comes into view (content-visibility), and its
  // text as shown (innerText) only then: wait for that before reading it and the place.
  await expect.poll(() => block.locator('code').innerText()).not.toBe('');
  const firstLine = (await block.locator('code').innerText())
    .split('\n')
    .find((l) => l.trim())!
    .trim();
  const titles = block.locator('[class*="codeBlockTitle"]');
  const title = (await titles.count()) ? await titles.innerText() : undefined;
  const heading = await block.evaluate((b) => {
    const hs = [...document.querySelectorAll('article h2[id], article h3[id]')].filter(
      (h) => h.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return hs.at(-1)!.firstChild!.textContent!.trim();
  });
  const where = () => block.evaluate((b) => ({top: b.getBoundingClientRect().top, scrollY: window.scrollY}));
  const before = await where();
  expect(before.scrollY).toBeGreaterThan(250);
  await block.hover();
  const flag = block.getByRole('button', {name: 'Report a problem with this code block'});
  await flag.click();
  const dialog = page.getByRole('dialog', {name: 'Report a problem with this code block'});
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', {name: 'What went wrong with this code block?'})).toBeFocused();
  await expect(dialog.getByRole('combobox', {name: 'Which section?'})).toHaveValue(heading);
  const blockMail = async () => {
    const href = (await dialog.getByRole('link', {name: 'Write the e-mail'}).getAttribute('href'))!;
    return new URL(href).searchParams.get('body')!;
  };
  const body = await blockMail();
  expect(body).toContain(`Code block: ${(title ?? firstLine).slice(0, 79)}`);
  expect(body).toContain(`Section: ${heading}\r\n`);
  await dialog.getByRole('button', {name: 'Report the whole page instead'}).click();
  expect(await blockMail()).not.toContain('Code block:');
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toBeHidden();
  await expect(flag).toBeFocused();
  const after = await where();
  expect(Math.abs(after.scrollY - before.scrollY)).toBeLessThanOrEqual(4);
  expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(4);
  // Escape closes it as well, focus back on the flag.
  await flag.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(flag).toBeFocused();
  expect(Math.abs((await where()).scrollY - before.scrollY)).toBeLessThanOrEqual(4);
});

test('a howto shows what it was checked with, next to the last-update date', async ({page}) => {
  await open(page, '/apps/docker');
  const {tested_with} = frontMatter(routes.find((r) => r.path === '/apps/docker')!);
  await expect(page.locator('article').getByText(`Checked with: ${tested_with!.join(', ')}`)).toBeVisible();
});
