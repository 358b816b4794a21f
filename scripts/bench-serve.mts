// Load test of the production nginx configuration on loopback. First with autocannon: the home
// page, the longest article and the hashed main script, at 50 and 200 connections, without and with
// `Accept-Encoding: br`. Then two scenarios of issue 29, with a client of its own (autocannon
// cannot choose its source address):
//   (a) 1,000 readers: 1,000 keep-alive connections for 20 s on the front page, an article, the
//       main script and the search files, spread over 508 loopback source addresses (every one of
//       127.0.0.0/8 reaches the server, and nginx limits per address, as it would real readers),
//       over plain HTTP like the runs above: with TLS, this one-threaded client, not nginx, is
//       what runs out of CPU on a two-core machine;
//   (b) against the HTTPS mode, 2,000 slow connections from 127.0.0.2, each sending its request
//       headers a line every 2 s inside TLS and re-opened as soon as nginx drops it, for 20 s,
//       while a reader at 127.0.1.1 opens a new connection for a page, one after another.
// Prints requests/s, p50/p99 latency, errors, timeouts and non-2xx answers per run (for (b), the
// reader's), and exits non-zero if a run at 200 connections or (a) has a timeout, an error or a
// non-2xx, or if in (b) the reader gets under 99% of its pages or a p99 of 1 s or more.
// Run `npm run build` first. Not part of `npm test`: it takes the machine for about four minutes
// and its numbers depend on what else runs there.
//
// usage: npm run bench:serve   (BENCH_PORT, default 4430, and the next two ports; BENCH_SECONDS per
//                               autocannon run, default 10, at most 30)
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import autocannon from 'autocannon';
import {routes, builtFile} from '../src/data/routes';
import {startProductionServer} from './lib/server';

const port = Number(process.env.BENCH_PORT ?? 4430);
const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 30);
const longestArticle = routes
  .map((r) => ({path: r.path, size: fs.statSync(path.join('build', builtFile(r))).size}))
  .sort((a, b) => b.size - a.size)[0].path;
const mainScript = `/assets/js/${fs.readdirSync('build/assets/js').find((f) => /^main\.[0-9a-f]+\.js$/.test(f))}`;
// What a first search downloads: the engine, its WebAssembly, the entry, an index chunk, a fragment.
const firstOf = (dir: string, ext: string) =>
  `/pagefind/${dir}${fs.readdirSync(`build/pagefind/${dir}`).find((f) => f.endsWith(ext))}`;
const searchFiles = [
  '/pagefind/pagefind.js',
  '/pagefind/wasm.en.pagefind',
  '/pagefind/pagefind-entry.json',
  firstOf('index/', '.pf_index'),
  firstOf('fragment/', '.pf_fragment'),
];
// 127.0.1.1-127.0.1.254 and 127.0.2.1-127.0.2.254: 508 readers' addresses.
const readerAddresses = [1, 2].flatMap((third) => Array.from({length: 254}, (_, i) => `127.0.${third}.${i + 1}`));

type Tally = {latencies: number[]; ok: number; non2xx: number; errors: number; timeouts: number};
const newTally = (): Tally => ({latencies: [], ok: 0, non2xx: 0, errors: 0, timeouts: 0});
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** One GET, its body read to the end, counted into `tally` once. */
function get(base: string, target: string, agent: http.Agent | false, localAddress: string, tally: Tally) {
  const started = performance.now();
  return new Promise<void>((resolve) => {
    let settled = false;
    const done = (outcome: 'ok' | 'non2xx' | 'errors' | 'timeouts') => {
      if (settled) return;
      settled = true;
      if (outcome === 'ok' || outcome === 'non2xx') tally.latencies.push(performance.now() - started);
      tally[outcome]++;
      resolve();
    };
    const request = (base.startsWith('https:') ? https : http).get(
      `${base}${target}`,
      {agent, localAddress, rejectUnauthorized: false, headers: {'accept-encoding': 'br'}},
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode! >= 200 && response.statusCode! < 300 ? 'ok' : 'non2xx'));
        // Closed before its end: the answer was cut off.
        response.on('close', () => done('errors'));
      },
    );
    request.setTimeout(10_000, () => {
      done('timeouts');
      request.destroy();
    });
    request.on('error', () => done('errors'));
  });
}

function row(name: string, connections: number, seconds: number, tally: Tally) {
  const sorted = tally.latencies.sort((a, b) => a - b);
  const answered = tally.ok + tally.non2xx;
  return {
    path: name,
    connections,
    encoding: 'br',
    'req/s': Math.round(answered / seconds),
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    errors: tally.errors,
    timeouts: tally.timeouts,
    'non-2xx': tally.non2xx,
  };
}

