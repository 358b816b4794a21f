import {test} from 'node:test';
import assert from 'node:assert/strict';
import {blockLabel, nearestHeading, reportMailto, reportMessage} from '../../src/components/ProblemReport/report';

test('a report names the page, what went wrong, the section, the block, tested_with and the system tab', () => {
  const {subject, body} = reportMessage({
    title: 'Docker',
    url: 'https://help.example/apps/docker',
    reason: 'A command failed',
    heading: 'Step 2 — Install',
    block: 'apt install docker',
    testedWith: ['Debian 12', 'Docker 29'],
    osTab: 'debian-12',
    note: 'line one\nline two',
  });
  assert.equal(subject, 'Problem with the help centre page: Docker');
  assert.equal(
    body,
    'Page: https://help.example/apps/docker\r\nWhat went wrong: A command failed\r\nSection: Step 2 — Install\r\n' +
      'Code block: apt install docker\r\nChecked with: Debian 12, Docker 29\r\nSystem tab chosen: debian-12\r\n\r\n' +
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
