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

test('the report says what went wrong, the note, the section read, tested_with and the chosen system tab', async ({
  page,
}) => {
  const route = routes.find((r) => r.path === '/apps/docker')!;
  const {tested_with} = frontMatter(route);
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.os', 'ubuntu-24.04'));
  await open(page, '/apps/docker');
  // Read the second section: its heading is just above the top third of the window.
  const second = page.locator('article h2[id]').nth(1);
  const heading = (await second.evaluate((h) => h.firstChild!.textContent!)).trim();
  await second.evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 100));
  // Open the form by keyboard without scrolling to it: the section is taken from where the reader was.
  await reportButton(page).evaluate((b) => b.focus({preventScroll: true}));
  await page.keyboard.press('Enter');
  await page.getByRole('radio', {name: 'The page is outdated'}).check();
  await page.getByRole('textbox', {name: 'Anything to add? (optional)'}).fill('Docker 30 is out & differs');
  const {body} = await mail(page);
  expect(body).toContain('What went wrong: The page is outdated\r\n');
  expect(body).toContain(`Checked with: ${tested_with!.join(', ')}\r\n`);
  expect(body).toContain('System tab chosen: ubuntu-24.04\r\n');
  expect(body).toContain('Note:\r\nDocker 30 is out & differs\r\n');
  expect(body).toContain(`Section: ${heading}\r\n`);
});

test('the "Report" control of a code block opens the form about that block and its section', async ({page}) => {
  await open(page, '/apps/docker');
  const block = page.locator('article .theme-code-block').filter({visible: true}).nth(1);
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
  await block.hover();
  await block.getByRole('button', {name: 'Report a problem with this code block'}).click();
  await expect(page.getByRole('group', {name: 'What went wrong with this code block?'})).toBeFocused();
  const {body} = await mail(page);
  expect(body).toContain(`Code block: ${(title ?? firstLine).slice(0, 79)}`);
  expect(body).toContain(`Section: ${heading}\r\n`);
  await page.getByRole('button', {name: 'Report the whole page instead'}).click();
  expect((await mail(page)).body).not.toContain('Code block:');
});

test('a howto shows what it was checked with, next to the last-update date', async ({page}) => {
  await open(page, '/apps/docker');
  const {tested_with} = frontMatter(routes.find((r) => r.path === '/apps/docker')!);
  await expect(page.locator('article').getByText(`Checked with: ${tested_with!.join(', ')}`)).toBeVisible();
});
