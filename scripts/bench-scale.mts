// How the site grows with its articles (README, "Speed"): a benchmark, not a test. Builds two
// copies of the repository in a temporary folder, the site as it is (1×) and with every docs
// section repeated ten times (10×: each folder copied under nine more names, its routes added to
// the copy's routes.json), and prints for each: build time and peak memory, the JavaScript (gzip)
// a first visit to an article and to the front page loads, and the bytes (as transferred, Brotli)
// of a first search. Ends with the 10× / 1× ratios and the scripts that grew the most.
//
// Target: first-load JS of the article at 10× at most 1.6× of 1× (printed; the exit status is 0
// either way, as timings on this machine are noisy and the build takes minutes).
//
// usage: npm run bench:scale   (about 10 minutes; BENCH_SCALE_KEEP=1 keeps the temporary folder)
import {execFileSync} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium, type Browser} from '@playwright/test';
import {startProductionServer} from './lib/server';
import {kb} from './lib/sizes';
import {firstVisitFiles} from './lib/first-visit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIMES = 10;
const TARGET = 1.6;
const article = '/apps/docker';
const query = 'docker';

type Route = {path: string; kind: string; unlisted?: boolean};
type Result = {
  articles: number;
  seconds: number;
  peakMb: number;
  scripts: Record<string, Map<string, number>>; // page → script (hash removed) → gzip bytes
  searchBytes: number;
};

/** The tracked files of the repository, and node_modules linked package by package (its .cache stays local). */
async function copyRepository(dir: string) {
  const files = execFileSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'}).split('\0').filter(Boolean);
  for (const file of files) {
    await fs.mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await fs.copyFile(path.join(root, file), path.join(dir, file));
  }
  await fs.mkdir(path.join(dir, 'node_modules'));
  for (const entry of await fs.readdir(path.join(root, 'node_modules')))
    if (entry !== '.cache')
      await fs.symlink(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
}

/** Every docs section copied under `times - 1` more names, with its routes. Returns the article count. */
async function repeatSections(dir: string, times: number): Promise<number> {
  const manifestFile = path.join(dir, 'src/data/routes.json');
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as {count: number; routes: Route[]};
  const original = [...manifest.routes];
  const docs = path.join(dir, 'docs');
  const sections = (await fs.readdir(docs, {withFileTypes: true})).filter((d) => d.isDirectory()).map((d) => d.name);
  for (let n = 2; n <= times; n++) {
    for (const section of sections) {
      const copy = `${section}-copy-${n}`;
      await fs.cp(path.join(docs, section), path.join(docs, copy), {recursive: true});
      const categoryFile = path.join(docs, copy, '_category_.json');
      const category = JSON.parse(await fs.readFile(categoryFile, 'utf8')) as {label: string; position?: number};
      category.label += ` (copy ${n})`;
      if (category.position !== undefined) category.position += n * 100;
      await fs.writeFile(categoryFile, JSON.stringify(category, null, 2));
      for (const route of original)
        if (route.path.startsWith(`/${section}/`) || route.path === `/${section}`)
          manifest.routes.push({...route, path: `/${copy}${route.path.slice(section.length + 1)}`});
    }
  }
  manifest.count = manifest.routes.length;
  await fs.writeFile(manifestFile, JSON.stringify(manifest, null, 2));
  return manifest.routes.length;
}

/** `npm run build` in `dir`, timed, with the peak resident memory of its largest process. */
function build(dir: string): {seconds: number; peakMb: number} {
  const report = path.join(dir, 'build-time.txt');
  execFileSync('/usr/bin/time', ['-f', '%e %M', '-o', report, 'npm', 'run', 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [seconds, kilobytes] = execFileSync('cat', [report], {encoding: 'utf8'}).trim().split(' ').map(Number);
  return {seconds, peakMb: kilobytes / 1024};
}

/** Scripts a first visit loads, by name without its content hash, gzip bytes. */
async function firstVisitScripts(browser: Browser, url: string): Promise<Map<string, number>> {
  const scripts = new Map<string, number>();
  for (const file of await firstVisitFiles(browser, url))
    if (file.type === 'script') {
      const name = file.url.replace(/\.[0-9a-f]{8,}\.js$/, '.js');
      scripts.set(name, (scripts.get(name) ?? 0) + file.gzip);
    }
  return scripts;
}

/** Bytes transferred (Brotli, headers included) from focusing the box to the first results. */
async function firstSearchBytes(browser: Browser, base: string): Promise<number> {
  const page = await browser.newPage();
  await page.goto(base + article, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Each response's bytes by address; the code of linked pages that the site fetches ahead in idle
  // time (src/clientModules/idlePrefetch.ts) can fall in these seconds, and is left out below.
  const urls = new Map<string, string>();
  const bytesByUrl = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId) ?? event.requestId;
    bytesByUrl.set(url, (bytesByUrl.get(url) ?? 0) + event.encodedDataLength);
  });
  const box = page.locator('.navbar').getByRole('combobox', {name: 'Search'});
  await box.focus();
  await box.pressSequentially(query);
  await page.locator('.navbar [role=option]').first().waitFor();
  await page.waitForLoadState('networkidle');
  const prefetched = new Set(
    await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href)),
  );
  const bytes = [...bytesByUrl].reduce((sum, [url, n]) => (prefetched.has(url) ? sum : sum + n), 0);
  await page.close();
  return bytes;
}

