// Checks every fenced code block of docs/ by its language (scripts/lib/code-blocks.ts). A failure
// names the article, the line and the tool's message; the report ends with counts per language,
// and the exit code is non-zero on any failure.
//
// usage: npm run check:code [-- --docs DIR]   (default: docs/)
import path from 'node:path';
import {checkCodeBlocks, formatReport, missingTools} from './lib/code-blocks';

const root = path.resolve(__dirname, '..');
const docsArg = process.argv.indexOf('--docs');
const docsDir = docsArg > 0 ? path.resolve(process.argv[docsArg + 1]) : path.join(root, 'docs');

const missing = missingTools();
if (missing.length) {
  console.error(
    `check-code-blocks: ${missing.join(', ')} not installed (npm test installs them with scripts/ensure-debian-packages.sh)`,
  );
  process.exit(2);
}
const report = checkCodeBlocks(docsDir, root);
console.log(formatReport(report));
process.exit(report.failures.length ? 1 : 0);
