import {test} from 'node:test';
import {expect} from '@playwright/test';
import {routes, frontMatter, builtHtml} from '../site';
import {reviewedDay} from '../../src/config/articles';

// The dates and the "Checked with" list under every article, as the build wrote them (the footer
// a reader sees is tested in tests/e2e/doc-footer.spec.ts and tests/e2e/last-updated.spec.ts).

test('every page of the build says when it was last updated', () => {
  for (const route of routes) {
    expect(builtHtml(route), route.path).toMatch(/Last updated(<!-- -->)? on <b><time datetime=["']?\d{4}-\d\d-\d\dT/);
  }
});

test('every howto of the build names what it was checked with, and no other page does', () => {
  for (const route of routes) {
    const html = builtHtml(route);
    const {tested_with} = frontMatter(route);
    if (route.kind === 'howto') expect(html, route.path).toContain(tested_with!.join(', '));
    else expect(html, route.path).not.toContain('Checked with:');
    expect(html, route.path).toContain('Report a problem with this page');
  }
});

test('every page of the build says when it was last reviewed, with the day of its front matter', () => {
  for (const route of routes) {
    const day = reviewedDay(frontMatter(route).reviewed);
    expect(day, `${route.path}: reviewed in front matter`).toBeTruthy();
    // "Reviewed on Nov 22, 2026", the format of the theme's "Last updated on" date.
    const shown = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(day!));
    // The built HTML is minified: attribute quotes may be dropped.
    expect(builtHtml(route), route.path).toMatch(new RegExp(`Reviewed on <time datetime="?${day}"?>${shown}</time>`));
  }
});
