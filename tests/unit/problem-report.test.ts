import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  NOTE_MAX,
  blockLabel,
  fitNote,
  nearestHeading,
  reportMailto,
  reportMessage,
  reportText,
} from '../../src/components/ProblemReport/report';

test('a report names the page, what went wrong, the section, the block, tested_with and the system tab', () => {
  const {subject, body} = reportMessage({
    title: 'Docker',
    url: 'https://help.example/apps/docker',
    reason: 'A command failed',
    heading: 'Step 2 — Install',
    block: 'apt install docker',
    testedWith: ['Debian 12', 'Docker 29'],
    osTab: 'Debian 12',
    note: 'line one\nline two',
  });
  assert.equal(subject, 'Problem with the help centre page: Docker');
  assert.equal(
    body,
    'Page: https://help.example/apps/docker\r\nWhat went wrong: A command failed\r\nSection: Step 2 — Install\r\n' +
      'Code block: apt install docker\r\nChecked with: Debian 12, Docker 29\r\nSystem tab chosen: Debian 12\r\n\r\n' +
      'Note:\r\nline one\r\nline two\r\n',
  );
});

test('a report leaves out what it does not know', () => {
  assert.equal(reportMessage({title: 'T', url: 'u', osTab: null}).body, 'Page: u\r\n\r\nWhat is wrong or missing:\r\n');
});

test('the mailto percent-encodes everything, so a note cannot add parameters or recipients', () => {
  const href = reportMailto('support@example.com', {title: 'A & B', url: 'u', note: 'x&cc=evil@example.com?bcc=y'});
  assert.match(href, /^mailto:support@example\.com\?subject=[^&=?]+&body=[^&=?]+$/);
  const url = new URL(href);
  assert.equal(url.searchParams.get('subject'), 'Problem with the help centre page: A & B');
  assert.ok(url.searchParams.get('body')!.includes('x&cc=evil@example.com?bcc=y'));
});

test('the nearest heading is the last one at or above the line', () => {
  const headings = [
    {text: 'One', top: -500},
    {text: 'Two', top: -10},
    {text: 'Three', top: 300},
  ];
  assert.equal(nearestHeading(headings, 200), 'Two');
  assert.equal(nearestHeading(headings, 300), 'Three');
  assert.equal(nearestHeading(headings, -600), undefined);
});

test('a block is named by its title, else its first non-empty line, cut to 80 characters', () => {
  assert.equal(blockLabel('compose.yaml', 'services:'), 'compose.yaml');
  assert.equal(blockLabel(undefined, '\n  sudo apt update\nmore'), 'sudo apt update');
  assert.equal(blockLabel('', 'x'.repeat(100)).length, 80);
});

test('the note is cut to 2,000 characters, at a whole character, and to what a mail link holds', () => {
  assert.equal(NOTE_MAX, 2000);
  assert.equal(fitNote('x'.repeat(100_000)).length, 2000);
  assert.equal(fitNote('short'), 'short');
  // An emoji is two UTF-16 units and twelve encoded characters: never cut in half.
  const emoji = fitNote('😀'.repeat(2000));
  assert.ok(emoji.length <= 2000 && emoji.length % 2 === 0 && !/[\ud800-\udbff]$/.test(emoji));
  // Letters outside ASCII take nine characters each once percent-encoded: fewer of them fit.
  const cjk = fitNote('中'.repeat(2000));
  assert.ok(cjk.length < 2000 && encodeURIComponent(cjk).length <= 5400);
  const {body} = reportMessage({title: 'T', url: 'u', note: 'y'.repeat(100_000)});
  assert.ok(body.includes('y'.repeat(2000)) && !body.includes('y'.repeat(2001)));
});

test('the whole mailto link stays well under 8 KB, whatever the note and the page', () => {
  const long = (c: string) => c.repeat(5000);
  for (const c of ['a', ' ', '中', '😀', '&', '\n']) {
    const href = reportMailto('support@example.com', {
      title: long('é'),
      url: `https://help.example/${long('x')}`,
      reason: 'Something is unclear',
      heading: long('—'),
      block: long('"'),
      testedWith: [long('ü'), long('ö')],
      osTab: long('Ä'),
      error: long('€'),
      note: long(c),
    });
    assert.ok(href.length < 7000, `${JSON.stringify(c)}: ${href.length} characters`);
  }
});

test('the report as text, to paste into a ticket or a webmail message', () => {
  assert.equal(
    reportText('support@example.com', {title: 'Docker', url: 'https://help.example/apps/docker', osTab: 'Debian 12'}),
    'To: support@example.com\nSubject: Problem with the help centre page: Docker\n\n' +
      'Page: https://help.example/apps/docker\nSystem tab chosen: Debian 12\n\nWhat is wrong or missing:\n',
  );
});
