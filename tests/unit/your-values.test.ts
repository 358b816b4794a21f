import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {articlePlaceholders, fillCode, fillPieces, placeholdersIn} from '../../src/components/YourValues/values';
import {acceptValue, checkValue, isIPv6, type PlaceholderKind} from '../../src/components/YourValues/kinds';
import {parseStored, shown} from '../../src/components/YourValues/stored';
import {notPlaceholders, placeholderByName, placeholders, secretPlaceholders} from '../../src/data/placeholders';
import {routes, sourceFile} from '../site';
import yourValuesPanel from '../../src/plugins/your-values-panel';

const KINDS: PlaceholderKind[] = ['ip', 'host', 'port', 'user', 'email', 'path', 'name', 'dbname', 'text'];

test('a placeholder is YOUR_* or a name ending in _IP, _DOMAIN, _HOST, _HOSTNAME, _PORT, _USER, _LOGIN, _EMAIL, _NAME, _PATH', () => {
  assert.deepEqual(placeholdersIn('ssh root@SERVER_IP -p BACKUP_PORT\ncurl https://APP_DOMAIN/YOUR_PATH'), [
    'SERVER_IP',
    'BACKUP_PORT',
    'APP_DOMAIN',
    'YOUR_PATH',
  ]);
  assert.deepEqual(placeholdersIn('OLD_SERVER_IP and NEW_SERVER_IP'), ['OLD_SERVER_IP', 'NEW_SERVER_IP']);
  assert.deepEqual(placeholdersIn('echo SERVER_IPS HOSTNAME MY_VAR'), []);
});

test('DB_NAME is a placeholder as DB_USER is (and BACKUP_LOGIN, OLD_PATH); a name the software owns is not', () => {
  assert.deepEqual(
    placeholdersIn(
      'mysqldump --single-transaction -u DB_USER -p DB_NAME > DB_NAME.sql\nscp OLD_USER@OLD_HOST:DB_NAME.sql ~/',
    ),
    ['DB_USER', 'DB_NAME', 'OLD_USER', 'OLD_HOST'],
  );
  assert.deepEqual(placeholdersIn("sudo mysql -e \"GRANT ALL PRIVILEGES ON DB_NAME.* TO 'DB_USER'@'localhost'\""), [
    'DB_NAME',
    'DB_USER',
  ]);
  assert.deepEqual(
    placeholdersIn('sftp -P BACKUP_PORT BACKUP_LOGIN@BACKUP_HOST\nrsync OLD_USER@OLD_HOST:OLD_PATH/ .'),
    ['BACKUP_PORT', 'BACKUP_LOGIN', 'BACKUP_HOST', 'OLD_USER', 'OLD_HOST', 'OLD_PATH'],
  );
  // A password is never a placeholder to fill: it is a secret, listed as one.
  assert.deepEqual(placeholdersIn("IDENTIFIED BY 'DB_PASSWORD'"), []);
  assert.ok(secretPlaceholders.includes('YOUR_PASSWORD'));
  assert.deepEqual(placeholdersIn("grep -E '^(PRETTY_NAME|VERSION_ID)=' /etc/os-release"), []);
  assert.deepEqual(placeholdersIn('DB_NAME=shop\nmysql "$DB_NAME"'), []);
});

test('/services/from-other-hosting offers DB_NAME with OLD_USER, OLD_HOST and DB_USER, and never DB_PASSWORD', () => {
  const route = routes.find((r) => r.path === '/services/from-other-hosting')!;
  const names = articlePlaceholders(fs.readFileSync(sourceFile(route), 'utf8'));
  for (const name of ['OLD_USER', 'OLD_HOST', 'DB_USER', 'DB_NAME']) {
    assert.ok(names.includes(name), name);
    assert.ok(placeholderByName.has(name), name);
  }
  assert.ok(!names.includes('DB_PASSWORD') && !placeholderByName.has('DB_PASSWORD'));
});

test('a name the block sets or reads as a variable, or a function call, is not a placeholder', () => {
  assert.deepEqual(placeholdersIn('DB_HOST=localhost\nmysql -h DB_HOST'), []);
  assert.deepEqual(placeholdersIn('environment:\n  APP_PORT: 3000\n'), []);
  assert.deepEqual(placeholdersIn('ping "$SERVER_IP"; ping ${APP_DOMAIN}'), []);
  assert.deepEqual(placeholdersIn('SELECT CURRENT_USER();'), []);
  assert.deepEqual(placeholdersIn('services:\n  app:\n    - APP_DOMAIN:\n'), []);
});

