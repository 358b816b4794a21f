// Load test of the production nginx configuration on loopback, with autocannon: the home page, the
// longest article and the hashed main script, at 50 and 200 connections, without and with
// `Accept-Encoding: br`. Prints requests/s, p50/p99 latency, errors, timeouts and non-2xx answers
// per run, and exits non-zero if a run at 200 connections has a timeout, an error or a non-2xx.
// Run `npm run build` first. Not part of `npm test`: it takes the machine for a few minutes and
// its numbers depend on what else runs there.
//
// usage: npm run bench:serve   (BENCH_PORT, default 4430; BENCH_SECONDS per run, default 10, at most 30)
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {routes, builtFile} from '../src/data/routes';
import {startProductionServer} from './lib/server';

const port = Number(process.env.BENCH_PORT ?? 4430);
const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 30);
const longestArticle = routes
  .map((r) => ({path: r.path, size: fs.statSync(path.join('build', builtFile(r))).size}))
  .sort((a, b) => b.size - a.size)[0].path;
const mainScript = `/assets/js/${fs.readdirSync('build/assets/js').find((f) => /^main\.[0-9a-f]+\.js$/.test(f))}`;

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
} finally {
  stopServer();
}
console.table(rows);
if (failed) {
  console.error('bench:serve: a run at 200 connections had errors, timeouts or non-2xx answers');
  process.exit(1);
}
