// The code-block check (scripts/lib/code-blocks.ts) on its fixtures: a file of broken or unsafe
// blocks, and one of good blocks that must pass. Runs bash, ShellCheck, nginx and openssl.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
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
    /bad\.mdx:48 \[bash\] hazard\(world-writable\): `chmod -R 777`/,
    /bad\.mdx:52 \[bash\] hazard\(pipe-to-shell\): .* piped into a shell/,
    /bad\.mdx:56 \[bash\] safety: fixed secret "Hunter2"/,
    /bad\.mdx:60 \[ruby\] no check for language "ruby"/,
    /bad\.mdx:66 \[bash\] a "\$ " prompt/,
    /bad\.mdx:70 \[\(none\)\] the block names no language/,
  ];
  for (const line of expected) assert.match(output, line);
  assert.doesNotMatch(output, /good\.mdx/);
  assert.match(output, /^ {2}bash {12}9 blocks {2}6 failed$/m);
});

// The hazard rules (issue 31): each file under tests/fixtures/hazards/bad is an article with one
// fault, and must fail with exactly that rule, on that line, naming the fix; good.mdx holds the
// near misses each rule must let through.
const hazards = path.join(siteDir, 'tests/fixtures/hazards');
const FAULTS: Record<string, RegExp> = {
  'private-file-dump':
    /:7 \[bash\] hazard\(private-file\): \/var\/backups\/db\/all-databases\.sql\.gz holds a dump .*Fix: `umask 077`/,
  'private-file-key': /:6 \[bash\] hazard\(private-file\): \/etc\/wireguard\/private\.key holds a key or credentials/,
  'private-file-credentials': /:6 \[bash\] hazard\(private-file\): ~\/\.my\.cnf holds a key or credentials/,
  'sshd-drop-in':
    /:6 \[bash\] hazard\(sshd-drop-in\): .*root-password\.conf sorts after 50-cloud-init\.conf.*Fix: name it 00-root-password\.conf/,
  'service-home':
    /:18 \[ini\] hazard\(service-home\): this \[Service\] runs mysqldump \(in \/usr\/local\/sbin\/db-backup\).*Environment=HOME=\/root/,
  'service-home-heredoc': /:13 \[bash\] hazard\(service-home\): this \[Service\] runs restic,/,
  'world-writable': /:6 \[bash\] hazard\(world-writable\): `chmod 666`/,
  'world-writable-symbolic': /:6 \[bash\] hazard\(world-writable\): `chmod -R a\+w`/,
  'pipe-to-shell-unexplained':
    /:8 \[bash\] hazard\(pipe-to-shell\): https:\/\/get\.docker\.com .*Fix: name get\.docker\.com/,
  'open-admin-port':
    /:6 \[bash\] hazard\(open-admin-port\): opens 3306 \(MySQL\/MariaDB\) to the whole Internet\. Fix: .*from YOUR_IP/,
  'open-admin-port-firewalld': /:6 \[bash\] hazard\(open-admin-port\): opens service postgresql/,
  'doc-address': /:6 \[bash\] hazard\(doc-address\): 203\.0\.113\.10 is a documentation address/,
  'doc-address-file': /:11 \[yaml\] hazard\(doc-address\): 2001:db8:1234::2\/64/,
};

test('each hazard rule fails its one-fault article, on the line, with the fix', () => {
  const {failures} = checkCodeBlocks(hazards, siteDir);
  const faults = fs.readdirSync(path.join(hazards, 'bad')).map((f) => f.replace(/\.mdx$/, ''));
  assert.deepEqual(faults.sort(), Object.keys(FAULTS).sort(), 'every fault file has its expectation');
  for (const [name, expected] of Object.entries(FAULTS)) {
    const mine = failures.filter((f) => f.startsWith(`tests/fixtures/hazards/bad/${name}.mdx:`));
    assert.equal(mine.length, 1, `${name}: exactly one failure, got ${JSON.stringify(mine)}`);
    assert.match(mine[0], expected);
  }
  assert.deepEqual(
    failures.filter((f) => f.includes('hazards/good.mdx')),
    [],
    'the near misses pass',
  );
});

test('a warning beside a world-writable chmod does not excuse it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hazard-'));
  fs.writeFileSync(
    path.join(dir, 'warned.mdx'),
    '---\ntitle: t\n---\n\n:::warning\nDangerous.\n:::\n\n```bash\nchmod 777 /var/www\n```\n',
  );
  const {failures} = checkCodeBlocks(dir, dir);
  fs.rmSync(dir, {recursive: true});
  assert.match(failures.join('\n'), /warned\.mdx:10 \[bash\] hazard\(world-writable\)/);
});