test('a name followed by a colon inside a command is still a placeholder: a host before its path, an owner', () => {
  assert.deepEqual(
    placeholdersIn('rsync -avz OLD_USER@OLD_HOST:OLD_PATH/ /srv/\nchown -R SITE_USER: /var/www/SITE_USER'),
    ['OLD_USER', 'OLD_HOST', 'OLD_PATH', 'SITE_USER'],
  );
  assert.deepEqual(placeholdersIn('scp OLD_USER@OLD_HOST:db.sql ~/'), ['OLD_USER', 'OLD_HOST']);
});

test("an article's placeholders come from its code blocks only, each once", () => {
  const text =
    'Replace `SERVER_IP`.\n\n```bash\nssh root@SERVER_IP\n```\n\n```bash title="x"\nping SERVER_IP APP_DOMAIN\n```\n';
  assert.deepEqual(articlePlaceholders(text), ['SERVER_IP', 'APP_DOMAIN']);
});

test('every registered placeholder is one by the rule, with an example its kind accepts, and no secret is registered', () => {
  for (const p of placeholders) {
    assert.deepEqual(placeholdersIn(p.name), [p.name], p.name);
    assert.deepEqual(checkValue(p.kind, p.example), {ok: true}, `${p.name}: ${p.example}`);
    assert.doesNotMatch(p.name, /PASSWORD|SECRET|TOKEN|KEY/, p.name);
    assert.ok(p.label.trim() && p.label.length <= 60, p.name);
  }
  for (const s of secretPlaceholders) assert.ok(!placeholders.some((p) => p.name === s), s);
  for (const n of notPlaceholders) assert.ok(!placeholderByName.has(n), n);
});

