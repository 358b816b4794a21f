#!/usr/bin/env node
// Load test of the production nginx configuration on loopback, with autocannon: the home page, the
// longest article and the hashed main script, at 50 and 200 connections, without and with
// `Accept-Encoding: br`. Prints requests/s, p50/p99 latency, errors, timeouts and non-2xx answers
// per run, and exits non-zero if a run at 200 connections has a timeout, an error or a non-2xx.
// Run `npm run build` first. Not part of `npm test`: it takes the machine for a few minutes and
// its numbers depend on what else runs there.
//
// usage: node scripts/bench-serve.mjs   (BENCH_PORT, default 4430; BENCH_SECONDS per run, default 10, at most 30)
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 4430);
const base = `http://127.0.0.1:${port}`;
const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 30);
const longestArticle = JSON.parse(fs.readFileSync('src/data/routes.json', 'utf8'))
  .routes.map((r) => ({
    path: r.path,
    size: fs.statSync(r.path === '/' ? 'build/index.html' : `build${r.path}.html`).size,
  }))
  .sort((a, b) => b.size - a.size)[0].path;
const mainScript = `/assets/js/${fs.readdirSync('build/assets/js').find((f) => /^main\.[0-9a-f]+\.js$/.test(f))}`;

const server = spawn('bash', ['scripts/serve-prod.sh'], {
  env: {...process.env, PORT: String(port)},
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {}
  if (i > 150) {
    stopServer();
    throw new Error('the production server did not start');
  }
  await new Promise((r) => setTimeout(r, 200));
}

const rows = [];
let failed = false;
try {
  for (const path of ['/', longestArticle, mainScript]) {
    for (const connections of [50, 200]) {
      for (const encoding of ['identity', 'br']) {
        const result = await autocannon({
          url: `${base}${path}`,
          connections,
          duration: seconds,
          timeout: 10,
          headers: {'accept-encoding': encoding},
        });
        const row = {
          path,
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
