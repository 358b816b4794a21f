import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  articlePlaceholders,
  fillCode,
  fillPieces,
  parseStored,
  placeholdersIn,
} from '../../src/components/YourValues/values';
import {checkValue, isIPv6} from '../../src/components/YourValues/kinds';
import {placeholders, secretPlaceholders} from '../../src/data/placeholders';
import yourValuesPanel from '../../src/plugins/your-values-panel';

test('a placeholder is YOUR_* or a name ending in _IP, _DOMAIN, _HOST, _HOSTNAME, _PORT, _USER, _EMAIL', () => {
  assert.deepEqual(placeholdersIn('ssh root@SERVER_IP -p BACKUP_PORT\ncurl https://APP_DOMAIN/YOUR_PATH'), [
    'SERVER_IP',
    'BACKUP_PORT',
    'APP_DOMAIN',
    'YOUR_PATH',
  ]);
  assert.deepEqual(placeholdersIn('OLD_SERVER_IP and NEW_SERVER_IP'), ['OLD_SERVER_IP', 'NEW_SERVER_IP']);
  assert.deepEqual(placeholdersIn('echo SERVER_IPS HOSTNAME MY_VAR'), []);
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
    ['OLD_USER', 'OLD_HOST', 'SITE_USER'],
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
  }
  for (const s of secretPlaceholders) assert.ok(!placeholders.some((p) => p.name === s), s);
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
  assert.ok(checkValue('email', 'admin@example.com').ok);
  assert.ok(!checkValue('email', 'admin@').ok && !checkValue('email', 'a@b@c').ok);
  assert.ok(checkValue('path', '/srv/my-app/data').ok && !checkValue('path', '/srv/my app').ok);
  assert.ok(checkValue('text', 'Alex Doe').ok && !checkValue('text', 'a: b').ok);
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
  for (const kind of ['ip', 'host', 'port', 'user', 'email', 'path', 'text'] as const)
    for (const v of hostile) {
      const result = checkValue(kind, v);
      assert.equal(result.ok, false, `${kind}: ${v}`);
      if (!result.ok) assert.match(result.reason, /^Not inserted: /);
    }
  const semicolon = checkValue('ip', '1.2.3.4; rm -rf /');
  assert.ok(!semicolon.ok && semicolon.reason.includes('“;”'));
});

test('stored values are read defensively: only placeholder names, only safe strings', () => {
  assert.deepEqual(parseStored('{"SERVER_IP":"203.0.113.10","EVIL_IP":"$(id)","lower":"x","APP_DOMAIN":5}'), {
    SERVER_IP: '203.0.113.10',
  });
  assert.deepEqual(parseStored('not json'), {});
  assert.deepEqual(parseStored(null), {});
  assert.deepEqual(parseStored('[1]'), {});
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
