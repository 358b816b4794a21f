#!/usr/bin/env node
// Validates every built page with the W3C Nu HTML Checker (vnu-jar from npm, run with Debian's
// Java, installed by scripts/ensure-debian-packages.sh): one JVM for all files, errors only.
// Exits non-zero on any error, printing each one. Run `npm run build` first.
//
// usage: node scripts/check-html.mjs [build-dir]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import vnuJar from 'vnu-jar';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const files = fs
  .readdirSync(buildDir, {recursive: true})
  .filter((f) => f.endsWith('.html'))
  .map((f) => path.join(buildDir, f));
if (!files.length) {
  console.error(`check:html: no HTML in ${buildDir}: run 'npm run build' first`);
  process.exit(1);
}
// Debian's java, not the Java runtime that vnu-jar's own launcher would download.
const java = spawnSync('java', ['-jar', String(vnuJar), '--errors-only', '--format', 'gnu', ...files], {
  encoding: 'utf8',
});
if (java.error) {
  console.error(`check:html: cannot run java (${java.error.message}): run scripts/ensure-debian-packages.sh`);
  process.exit(1);
}
const errors = `${java.stdout}${java.stderr}`.split('\n').filter(Boolean);
for (const line of errors) console.error(line.replace(`"file:${buildDir}/`, '"'));
console.log(`check:html: ${files.length} pages, ${errors.length} errors`);
process.exit(java.status === 0 && errors.length === 0 ? 0 : 1);
