import {test} from 'node:test';
import {expect} from '@playwright/test';
import {formatDate} from '../../src/components/formatDate';

test("a page's dates read as Intl's English short date in UTC, on every day of a year and at midnight's edges", () => {
  const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  for (let day = 0; day < 366; day++) {
    const date = new Date(Date.UTC(2024, 0, 1 + day, 23, 59, 59));
    expect(formatDate(date), date.toISOString()).toBe(intl.format(date));
  }
  expect(formatDate(new Date('2026-11-22'))).toBe('Nov 22, 2026');
  expect(formatDate(new Date('2026-12-31T23:59:59Z'))).toBe('Dec 31, 2026');
});
