// A CPU profile of a page's first visit on a phone-speed CPU (Chromium slowed four times, as
// Lighthouse's mobile preset): the long tasks (over 50 ms) after the first paint, and the functions
// with the most time of their own, by script. Through the production server; `npm run build` first.
//
// usage: npx tsx scripts/profile-page.mts [path ...]   (default: /apps/docker)
// PROFILE_BASE profiles a server already running (e.g. another build, to compare). PROFILE_OUT and
// TRACE_OUT write the raw CPU profile and trace (JSON) for a closer look. Each page also gets an
// estimate of Lighthouse's Total Blocking Time from its tasks' CPU time (steadier than `npm run perf`
// on a busy machine), and the time a phone on Lighthouse's network waits for it to hydrate.
import {chromium, type Browser} from '@playwright/test';
import {startProductionServer} from './lib/server';

type Node = {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber: number; columnNumber: number};
  children?: number[];
};
type Profile = {nodes: Node[]; samples: number[]; timeDeltas: number[]};

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  tdur?: number;
  args?: {data?: {url?: string; functionName?: string}};
};

/** Each top-level piece of work over 50 ms on the page's main thread, with what took its time inside. */
function summariseTasks(events: TraceEvent[]) {
  // The renderer's main thread: the one that evaluated the most scripts.
  const count = new Map<string, number>();
  for (const e of events)
    if (e.name === 'EvaluateScript') count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const thread = [...count].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur && !e.name.startsWith('V8.'))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const label = (e: TraceEvent) =>
    [e.name, e.args?.data?.url?.split('/').pop(), e.args?.data?.functionName].filter(Boolean).join(' ');
  let end = -1;
  for (const top of onMain) {
    if (top.ts < end) continue;
    end = top.ts + top.dur!;
    if (top.dur! < 50_000) continue;
    const inside = onMain.filter((e) => e !== top && e.ts >= top.ts && e.ts + e.dur! <= end && e.dur! > 10_000);
    console.log(
      `  ${(top.dur! / 1000).toFixed(0).padStart(5)} ms ${label(top)}${inside.length ? `: ${inside.map((e) => `${label(e)} ${(e.dur! / 1000).toFixed(0)}`).join(', ')}` : ''}`,
    );
  }
}

/**
 * Lighthouse's phone estimate of Total Blocking Time: the page loaded at full speed, without a
 * profiler, and each main-thread task's CPU time ×4 (the slowdown Lighthouse simulates), less
 * 50 ms, summed from the first contentful paint. CPU time rather than wall time, so other work on
 * the machine changes it less than it changes `npm run perf`. The median of `runs` loads
 * (ESTIMATE_RUNS, 3 unless set; more to compare two builds whose difference is small).
 */
