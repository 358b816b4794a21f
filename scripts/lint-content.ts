// Content lint: checks docs/ against the project's copy of routes.json (src/data/routes.json)
// and the article rules of scripts/lib/content-rules.ts. Prints every error; exits 1 on any.
//
// usage: npm run lint:content
import fs from 'node:fs';
import path from 'node:path';
import {routes, sourceFile as fileOf} from '../src/data/routes';
import {docsDir} from '../src/config/articles';
import {ARTICLE_FILE, filesUnder} from './lib/files';
import {articleProblems} from './lib/content-rules';

const expected = new Map(routes.map((r) => [fileOf(r), r]));
const report: string[] = [];
let errorCount = 0;
let complete = 0;

for (const file of filesUnder(docsDir, ARTICLE_FILE).map((f) => path.relative(docsDir, f))) {
  if (!expected.has(file)) {
    report.push(`ERROR   docs/${file}: not a route of src/data/routes.json`);
    errorCount++;
  }
}
for (const [file, route] of expected) {
  if (!fs.existsSync(path.join(docsDir, file))) {
    report.push(`ERROR   ${route.path}: docs/${file} is missing`);
    errorCount++;
    continue;
  }
  const errors = articleProblems(route, file, fs.readFileSync(path.join(docsDir, file), 'utf8'));
  for (const e of errors) report.push(`ERROR   ${route.path}: ${e}`);
  errorCount += errors.length;
  if (!errors.length) complete++;
}

for (const line of report) console.log(line);
console.log(`content lint: ${routes.length} routes, ${complete} meet the guide, ${errorCount} errors`);
process.exit(errorCount ? 1 : 0);