test('a text value (which may hold spaces) is used inside double quotes only in shell code, so it stays one argument', () => {
  const textNames = placeholders.filter((p) => p.kind === 'text').map((p) => p.name);
  let uses = 0;
  for (const route of routes) {
    const source = fs.readFileSync(sourceFile(route), 'utf8');
    for (const [, lang, code] of source.matchAll(/^[ \t]*```(\w*)[^\n]*\n([\s\S]*?)^[ \t]*```[ \t]*$/gm)) {
      if (!['bash', 'sh', 'shell'].includes(lang)) continue;
      for (const line of code.split('\n'))
        for (const name of textNames)
          for (const m of line.matchAll(new RegExp(`(?<![\\w$])${name}(?!\\w)`, 'g'))) {
            uses++;
            const quotesBefore = (line.slice(0, m.index).match(/"/g) ?? []).length;
            assert.equal(quotesBefore % 2, 1, `${route.path}: ${name} outside double quotes in: ${line}`);
          }
    }
  }
  assert.ok(uses > 0, 'YOUR_NAME is used in a shell block');
});

test('each kind accepts its values', () => {
  for (const v of [
    '203.0.113.10',
    '0.0.0.0',
    '2001:db8::10',
    '::1',
    'fe80::1:2:3:4',
    '::ffff:192.0.2.1',
    '2001:db8:0:0:0:0:0:1',
  ])
    assert.ok(checkValue('ip', v).ok, v);
  for (const v of ['256.1.1.1', '1.2.3', '2001:db8:::1', '1:2:3:4:5:6:7:8:9', 'example.com', ''])
    assert.ok(!checkValue('ip', v).ok, v);
  assert.ok(isIPv6('2001:db8::') && !isIPv6('2001:db8'));
  for (const v of ['example.com', 'app.example.com', 'localhost', 'xn--bcher-kva.example'])
    assert.ok(checkValue('host', v).ok, v);
  for (const v of ['-bad.example', 'a..b', 'under_score.example', 'a b']) assert.ok(!checkValue('host', v).ok, v);
  for (const v of ['22', '65535']) assert.ok(checkValue('port', v).ok, v);
  for (const v of ['0', '65536', '022', '2a']) assert.ok(!checkValue('port', v).ok, v);
  for (const v of ['root', 'u12345', 'deploy_user', 'first.last']) assert.ok(checkValue('user', v).ok, v);
  for (const v of ['1root', 'a'.repeat(40), 'ro ot']) assert.ok(!checkValue('user', v).ok, v);
  assert.ok(checkValue('email', 'admin@example.com').ok && checkValue('email', 'first.last+help@example.com').ok);
  assert.ok(!checkValue('email', 'admin@').ok && !checkValue('email', 'a@b@c').ok);
  assert.ok(!checkValue('email', 'a%b@example.com').ok, '% is a line break in a crontab');
  assert.ok(checkValue('path', '/srv/my-app/data').ok && !checkValue('path', '/srv/my app').ok);
  for (const v of ['my-app', 'laptop', 'app-web-1', '3f4e5d6c7b8a', 'my_repo.js'])
    assert.ok(checkValue('name', v).ok, v);
  for (const v of ['a/b', '~x', 'a b', 'a'.repeat(65)]) assert.ok(!checkValue('name', v).ok, v);
  for (const v of ['shop', 'wp_site1', '_x']) assert.ok(checkValue('dbname', v).ok, v);
  // A dot would name another database (GRANT … ON DB_NAME.*), a hyphen is a syntax error, digits alone a number.
  for (const v of ['shop.evil', 'my-db', '123', 'shop*']) assert.ok(!checkValue('dbname', v).ok, v);
  assert.ok(checkValue('text', 'Alex Doe').ok && !checkValue('text', 'a: b').ok);
  assert.ok(checkValue('text', 'Zoë Ångström').ok, 'letters beyond ASCII in a name');
});

test('white space around a pasted value is dropped: an IP with a trailing space is the IP', () => {
  assert.deepEqual(acceptValue('ip', '203.0.113.10 '), {ok: true, value: '203.0.113.10'});
  assert.deepEqual(acceptValue('ip', ' \t203.0.113.10\r\n'), {ok: true, value: '203.0.113.10'});
  assert.deepEqual(acceptValue('host', '\u00a0app.example.com\u2028'), {ok: true, value: 'app.example.com'});
  assert.deepEqual(acceptValue('text', '  Alex Doe '), {ok: true, value: 'Alex Doe'});
  // Inside the value a space still splits the arguments.
  const inside = acceptValue('ip', '1.2.3.4 -oProxyCommand=id');
  assert.ok(!inside.ok && inside.reason.includes('space'));
  assert.equal(acceptValue('ip', '   ').ok, false);
});

test('invisible, control and reordering characters are refused in every kind, named by code point', () => {
  const hidden = [
    '\u202e', // right-to-left override
    '\u202a',
    '\u2066', // isolates
    '\u2069',
    '\u200e', // left-to-right mark
    '\u061c',
    '\u0085', // next line
    '\u2028', // line separator
    '\u2029', // paragraph separator
    '\u200b', // zero-width space
    '\u200c',
    '\u200d',
    '\u2060',
    '\ufeff',
    '\u00ad', // soft hyphen
    '\u0007',
    '\u001b',
    '\u007f',
    '\u0000',
    '\u00a0', // a no-break space inside a name
    '\u3000',
    '\ue000', // private use
    '\u3164', // Hangul filler, shown as nothing
  ];
  for (const kind of KINDS)
    for (const c of hidden) {
      const result = checkValue(kind, `Alex${c}Doe`);
      assert.equal(result.ok, false, `${kind}: U+${c.codePointAt(0)!.toString(16)}`);
      if (!result.ok) assert.match(result.reason, /^Not inserted: .*\(U\+[0-9A-F]{4}\)/, `${kind}: ${result.reason}`);
    }
  const rlo = checkValue('text', 'Alex\u202eeoD');
  assert.ok(!rlo.ok && rlo.reason.includes('reorders') && rlo.reason.includes('U+202E'));
  const nel = checkValue('text', 'a\u0085b');
  assert.ok(!nel.ok && nel.reason.includes('line break'));
});

test('no value can become an option of the command: a leading - is refused in every kind', () => {
  for (const kind of KINDS)
    for (const v of ['-oProxyCommand=id', '--help', '-rf', '-x@example.com', '- x']) {
      const result = checkValue(kind, v);
      assert.equal(result.ok, false, `${kind}: ${v}`);
    }
  const option = checkValue('path', '-rf');
  assert.ok(!option.ok && option.reason.includes('option'));
});

test('no value with shell or YAML syntax is accepted, whatever the kind, and the reader is told why', () => {
  const hostile = [
    '1.2.3.4; rm -rf /',
    '$(id)',
    '`id`',
    '<img src=x onerror=alert(1)>',
    "it's",
    'a"b',
    'a|b',
    'a&b',
    'a\nb',
    'a\\b',
    'a#b',
    'a\tb',
    'a{b}',
  ];
  for (const kind of KINDS)
    for (const v of hostile) {
      const result = checkValue(kind, v);
      assert.equal(result.ok, false, `${kind}: ${v}`);
      if (!result.ok) assert.match(result.reason, /^Not inserted: /);
    }
  const semicolon = checkValue('ip', '1.2.3.4; rm -rf /');
  assert.ok(!semicolon.ok && semicolon.reason.includes('“;”'));
});

test('stored values are checked by the rule typed ones pass: what fails is dropped with the reason, never used', () => {
  const planted = parseStored('{"SERVER_IP":"1.2.3.4 -oProxyCommand=id"}');
  assert.deepEqual(planted.values, {});
  assert.equal(planted.dropped.length, 1);
  assert.equal(planted.dropped[0].name, 'SERVER_IP');
  assert.equal(planted.dropped[0].value, '1.2.3.4 -oProxyCommand=id');
  assert.match(planted.dropped[0].reason, /^Not used: a space would split/);
  assert.equal(fillCode('ssh root@SERVER_IP', planted.values), 'ssh root@SERVER_IP');

  const mixed = parseStored(
    '{"SERVER_IP":" 203.0.113.10 ","APP_DOMAIN":"$(id)","YOUR_NAME":"Alex\\u202eDoe","BACKUP_PORT":5,"EVIL_IP":"1.2.3.4","lower":"x","DB_NAME":"shop.evil"}',
  );
  // The same trimming as a paste.
  assert.deepEqual(mixed.values, {SERVER_IP: '203.0.113.10'});
  assert.deepEqual(
    mixed.dropped.map((d) => d.name),
    ['APP_DOMAIN', 'YOUR_NAME', 'BACKUP_PORT', 'EVIL_IP', 'lower', 'DB_NAME'],
  );
  for (const d of mixed.dropped) assert.match(d.reason, /^Not used: /);
  // Every kind's own rule applies, not only the shell characters: an e-mail is not a host.
  assert.deepEqual(parseStored('{"APP_DOMAIN":"admin@example.com"}').values, {});
  // Every registered example, stored, is kept as it is.
  const examples = Object.fromEntries(placeholders.map((p) => [p.name, p.example]));
  assert.deepEqual(parseStored(JSON.stringify(examples)), {values: examples, dropped: []});

  assert.deepEqual(parseStored(null), {values: {}, dropped: []});
  for (const json of ['not json', '[1]', '"text"', 'null']) assert.deepEqual(parseStored(json).values, {}, json);
  assert.equal(parseStored('not json').dropped.length, 1);
});

test('a dropped value is shown with its invisible characters spelled out, and cut', () => {
  assert.equal(shown('Alex\u202eDoe'), 'Alex<U+202E>Doe');
  assert.equal(shown('a\u2028b\u0085'), 'a<U+2028>b<U+0085>');
  assert.equal(shown('x'.repeat(100)).length, 60);
});

test("filling replaces the block's placeholders only, as text pieces", () => {
  const values = {SERVER_IP: '203.0.113.10', APP_DOMAIN: 'app.example.com'};
  assert.deepEqual(fillPieces('root@SERVER_IP:', values), [
    {text: 'root@'},
    {text: '203.0.113.10', name: 'SERVER_IP'},
    {text: ':'},
  ]);
  assert.deepEqual(fillPieces('nothing here', values), [{text: 'nothing here'}]);
  assert.equal(
    fillCode('ssh root@SERVER_IP\ncurl https://APP_DOMAIN', values),
    'ssh root@203.0.113.10\ncurl https://app.example.com',
  );
  // A block that sets SERVER_IP itself keeps it.
  assert.equal(
    fillCode('SERVER_IP=10.0.0.1\nping "$SERVER_IP" APP_DOMAIN', values),
    'SERVER_IP=10.0.0.1\nping "$SERVER_IP" app.example.com',
  );
});

test('the panel and its import are put only into an article whose front matter lists placeholders', () => {
  const run = (frontMatter: Record<string, unknown>) => {
    const tree = {children: [{type: 'paragraph'}]};
    yourValuesPanel()(tree, {data: {frontMatter}});
    return tree.children.map((n) => ('name' in n ? `${n.type} ${n.name}` : n.type));
  };
  assert.deepEqual(run({placeholders: ['SERVER_IP']}), ['mdxjsEsm', 'mdxJsxFlowElement YourValuesPanel', 'paragraph']);
  assert.deepEqual(run({}), ['paragraph']);
  assert.deepEqual(run({placeholders: []}), ['paragraph']);
});
