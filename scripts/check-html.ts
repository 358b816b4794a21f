// Validates every built page with the W3C Nu HTML Checker (vnu-jar from npm, run with Debian's
// Java, installed by scripts/ensure-debian-packages.sh): one JVM for all files, errors only.
// Exits non-zero on any error, printing each one. Run `npm run build` first.
//
// usage: tsx scripts/check-html.ts [build-dir]
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {filesUnder} from './lib/files';

// The jar vnu-jar installs (its main module only exports this path, and ships no types).
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

const buildDir = path.resolve(process.argv[2] ?? 'build');
const files = filesUnder(buildDir, /\.html$/);
if (!files.length) {
  console.error(`check:html: no HTML in ${buildDir}: run 'npm run build' first`);
  process.exit(1);
}
// Debian's java, not the Java runtime that vnu-jar's own launcher would download.
const java = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'gnu', ...files], {encoding: 'utf8'});
if (java.error) {
  console.error(`check:html: cannot run java (${java.error.message}): run scripts/ensure-debian-packages.sh`);
  process.exit(1);
}
const errors = `${java.stdout}${java.stderr}`.split('\n').filter(Boolean);
for (const line of errors) console.error(line.replace(`"file:${buildDir}/`, '"'));
console.log(`check:html: ${files.length} pages, ${errors.length} errors`);
process.exit(java.status === 0 && errors.length === 0 ? 0 : 1);
