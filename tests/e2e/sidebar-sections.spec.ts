import {test, expect, type Locator, type Page} from '@playwright/test';
import {open, sidebar} from './site';

// A doc page downloads the sidebar of its own top-level section only; the others arrive when the
// reader reaches for them (src/plugins/docs-sections.ts). What the reader sees must not tell.

const article = '/apps/docker';
const ownSection = 'Install an app';
const otherSection = 'Working with your server';
// Pages of the other section (an article and a sub-section's landing page), and the label of one of its articles.
const otherPage = '/working-with-server/credentials/forgot';
const otherLanding = '/working-with-server/credentials';
const otherLabel = 'Lost password or access details';

/** A top-level category of the sidebar (or of the mobile menu) by its label. */
const category = (menu: Locator, label: string) =>
  menu.locator('li.theme-doc-sidebar-item-category-level-1').filter({
    has: menu.page().locator(':scope > div > a', {hasText: new RegExp(`^${label}$`)}),
  });
const toggle = (menu: Locator, label: string) => category(menu, label).locator(':scope > div > a');
/** The entries directly under a category, as the reader reads them. */
const entries = (menu: Locator, label: string) =>
  category(menu, label).locator(':scope > ul > li > a, :scope > ul > li > div > a').allInnerTexts();

/** What a fresh load of `path` shows: its sidebar's entries under `label`, breadcrumbs, cards and pagination. */
async function shownOn(page: Page, path: string, label: string) {
  const fresh = await page.context().newPage();
  await fresh.setViewportSize({width: 1280, height: 800});
  await open(fresh, path);
  const shown = await readShown(fresh, label);
  await fresh.close();
  return shown;
}
async function readShown(page: Page, label: string) {
  const text = (selector: string) => page.locator(selector).allInnerTexts();
  return {
    entries: await entries(sidebar(page), label),
    active: await sidebar(page)
      .locator('a.menu__link--active')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    current: await sidebar(page).locator('a[aria-current="page"]').getAttribute('href'),
    breadcrumbs: await text('nav.theme-doc-breadcrumbs'),
    cards: await text('.theme-doc-card-container'),
    pagination: await text('nav.pagination-nav'),
  };
}

test.describe('at 1280 px wide', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('a page shows its own section expanded at its article, the others collapsed, and downloads none of theirs', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await open(page, article);
    await page.waitForLoadState('networkidle');
    const menu = sidebar(page);
    await expect(toggle(menu, ownSection)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator(`a.menu__link--active[aria-current="page"][href="${article}"]`)).toBeVisible();
    const collapsed = menu.locator('li.theme-doc-sidebar-item-category-level-1.menu__list-item--collapsed');
    await expect(collapsed).toHaveCount((await menu.locator('li.theme-doc-sidebar-item-category-level-1').count()) - 1);
    const bodies = await Promise.all(scripts);
    expect(bodies.filter((body) => body.includes(otherLabel)).length, `a script with "${otherLabel}"`).toBe(0);

    // Pointing at another section brings it; expanding it shows what its own pages show.
    const arrived = page.waitForResponse(async (r) => (await r.text().catch(() => '')).includes(otherLabel));
    await toggle(menu, otherSection).hover();
    await arrived;
    await toggle(menu, otherSection).click();
    await expect(toggle(menu, otherSection)).toHaveAttribute('aria-expanded', 'true');
    expect(await entries(menu, otherSection)).toEqual((await shownOn(page, otherPage, otherSection)).entries);
  });

  test('a section expanded from the keyboard before it has arrived shows all its entries', async ({page}) => {
    await open(page, article);
    const menu = sidebar(page);
    await toggle(menu, otherSection).focus();
    await page.keyboard.press('Enter');
    await expect(toggle(menu, otherSection)).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => entries(menu, otherSection))
      .toEqual((await shownOn(page, otherPage, otherSection)).entries);
  });

  test('following a sidebar link into another section shows that page as a fresh load does, with no empty sidebar between', async ({
    page,
  }) => {
    await open(page, article);
    const menu = sidebar(page);
    // The fewest top-level entries and the narrowest sidebar seen while the next page comes in.
    await page.evaluate(() => {
      const seen = {fewest: Infinity, widths: new Set<number>()};
      const look = () => {
        const now = document.querySelector('nav[aria-label="Docs sidebar"]');
        seen.fewest = Math.min(
          seen.fewest,
          now?.querySelectorAll('.theme-doc-sidebar-item-category-level-1').length ?? 0,
        );
        seen.widths.add(Math.round(now?.getBoundingClientRect().width ?? 0));
      };
      look();
      new MutationObserver(look).observe(document.body, {childList: true, subtree: true, attributes: true});
      Object.assign(window, {seen});
    });
    await toggle(menu, otherSection).click();
    await menu.locator(`a[href="${otherLanding}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${otherLanding}$`));
    await expect(menu.locator(`a[aria-current="page"][href="${otherLanding}"]`)).toBeVisible();
    await expect(toggle(menu, otherSection)).toHaveAttribute('aria-expanded', 'true');
    // As before the split: a section the reader had open stays open.
    await expect(toggle(menu, ownSection)).toHaveAttribute('aria-expanded', 'true');
    const fresh = await shownOn(page, otherLanding, otherSection);
    expect(await readShown(page, otherSection)).toEqual(fresh);
    const seen = await page.evaluate(() => {
      const {fewest, widths} = (window as unknown as {seen: {fewest: number; widths: Set<number>}}).seen;
      return {fewest, widths: [...widths]};
    });
    expect(seen.fewest, 'top-level sections in the sidebar at any moment').toBe(
      await menu.locator('.theme-doc-sidebar-item-category-level-1').count(),
    );
    expect(seen.widths, 'sidebar widths seen').toHaveLength(1);
  });

  test("a link from outside the sidebar into another section's landing page shows its cards and sidebar as a fresh load does", async ({
    page,
  }) => {
    await open(page, article);
    const landing = '/order/panels';
    await page.locator(`footer a[href="${landing}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    await expect(sidebar(page).locator(`a[aria-current="page"][href="${landing}"]`)).toBeVisible();
    const label = 'Add-ons: IPs, backups, disks, panels';
    const shown = await readShown(page, label);
    expect(shown.cards.length).toBeGreaterThan(0);
    expect(shown).toEqual(await shownOn(page, landing, label));
  });
});

test.describe('at 996 px wide (mobile layout)', () => {
  test.use({viewport: {width: 996, height: 800}});

  test("the menu shows the page's section at its article, and another section's entries on a tap", async ({page}) => {
    await open(page, article);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.locator(`a.menu__link--active[aria-current="page"][href="${article}"]`)).toBeVisible();
    await expect(toggle(menu, ownSection)).toHaveAttribute('aria-expanded', 'true');
    await toggle(menu, otherSection).click();
    await expect(toggle(menu, otherSection)).toHaveAttribute('aria-expanded', 'true');
    const expected = (await shownOn(page, otherPage, otherSection)).entries;
    await expect.poll(() => entries(menu, otherSection)).toEqual(expected);
  });
});
