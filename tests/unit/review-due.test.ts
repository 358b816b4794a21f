// The editorial cycle's dates (scripts/review-due.ts, src/config/articles.ts), without a build.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {dueDay, intervalOf} from '../../scripts/review-due';
import {reviewedDay} from '../../src/config/articles';
import {routes} from '../../src/data/routes';

test('a review falls due its interval in calendar months later', () => {
  assert.equal(dueDay('2026-11-22', 6), '2027-05-22');
  assert.equal(dueDay('2026-11-22', 3), '2027-02-22');
});

test('software guides are reviewed every 3 months, everything else every 6', () => {
  const byPath = (p: string) => routes.find((r) => r.path === p)!;
  assert.equal(intervalOf(byPath('/apps/docker')), 3);
  assert.equal(intervalOf(byPath('/glossary/raid')), 6);
  assert.equal(intervalOf(byPath('/')), 6);
});

test('reviewed accepts a YAML date or a YYYY-MM-DD string and nothing else', () => {
  assert.equal(reviewedDay(new Date('2026-11-22T00:00:00Z')), '2026-11-22');
  assert.equal(reviewedDay('2026-11-22'), '2026-11-22');
  for (const bad of ['22/11/2026', '2026-11', 'yesterday', '', undefined, 20261122, '2026-13-40'])
    assert.equal(reviewedDay(bad), undefined, String(bad));
});