async function measureCopy(dir: string, times: number, port: number, browser: Browser): Promise<Result> {
  await copyRepository(dir);
  const articles =
    times > 1
      ? await repeatSections(dir, times)
      : JSON.parse(await fs.readFile(path.join(dir, 'src/data/routes.json'), 'utf8')).count;
  console.error(`bench:scale: building ${times}× (${articles} routes) in ${dir}`);
  const {seconds, peakMb} = build(dir);
  const server = await startProductionServer(port, {root: path.join(dir, 'build')});
  try {
    return {
      articles,
      seconds,
      peakMb,
      scripts: {
        [article]: await firstVisitScripts(browser, server.base + article),
        '/': await firstVisitScripts(browser, server.base + '/'),
      },
      searchBytes: await firstSearchBytes(browser, server.base),
    };
  } finally {
    server.stop();
  }
}

const total = (scripts: Map<string, number>) => [...scripts.values()].reduce((n, b) => n + b, 0);

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-scale-'));
// nginx's workers may run as another user (nobody, when started as root): they must reach build/.
await fs.chmod(tmp, 0o755);
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
const results: Record<string, Result> = {};
try {
  results['1×'] = await measureCopy(path.join(tmp, '1x'), 1, 4301, browser);
  results[`${TIMES}×`] = await measureCopy(path.join(tmp, `${TIMES}x`), TIMES, 4302, browser);
} finally {
  await browser.close();
  if (process.env.BENCH_SCALE_KEEP !== '1') await fs.rm(tmp, {recursive: true, force: true});
}

const [one, many] = [results['1×'], results[`${TIMES}×`]];
const rows = [
  '| site | routes | build | peak memory | first-load JS, ' + article + ' | first-load JS, / | first search |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...Object.entries(results).map(
    ([site, r]) =>
      `| ${site} | ${r.articles} | ${r.seconds.toFixed(0)} s | ${r.peakMb.toFixed(0)} MB | ${kb(total(r.scripts[article])).trim()} | ${kb(total(r.scripts['/'])).trim()} | ${kb(r.searchBytes).trim()} |`,
  ),
];
const ratio = (f: (r: Result) => number) => (f(many) / f(one)).toFixed(2);
rows.push(
  `| ${TIMES}× / 1× | | ${ratio((r) => r.seconds)} | ${ratio((r) => r.peakMb)} | ${ratio((r) => total(r.scripts[article]))} | ${ratio((r) => total(r.scripts['/']))} | ${ratio((r) => r.searchBytes)} |`,
);
console.log(rows.join('\n'));

// Where the article's first-load JS grew: each script at 1× and 10×, the largest growth first.
const names = new Set([...one.scripts[article].keys(), ...many.scripts[article].keys()]);
const growth = [...names]
  .map((name) => ({name, at1: one.scripts[article].get(name) ?? 0, atN: many.scripts[article].get(name) ?? 0}))
  .sort((a, b) => b.atN - b.at1 - (a.atN - a.at1));
console.log(
  `\nScripts of ${article}, gzip, by growth:\n\n| script | 1× | ${TIMES}× | growth |\n| --- | --- | --- | --- |`,
);
for (const {name, at1, atN} of growth.slice(0, 8))
  console.log(`| ${name} | ${kb(at1).trim()} | ${kb(atN).trim()} | ${kb(atN - at1).trim()} |`);
const articleRatio = total(many.scripts[article]) / total(one.scripts[article]);
console.log(
  `\nfirst-load JS of ${article} at ${TIMES}× / 1× = ${articleRatio.toFixed(2)} (target ≤ ${TARGET}: ${articleRatio <= TARGET ? 'met' : 'NOT MET'})`,
);
