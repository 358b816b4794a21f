// The production server (scripts/serve-prod.sh: nginx with deploy/nginx.conf over build/) for the
// benchmarks and measurement scripts, on a loopback port, stopped with everything it started.
import {spawn} from 'node:child_process';

/** Resolves once `url` answers 200, or rejects after `seconds`. */
export async function waitForServer(url: string, seconds = 30): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet: try again below.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type RunningServer = {base: string; stop: () => void};

/** Starts the production server on 127.0.0.1:port (run `npm run build` first). */
export async function startProductionServer(port: number): Promise<RunningServer> {
  // Its own process group, so that stopping it also stops nginx's workers.
  const child = spawn('bash', ['scripts/serve-prod.sh'], {
    env: {...process.env, PORT: String(port)},
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
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return {base, stop};
}
