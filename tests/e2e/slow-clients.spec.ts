import http from 'node:http';
import net from 'node:net';
import {test, expect} from '@playwright/test';

// One misbehaving client must not take the site from everyone else (deploy/nginx.conf, issue 29):
// a small version of `npm run bench:serve`'s slow-client scenario, and the limits that bound a
// client. Each client has an address of its own on loopback (all of 127.0.0.0/8 reaches the
// server), since nginx counts per address and does not count 127.0.0.1, the browser tests' own.
const port = (baseURL: string) => Number(new URL(baseURL).port);

type Answer = {status: number; ms: number; headers: http.IncomingHttpHeaders; body: string};

function get(baseURL: string, path: string, localAddress: string, agent: http.Agent | false = false): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      {host: '127.0.0.1', port: port(baseURL), path, localAddress, agent, headers: {'accept-encoding': 'br'}},
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            ms: performance.now() - started,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    request.setTimeout(5_000, () => request.destroy(new Error(`${path}: no answer within 5 s`)));
    request.on('error', reject);
  });
}

/** A slowloris connection: a request whose headers never end, one more header line every second. */
function slowConnection(baseURL: string, localAddress: string): Promise<{socket: net.Socket; closed: Promise<number>}> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const socket = net.connect({host: '127.0.0.1', port: port(baseURL), localAddress}, () => {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 1_000);
      const closed = new Promise<number>((done) =>
        socket.on('close', () => {
          clearInterval(trickle);
          done(performance.now() - opened);
        }),
      );
      resolve({socket, closed});
    });
    socket.on('error', () => {}); // a reset when nginx drops it is expected; `closed` reports it
    socket.once('error', reject);
  });
}

test('300 slow connections from one address do not keep another reader out', async ({baseURL}) => {
  const slow = await Promise.all(Array.from({length: 300}, () => slowConnection(baseURL!, '127.0.0.2')));
  try {
    const paths = ['/', '/apps/docker', '/glossary', '/glossary/raid', '/no-such-page'].flatMap((p) => [p, p, p, p]);
    const answers: Answer[] = [];
    for (const path of paths) {
      // A new connection each time, as a new reader would open: the server must still accept them.
      answers.push(await get(baseURL!, path, '127.0.0.3'));
    }
    expect(answers.map((a) => a.status)).toEqual(paths.map((p) => (p === '/no-such-page' ? 404 : 200)));
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_000);
    // The slow connections were all still held by the server while the reader was served.
    expect(slow.filter(({socket}) => socket.destroyed)).toHaveLength(0);
  } finally {
    for (const {socket} of slow) socket.destroy();
  }
});

test('a request whose headers never end is dropped after 10 s (client_header_timeout)', async ({baseURL}) => {
  test.setTimeout(30_000);
  const {closed} = await slowConnection(baseURL!, '127.0.0.4');
  // Still sending a line every second: nginx's timer runs from the connection, not the last byte.
  const after = await closed;
  expect(after).toBeGreaterThan(9_000);
  expect(after).toBeLessThan(13_000);
});

test('a client asking faster than 20 a second past a burst of 200 gets 429, others do not', async ({baseURL}) => {
  const agent = new http.Agent({keepAlive: true, maxSockets: 20});
  const started = performance.now();
  const answers = await Promise.all(Array.from({length: 500}, () => get(baseURL!, '/robots.txt', '127.0.0.5', agent)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const ok = answers.filter((a) => a.status === 200).length;
  const tooMany = answers.filter((a) => a.status === 429);
  // The burst (a first visit and search are at most 55 requests), then 20 a second.
  expect(ok).toBeGreaterThanOrEqual(200);
  expect(ok).toBeLessThanOrEqual(201 + Math.ceil(20 * seconds));
  expect(ok + tooMany.length).toBe(500);
  expect(tooMany[0].headers['retry-after']).toBe('10');
  expect(tooMany[0].headers['content-security-policy']).toContain("default-src 'self'");
  expect(tooMany[0].body).toContain('Too many requests from your address');
  // Another address is not affected.
  expect((await get(baseURL!, '/robots.txt', '127.0.0.6')).status).toBe(200);
});