async function estimateBlockingTime(browser: Browser, url: string, runs = Number(process.env.ESTIMATE_RUNS ?? 3)) {
  const results: {ms: number; tasks: number[]}[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
    const page = await context.newPage();
    await browser.startTracing(page, {categories: ['toplevel', 'devtools.timeline', 'loading']});
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => 'docusaurusRoot' in window, undefined, {timeout: 60_000});
    await page.waitForTimeout(2500);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]}).traceEvents;
    await context.close();
    const count = new Map<string, number>();
    for (const e of events)
      if (e.name === 'EvaluateScript') count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    const thread = [...count].sort((a, b) => b[1] - a[1])[0]?.[0];
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}` === thread?.split(':')[0]);
    const tasks = events
      .filter((e) => `${e.pid}:${e.tid}` === thread && e.name === 'ThreadControllerImpl::RunTask' && e.tdur)
      .filter((e) => e.ts >= (fcp?.ts ?? 0))
      .map((e) => Math.round((4 * e.tdur!) / 1000))
      .filter((ms) => ms > 50);
    results.push({ms: tasks.reduce((sum, ms) => sum + ms - 50, 0), tasks});
  }
  return results.sort((a, b) => a.ms - b.ms)[Math.floor(runs / 2)]!;
}

/**
 * How long a reader on a phone waits for the page to work: from navigation to React's hydration
 * (html[data-has-hydrated]), on Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up) and CPU (×4). This counts what the blocking-time estimate cannot: scripts found
 * late, one round trip after another. The median of ESTIMATE_RUNS loads.
 */
async function timeToHydrate(browser: Browser, url: string, runs = Number(process.env.ESTIMATE_RUNS ?? 3)) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    const start = Date.now();
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 60_000});
    times.push(Date.now() - start);
    await context.close();
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

async function main(paths: string[]) {
  // PROFILE_BASE: a server already running (another build, to compare).
  const server = process.env.PROFILE_BASE
    ? {base: process.env.PROFILE_BASE, stop: () => undefined}
    : await startProductionServer(Number(process.env.PROFILE_PORT ?? 4451));
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
  try {
    for (const path of paths) {
      const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
      const page = await context.newPage();
      await page.addInitScript(() => {
        const tasks: number[] = [];
        (window as unknown as {tasks: number[]}).tasks = tasks;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) tasks.push(Math.round(e.duration));
        }).observe({type: 'longtask', buffered: true});
      });
      page.on('console', (m) => process.env.DEBUG && console.log('console', m.text().slice(0, 200)));
      page.on('pageerror', (e) => console.log('pageerror', e.message));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: Number(process.env.CPU_RATE ?? 4)});
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', {interval: 200});
      await cdp.send('Profiler.start');
      await browser.startTracing(page, {categories: ['toplevel', 'devtools.timeline', 'v8.execute']});
      await page.goto(server.base + path, {waitUntil: 'networkidle'});
      // The site's code runs after the first paint; then React hydrates (window.docusaurusRoot).
      await page.waitForFunction(() => 'docusaurusRoot' in window, undefined, {timeout: 60_000});
      await page.waitForTimeout(3000);
      const {profile} = (await cdp.send('Profiler.stop')) as {profile: Profile};
      if (process.env.PROFILE_OUT)
        (await import('node:fs')).writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
      if (process.env.TRACE_OUT) (await import('node:fs')).writeFileSync(process.env.TRACE_OUT, JSON.stringify(trace));
      summariseTasks(trace.traceEvents);
      const estimate = await estimateBlockingTime(browser, server.base + path);
      console.log(
        `${path}: Total Blocking Time as Lighthouse's phone would estimate it, median of ${process.env.ESTIMATE_RUNS ?? 3}: ${estimate.ms} ms (tasks of ${estimate.tasks.join(', ')} ms)`,
      );
      console.log(
        `${path}: hydrated after ${await timeToHydrate(browser, server.base + path)} ms on Lighthouse's phone network and CPU, median of ${process.env.ESTIMATE_RUNS ?? 3}`,
      );
      const tasks = await page.evaluate(() => (window as unknown as {tasks: number[]}).tasks);
      const self = new Map<number, number>();
      profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
      const byFn = new Map<string, number>();
      const byUrl = new Map<string, number>();
      for (const node of profile.nodes) {
        const ms = self.get(node.id) ?? 0;
        const file = node.callFrame.url.split('/').pop() || `(${node.callFrame.functionName || 'native'})`;
        const fn = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
        byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
        byUrl.set(file, (byUrl.get(file) ?? 0) + ms);
      }
      const top = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `    ${v.toFixed(0).padStart(6)} ms  ${k}`);
      console.log(
        `${path}: long tasks ${JSON.stringify(tasks)} (sum over 50 ms: ${tasks.reduce((n, t) => n + Math.max(0, t - 50), 0)} ms)`,
      );
      console.log('  self time by script:');
      console.log(top(byUrl, 10).join('\n'));
      console.log('  self time by function:');
      console.log(top(byFn, Number(process.env.TOP ?? 25)).join('\n'));
      await context.close();
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main(process.argv.slice(2).length ? process.argv.slice(2) : ['/apps/docker']).catch((error) => {
  console.error(error);
  process.exit(1);
});
