// The code-block check (scripts/lib/code-blocks.ts) on its fixtures: a file of broken or unsafe
// blocks, and one of good blocks that must pass. Runs bash, ShellCheck, nginx and openssl.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkCodeBlocks, formatReport} from '../../scripts/lib/code-blocks';
import {siteDir} from '../../src/config/articles';

const fixtures = path.join(siteDir, 'tests/fixtures/code-blocks');

test('rejects each kind of broken or unsafe block, naming the article and line', () => {
  const report = checkCodeBlocks(fixtures, siteDir);
  const output = formatReport(report);
  const expected = [
    /bad\.mdx:7 \[bash\] bash -n: syntax error/,
    /bad\.mdx:10 \[bash\] shellcheck warning: .*SC2115/,
    /bad\.mdx:14 \[yaml\] compose: service "web" has an invalid port/,
    /bad\.mdx:14 \[yaml\] compose: service "worker" has neither image nor build/,
    /bad\.mdx:26 \[yaml\] yaml: /,
    /bad\.mdx:29 \[json\] json: /,
    /bad\.mdx:35 \[nginx\] nginx -t: /,
    /bad\.mdx:40 \[toml\] toml: /,
    /bad\.mdx:44 \[sql\] sql: /,
    /bad\.mdx:48 \[bash\] safety: chmod 777/,
    /bad\.mdx:52 \[bash\] safety: .* piped into a shell/,
    /bad\.mdx:56 \[bash\] safety: fixed secret "Hunter2"/,
    /bad\.mdx:60 \[ruby\] no check for language "ruby"/,
    /bad\.mdx:66 \[bash\] a "\$ " prompt/,
    /bad\.mdx:70 \[\(none\)\] the block names no language/,
  ];
  for (const line of expected) assert.match(output, line);
  assert.doesNotMatch(output, /good\.mdx/);
  assert.match(output, /^ {2}bash {12}9 blocks {2}6 failed$/m);
});
