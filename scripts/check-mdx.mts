// An ES module (.mts) because @mdx-js/mdx is one.
//
// Compiles every article (or the files given) as MDX, the way the build will, so a stray `<` or `{`
// or an unknown component shows up in seconds with its file and line instead of in a full build.
//
// usage: npm run check:mdx [-- docs/path.mdx ...]
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {ARTICLE_COMPONENTS} from '../src/data/articleComponents';
import {ARTICLE_FILE, filesUnder} from './lib/files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KNOWN_COMPONENTS = new Set(Object.keys(ARTICLE_COMPONENTS));
const componentSource = (name: string): string | undefined => (ARTICLE_COMPONENTS as Record<string, string>)[name];

const files =
  process.argv.length > 2
    ? process.argv.slice(2).map((f) => path.resolve(f))
    : filesUnder(path.join(root, 'docs'), ARTICLE_FILE);
async function main(files: string[]) {
  let failures = 0;
  for (const file of files) {
    // Blank out the front matter rather than drop it, so reported lines match the file.
    const source = fs
      .readFileSync(file, 'utf8')
      .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (fm) => fm.replace(/[^\n]/g, ''));
    const rel = path.relative(root, file);
    try {
      await compile(source, {remarkPlugins: [remarkGfm, remarkDirective]});
    } catch (e) {
      const error = e as {line?: number; reason?: string; message: string};
      failures++;
      console.log(`MDX     ${rel}:${error.line ?? '?'}: ${error.reason ?? error.message}`);
      continue;
    }
    const outsideCode = source.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
    // An imported component is one of the list, imported from its own module (DocCardList).
    const imported = new Set<string>();
    for (const [, name, from] of source.matchAll(/^import (\w+) from '([^']+)';$/gm)) {
      if (componentSource(name) === from) imported.add(name);
      else {
        failures++;
        console.log(`MDX     ${rel}: import of ${name} from ${from}: not a component of src/data/articleComponents.ts`);
      }
    }
    for (const [, name] of outsideCode.matchAll(/<([A-Z]\w*)/g)) {
      const registered = componentSource(name) === 'registered';
      if (!KNOWN_COMPONENTS.has(name) || (!registered && !imported.has(name))) {
        failures++;
        console.log(
          `MDX     ${rel}: <${name}> is not an article component (src/data/articleComponents.ts) or is not imported`,
        );
      }
    }
  }
  console.log(`mdx check: ${files.length} files, ${failures} problems`);
  process.exit(failures ? 1 : 0);
}

main(files).catch((error) => {
  console.error(error);
  process.exit(1);
});
