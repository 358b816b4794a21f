// The front-matter rules (src/config/frontMatterSchema.ts) that both the content lint and the
// build apply, on small examples.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {frontMatterProblems} from '../../src/config/frontMatterSchema';
import type {Route} from '../../src/data/routes';

const howto: Route = {path: '/apps/example', kind: 'howto'};
const faq: Route = {path: '/order/example', kind: 'faq'};
const complete = {
  title: 'Install Example on Ubuntu',
  description: 'What the reader has at the end.',
  sidebar_label: 'Example',
  tested_with: ['Ubuntu 24.04 LTS'],
  reviewed: new Date('2026-11-22T00:00:00Z'),
  sources: ['https://example.org/docs/install'],
};
const today = new Date('2026-11-23T00:00:00Z');

test('complete front matter has no problems', () => {
  assert.deepEqual(frontMatterProblems(howto, complete, today), []);
  const {tested_with: _t, sources: _s, ...faqData} = complete;
  assert.deepEqual(frontMatterProblems(faq, faqData, today), []);
});

test('each missing or malformed field is named', () => {
  const cases: [Record<string, unknown>, RegExp][] = [
    [{title: ''}, /no title/],
    [{description: 'x'.repeat(161)}, /161 characters \(max 160\)/],
    [{sidebar_label: undefined}, /no sidebar_label/],
    [{keywords: 'vpn'}, /keywords must be a list/],
    [{tested_with: []}, /howto without tested_with/],
    [{reviewed: '22.11.2026'}, /no reviewed: YYYY-MM-DD/],
    [{reviewed: '2026-11-24'}, /reviewed 2026-11-24 is in the future/],
    [{sources: ['']}, /howto without sources/],
    [{kind: 'howto'}, /sets kind, which the build derives/],
    [{placeholders: ['SERVER_IP']}, /sets placeholders, which the build derives/],
    [{unlisted: true}, /must not be unlisted/],
    [{title: 'Rackfield servers'}, /brand named in front matter/],
  ];
  for (const [change, message] of cases) {
    const problems = frontMatterProblems(howto, {...complete, ...change}, today);
    assert.equal(problems.length, 1, `${JSON.stringify(change)}: ${problems.join('; ')}`);
    assert.match(problems[0], message);
  }
});

test('an unlisted route must say so', () => {
  assert.match(frontMatterProblems({...howto, unlisted: true}, complete, today).join(), /must be unlisted: true/);
});
