import {test, expect, type Page} from '@playwright/test';
import {open, axeViolations} from './site';

const desktop = {width: 1280, height: 800};
const phone = {width: 390, height: 844};

/** Runs axe on what the page shows now (or on one part of it) and fails with each violation. */
async function expectNoViolations(page: Page, part?: string) {
  const report = await axeViolations(page, part);
  expect(report, report.join('\n')).toEqual([]);
}

/** Stores the colour mode the way the site does, before any script of the page runs. */
const useMode = (page: Page, mode: 'dark' | 'light') =>
  page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);

// The content of every route and the not-found page is scanned in tests/e2e/every-page.spec.ts,
// dark on a desktop and light on a phone. What every page shares (navbar, sidebar, announcement,
// footer) and the states that differ by mode or width (search results, the open mobile menu, other
// tabs) are scanned whole here, in all four combinations.
const pageKinds = ['/', '/apps/docker', '/prepurchase/uptime', '/glossary', '/no-such-page'];

for (const mode of ['dark', 'light'] as const) {
  for (const [viewport, width] of [
    [desktop, 'desktop'],
    [phone, 'phone'],
  ] as const) {
    test.describe(`interface states, ${mode}, ${width}`, () => {
      test.use({viewport});

      test('whole pages of each kind: home, how-to, FAQ, landing page, not found', async ({page}) => {
        test.setTimeout(pageKinds.length * 15_000);
        await useMode(page, mode);
        for (const path of pageKinds) {
          await open(page, path);
          await expectNoViolations(page);
        }
      });

      test('search with results, and with none', async ({page}) => {
        await useMode(page, mode);
        await open(page, '/');
        const box = page.locator('.navbar').getByRole('combobox', {name: 'Search'});
        await box.focus();
        await box.fill('raid');
        await expect(page.getByRole('option').first()).toBeVisible();
        await page.keyboard.press('ArrowDown');
        await expectNoViolations(page);
        await box.fill('qqxyzzvbk');
        await expect(page.locator('.navbar [role="status"]')).toContainText('Try fewer words');
        await expectNoViolations(page);
      });

      test('the search page with results', async ({page}) => {
        await useMode(page, mode);
        await open(page, '/search?q=raid');
        await expect(page.locator('main ol > li').first()).toBeVisible();
        await expectNoViolations(page);
      });

      test('another tab of a tab group, admonitions and code', async ({page}) => {
        await useMode(page, mode);
        await open(page, '/apps/docker');
        await page.getByRole('tab', {name: 'Debian 12'}).first().click();
        await expect(page.getByRole('tab', {name: 'Debian 12'}).first()).toHaveAttribute('aria-selected', 'true');
        await expectNoViolations(page);
      });

      if (width === 'phone') {
        test('the open mobile menu', async ({page}) => {
          await useMode(page, mode);
          await open(page, '/glossary/raid');
          await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
          await expect(page.locator('.navbar-sidebar')).toBeVisible();
          await expectNoViolations(page);
        });
      }
    });
  }
}

test.describe('keyboard', () => {
  test('every control of an article is reached by Tab and shows a visible focus ring', async ({page}) => {
    // A long guide has a few hundred controls (links, and a copy and a report button per code
    // block), each a key press and a look at the page: more than the default 30 s on two cores.
    test.slow();
    await open(page, '/apps/docker');
    // Each element Tab lands on is remembered by identity, in the page, until Tab wraps around.
    await page.evaluate(() => Object.assign(window, {reachedByTab: new Set<Element>()}));
    const withoutRing: string[] = [];
    let first: string | undefined;
    for (let i = 0; i < 600; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const reached = (window as unknown as {reachedByTab: Set<Element>}).reachedByTab;
        const again = reached.has(el);
        reached.add(el);
        const style = getComputedStyle(el);
        const ring =
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        return {
          again,
          ring,
          name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        };
      });
      if (!info) continue;
      if (info.again && info.name === first) break; // wrapped around to the first control
      first ??= info.name;
      if (!info.ring) withoutRing.push(info.name);
    }
    // Controls a reader can see and use, as the page defines them, that Tab never reached.
    const unreached = await page.evaluate(() => {
      const reached = (window as unknown as {reachedByTab: Set<Element>}).reachedByTab;
      return Array.from(
        document.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      )
        .filter(
          (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && el.tabIndex >= 0,
        )
        .filter((el) => !reached.has(el))
        .map(
          (el) =>
            `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        );
    });
    expect(unreached, 'controls never reached by Tab').toEqual([]);
    expect(withoutRing, 'controls focused without a visible focus indicator').toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({viewport: phone});

    test('the mobile menu takes focus, keeps it inside, closes on Escape and gives focus back', async ({page}) => {
      await open(page, '/apps/docker');
      const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator('.navbar-sidebar');
      await expect(panel).toBeVisible();
      const insidePanel = () => page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
      await expect.poll(insidePanel).toBe(true);
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await insidePanel(), `focus left the menu after ${i + 1} key presses`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(menuButton).toBeFocused();
    });
  });
});

test('an article prints without navbar, sidebar, footer, announcement and Your values panel, with its code unclipped', async ({
  page,
}) => {
  await open(page, '/glossary/nginx');
  await page.emulateMedia({media: 'print'});
  for (const selector of [
    '.navbar',
    '.theme-doc-sidebar-container',
    '.footer',
    '.theme-announcement-bar',
    '.theme-doc-toc-desktop',
    '#your-values',
  ]) {
    await expect(page.locator(selector).first(), `${selector} is printed`).toBeHidden();
  }
  await expect(page.locator('article h1')).toBeVisible();
  // Code blocks on the printed page (those in other tabs of a tab group are not shown in print).
  const clipped = await page.locator('.theme-code-block pre').evaluateAll(
    (blocks) =>
      blocks
        .filter((pre) => pre.getClientRects().length > 0)
        // Long lines wrap instead of running past the edge, and nothing is hidden behind a scrollbar.
        .filter(
          (pre) =>
            pre.scrollWidth > pre.clientWidth + 1 ||
            (getComputedStyle(pre).overflowY !== 'visible' && pre.scrollHeight > pre.clientHeight + 1),
        ).length,
  );
  expect(await page.locator('.theme-code-block pre').count()).toBeGreaterThan(3);
  expect(clipped, 'code blocks cut off in print').toBe(0);
});

// The scan every test uses (axeViolations, in axe's legacy mode) sees what it must: faults planted
// in an article's content are reported, and only within the part scanned.
test('the axe scan reports faults planted in the content, and only in the part it scans', async ({page}) => {
  await open(page, '/apps/docker');
  await page.evaluate(() => {
    const fault = document.createElement('div');
    fault.innerHTML = '<p style="color:#777;background:#888">Grey on grey</p><img src="/img/favicon.svg">';
    document.querySelector('article')!.append(fault);
  });
  const inMain = (await axeViolations(page, 'main')).map((v) => v.split(' ')[0]);
  expect(inMain).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
  expect(await axeViolations(page, 'footer')).toEqual([]);
});
