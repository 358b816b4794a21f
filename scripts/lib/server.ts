// The production server (scripts/serve-prod.sh: nginx with deploy/nginx.conf over build/) for the
// benchmarks and measurement scripts, on a loopback port, stopped with everything it started.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';

/** The status of a GET of `url`; a self-signed certificate is accepted (loopback only). */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, {rejectUnauthorized: false}, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.setTimeout(5_000, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

/** Resolves once `url` answers 200, or rejects after `seconds`. */
export async function waitForServer(url: string, seconds = 30): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await statusOf(url)) === 200) return;
    } catch {
      // Not listening yet: try again below.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type RunningServer = {base: string; stop: () => void};

/**
 * Starts the production server on 127.0.0.1:port (run `npm run build` first): plain HTTP, or with
 * `https`, its HTTPS mode with a throwaway self-signed certificate (and plain HTTP on port + 1,
 * redirecting there). With `root`, the same configuration serves another built folder (SITE_ROOT
 * of serve-prod.sh: the benchmarks' synthetic sites), with that folder's CSP hashes.
 */
export async function startProductionServer(
  port: number,
  {https: tls = false, root}: {https?: boolean; root?: string} = {},
): Promise<RunningServer> {
  // nginx's workers may run as another user (nobody, when started as root).
  if (root) fs.chmodSync(root, 0o755);
  // Its own process group, so that stopping it also stops nginx's workers.
  const child = spawn('bash', ['scripts/serve-prod.sh', ...(tls ? ['--https'] : [])], {
    env: {
      ...process.env,
      ...(tls ? {HTTPS_PORT: String(port), PORT: String(port + 1)} : {PORT: String(port)}),
      ...(root ? {SITE_ROOT: root} : {}),
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!);
    } catch {
      // Already gone.
    }
  };
  const base = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/`, 60);
  } catch (error) {
    stop();
    throw error;
  }
  return {base, stop};
}