/** (a): `connections` keep-alive readers over the reader addresses, for `seconds`. */
async function thousandReaders(base: string, connections: number, seconds: number) {
  const targets = ['/', longestArticle, mainScript, ...searchFiles];
  const tally = newTally();
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({length: connections}, async (_, i) => {
      const localAddress = readerAddresses[i % readerAddresses.length];
      const agent = new http.Agent({keepAlive: true, maxSockets: 1, localAddress});
      for (let n = i; performance.now() < deadline; n++) {
        await get(base, targets[n % targets.length], agent, localAddress, tally);
      }
      agent.destroy();
    }),
  );
  return row(
    `(a) /, article, main script, search files; ${readerAddresses.length} addresses`,
    connections,
    seconds,
    tally,
  );
}

// (b)'s slow clients, in a worker thread of their own: they stand for another machine, so their
// TLS handshakes must not hold up the reader's event loop and count as the server's slowness.
// Each sends a request line and one more header every 2 s, never the blank line that ends them,
// and is opened again as soon as nginx drops it. The worker says 'ready' once all have finished
// their TLS handshake; on a message, it closes them all and answers how many were held at once at
// most (handshake done, not yet dropped) and how many had been re-opened.
const slowClientsWorker = `
const net = require('node:net');
const tls = require('node:tls');
const {parentPort, workerData: {port, count}} = require('node:worker_threads');
const sockets = new Set();
let stopping = false;
let reopened = 0;
let handshakes = 0;
let held = 0;
let mostHeld = 0;
function open() {
  const tcp = net.connect({host: '127.0.0.1', port, localAddress: '127.0.0.2'});
  tcp.on('error', () => {});
  const socket = tls.connect({socket: tcp, rejectUnauthorized: false});
  let trickle;
  socket.on('secureConnect', () => {
    if (++handshakes === count) parentPort.postMessage('ready');
    mostHeld = Math.max(mostHeld, ++held);
    socket.write('GET / HTTP/1.1\\r\\nHost: localhost\\r\\n');
    trickle = setInterval(() => socket.write('X-Slow: 1\\r\\n'), 2000);
  });
  socket.on('error', () => {}); // nginx resets the connections it times out
  socket.on('close', () => {
    if (trickle) held--;
    clearInterval(trickle);
    sockets.delete(socket);
    if (!stopping) {
      reopened++;
      open();
    }
  });
  sockets.add(socket);
}
for (let i = 0; i < count; i++) open();
parentPort.on('message', () => {
  stopping = true;
  for (const socket of sockets) socket.destroy();
  parentPort.postMessage({mostHeld, reopened});
});
`;

/** (b): `count` slow connections from 127.0.0.2, and a reader at 127.0.1.1 opening a connection per page. */
async function slowClientsAndAReader(base: string, count: number, seconds: number) {
  const worker = new Worker(slowClientsWorker, {eval: true, workerData: {port: Number(new URL(base).port), count}});
  // All connected first, as an attack already under way when the reader arrives.
  await new Promise((resolve) => worker.once('message', resolve));
  const tally = newTally();
  const deadline = performance.now() + seconds * 1000;
  const pages = routes.map((r) => r.path);
  for (let n = 0; performance.now() < deadline; n++) {
    await get(base, pages[n % pages.length], false, '127.0.1.1', tally);
  }
  worker.postMessage('stop');
  const slow = await new Promise<{mostHeld: number; reopened: number}>((resolve) => worker.once('message', resolve));
  await worker.terminate();
  const result = row(`(b) a reader beside ${count} slow connections from one address`, 1, seconds, tally);
  const requested = tally.ok + tally.non2xx + tally.errors + tally.timeouts;
  return {
    ...result,
    'answered %': Math.round((10_000 * tally.ok) / requested) / 100,
    'slow held at once': slow.mostHeld,
    'slow re-opened': slow.reopened,
  };
}

const {base, stop: stopServer} = await startProductionServer(port);

const rows: Record<string, string | number>[] = [];
let failed = false;
try {
  for (const target of ['/', longestArticle, mainScript]) {
    for (const connections of [50, 200]) {
      for (const encoding of ['identity', 'br']) {
        const result = await autocannon({
          url: `${base}${target}`,
          connections,
          duration: seconds,
          timeout: 10,
          headers: {'accept-encoding': encoding},
        });
        const row = {
          path: target,
          connections,
          encoding,
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          'non-2xx': result.non2xx,
        };
        if (connections === 200 && (row.errors || row.timeouts || row['non-2xx'])) failed = true;
        rows.push(row);
        console.error(Object.values(row).join('  '));
      }
    }
  }
  const a = await thousandReaders(base, 1000, 20);
  if (a.errors || a.timeouts || a['non-2xx']) failed = true;
  rows.push(a);
  console.error(Object.values(a).join('  '));
} finally {
  stopServer();
}

const secure = await startProductionServer(port + 1, {https: true});
try {
  const b = await slowClientsAndAReader(secure.base, 2000, 20);
  if (b['answered %'] < 99 || b['p99 ms'] >= 1000) failed = true;
  rows.push(b);
  console.error(Object.values(b).join('  '));
} finally {
  secure.stop();
}
console.table(rows);
if (failed) {
  console.error(
    'bench:serve: a run at 200 connections or (a) had errors, timeouts or non-2xx answers, or in (b) the reader got under 99% of its pages or waited 1 s or more',
  );
  process.exit(1);
}
