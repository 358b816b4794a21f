import {test, expect} from '@playwright/test';
import {open} from './site';
import {provider} from '../../src/data/provider';
import {mainSections} from '../../src/data/sections';

const unknownPaths = [
  '/no-such-page',
  '/apps/no-such-app',
  '/glossary/raid/extra',
  '/apps',
  '/order',
  '/welcome',
  '/category/apps',
];

for (const path of unknownPaths) {
  test(`${path} is not a page: status 404 and a not-found screen that helps`, async ({page}) => {
    const response = await open(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    const main = page.locator('main');
    for (const {label, to} of mainSections) {
      await expect(main.getByRole('link', {name: label})).toHaveAttribute('href', to);
    }
    await expect(main.getByRole('link', {name: provider.supportEmail})).toHaveAttribute(
      'href',
      `mailto:${provider.supportEmail}`,
    );
  });
}

const normalised: [string, string][] = [
  ['/apps/docker.html', '/apps/docker'],
  ['/glossary/index.html', '/glossary'],
  ['/apps/docker/', '/apps/docker'],
  ['/glossary/', '/glossary'],
];

for (const [from, to] of normalised) {
  test(`${from} ends on ${to}`, async ({page}) => {
    const response = await open(page, from);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.locator('article h1')).toBeVisible();
  });
}
