import {execFile} from 'node:child_process';
import fs from 'node:fs';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';

// The TLS the production server offers, as Debian's testssl.sh (3.0) sees it from outside, against
// the HTTPS mode (playwright.config.ts, project nginx-https): Mozilla's "intermediate" settings.
// Only the three groups asserted below are run (protocols, cipher categories, forward secrecy),
// and nothing leaves the machine: --nodns none stops its DNS lookups, and NXCONNECT sends the
// probes it makes of the local openssl to 127.0.0.1 instead of resolving the name "invalid.".
type Finding = {id: string; severity: string; finding: string};

test('TLS 1.2 and 1.3 only, no weak cipher, forward secrecy, HTTP/2 offered', async ({baseURL}) => {
  // testssl first probes the local openssl (about 20 s on a busy two-core machine), then the server.
  test.setTimeout(240_000);
  const json = test.info().outputPath('testssl.json');
  const target = new URL(baseURL!).host;
  await promisify(execFile)(
    'testssl',
    ['--quiet', '--color', '0', '--nodns', 'none', '--warnings', 'off', '-p', '-s', '-f', '--jsonfile', json, target],
    {env: {...process.env, NXCONNECT: '127.0.0.1:0'}, timeout: 220_000},
  ).catch((error: {code?: number; stdout?: string}) => {
    // testssl's exit status counts findings above LOW, so only a run without its file failed.
    if (!fs.existsSync(json)) throw error;
  });
  const findings = JSON.parse(fs.readFileSync(json, 'utf8')) as Finding[];
  const finding = (id: string) => findings.find((f) => f.id === id)?.finding;

  for (const old of ['SSLv2', 'SSLv3', 'TLS1', 'TLS1_1']) expect(finding(old), old).toBe('not offered');
  expect(finding('TLS1_2')).toBe('offered');
  expect(finding('TLS1_3')).toMatch(/^offered/);
  // Cipher categories: nothing unencrypted, anonymous, export-grade, 64-bit, 3DES or CBC.
  for (const weak of ['NULL', 'aNULL', 'EXPORT', 'LOW', '3DES_IDEA', 'AVERAGE']) {
    expect(finding(`cipherlist_${weak}`), weak).toBe('not offered');
  }
  expect(finding('cipherlist_STRONG')).toBe('offered');
  // Forward secrecy: the three TLS 1.3 suites and, with this ECDSA certificate, the ECDSA half of
  // Mozilla's TLS 1.2 list (a static-RSA key exchange needs an RSA key, so none can be offered).
  expect(finding('PFS')).toBe('offered');
  expect(finding('PFS_ciphers')!.split(' ').sort()).toEqual([
    'ECDHE-ECDSA-AES128-GCM-SHA256',
    'ECDHE-ECDSA-AES256-GCM-SHA384',
    'ECDHE-ECDSA-CHACHA20-POLY1305',
    'TLS_AES_128_GCM_SHA256',
    'TLS_AES_256_GCM_SHA384',
    'TLS_CHACHA20_POLY1305_SHA256',
  ]);
  expect(finding('PFS_ECDHE_curves')!.split(' ').sort()).toEqual(['X25519', 'prime256v1', 'secp384r1']);
  expect(finding('ALPN_HTTP2')).toBe('h2');
  // Nothing testssl rates as a problem.
  expect(findings.filter((f) => ['MEDIUM', 'HIGH', 'CRITICAL'].includes(f.severity))).toEqual([]);
});
