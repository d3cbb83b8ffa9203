// Load for the API benchmarks (api.mjs, speedups.mjs): an HTTP load generator that runs in a
// process of its own, and starting the processes it loads.
import { fork, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Connections a load keeps busy unless told otherwise. */
export const CONNECTIONS = 16;

export const ME_QUERY = `query Me { me { id email firstName lastName name jobTitle company bio location
  website phone profilePicture isEmailVerified hasCompletedOnboarding linkedInConnected createdAt
  timezone language emailNotifications pushNotifications autoPostEnabled contentApprovalRequired
  contentNiches personalContext targetAudience tone defaultPostingTime postingFrequency } }`;
export const POSTS_QUERY = `query Posts($limit: Int!, $offset: Int!) { posts(limit: $limit, offset: $offset) {
  totalCount hasMore posts { id content status tone scheduledTime publishedAt lastError
  nextAttemptAt url attachment { kind } firstComment firstCommentStatus firstCommentError
  metrics { views likes comments shares updatedAt } createdAt updatedAt } } }`;

/** The four requests api.mjs and speedups.mjs load: a member's own profile and first page of posts. */
export const API_REQUESTS = [
  { name: 'REST `GET /api/auth/me`', method: 'GET', path: '/api/auth/me' },
  { name: 'GraphQL `me`', method: 'POST', path: '/graphql', body: { query: ME_QUERY } },
  { name: 'REST `GET /api/content/posts` (20 of 200)', method: 'GET', path: '/api/content/posts' },
  {
    name: 'GraphQL `posts(limit: 20)` (of 200)',
    method: 'POST',
    path: '/graphql',
    body: { query: POSTS_QUERY, variables: { limit: 20, offset: 0 } },
  },
];

if (process.argv[2] === '--load') await load(JSON.parse(process.argv[3]));

/**
 * The load process: `connections` loops over keep-alive sockets for `seconds`, each sending its
 * next request once the last is answered; answers a summary. It writes each request's bytes
 * (made once) and reads the answer off the socket itself, as wrk does, rather than through
 * node:http's client, which would take as much of the two cores as the server it loads.
 */
async function load({ url, method, path: route, body, token, seconds, connections = CONNECTIONS }) {
  const { host, port } = new URL(url);
  const payload = body ? JSON.stringify(body) : '';
  const head = [
    `${method} ${route} HTTP/1.1`,
    `Host: ${host}`,
    `Authorization: Bearer ${token}`,
    ...(payload
      ? ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`]
      : []),
    '',
    '',
  ].join('\r\n');
  const bytes = Buffer.from(head + payload);
  const latencies = [];
  const loop = async (socket, until, record) => {
    while (performance.now() < until) {
      const start = performance.now();
      await socket.exchange();
      if (record) latencies.push(performance.now() - start);
    }
  };
  const sockets = await Promise.all(
    Array.from({ length: connections }, () => openConnection(Number(port), bytes)),
  );
  // A second of warm-up, then the measured run.
  let until = performance.now() + 1000;
  await Promise.all(sockets.map((socket) => loop(socket, until, false)));
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  until = started + seconds * 1000;
  await Promise.all(sockets.map((socket) => loop(socket, until, true)));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  for (const socket of sockets) socket.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  process.send({
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    // The share of one core the load itself took while measuring.
    loadCpu: (cpu.user + cpu.system) / 1e6 / elapsed,
  });
}

/**
 * One keep-alive connection: `exchange()` writes the request and resolves once the whole answer
 * (its `Content-Length`, or the last chunk of a chunked one) has arrived; any status but 200
 * fails the run.
 */
function openConnection(port, request) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, noDelay: true });
    let received = Buffer.alloc(0);
    let waiting = null;
    socket.on('data', (chunk) => {
      received = received.length ? Buffer.concat([received, chunk]) : chunk;
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0 || !waiting) return;
      const head = received.toString('latin1', 0, headEnd);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      const complete = length
        ? received.length >= headEnd + 4 + Number(length[1])
        : received.subarray(received.length - 5).toString('latin1') === '0\r\n\r\n';
      if (!complete) return;
      const status = head.slice(9, 12);
      const done = waiting;
      waiting = null;
      received = Buffer.alloc(0);
      if (status === '200') done.resolve();
      else done.reject(new Error(`answered ${status}`));
    });
    socket.on('error', (error) => (waiting ? waiting.reject(error) : reject(error)));
    socket.on('close', () => waiting?.reject(new Error('the server closed the connection')));
    socket.once('connect', () =>
      resolve({
        exchange: () =>
          new Promise((resolveOne, rejectOne) => {
            waiting = { resolve: resolveOne, reject: rejectOne };
            socket.write(request);
          }),
        destroy: () => socket.destroy(),
      }),
    );
  });
}

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `script` with `env` and resolves once its HTTP port answers. */
export async function startProcess(script, env, port) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/auth/me`).then(
      () => true,
      () => false,
    );
    if (up) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${script} did not start`);
}

export function runLoad(options) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--load', JSON.stringify(options)]);
    child.once('message', resolve);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load exited with ${code}`)));
  });
}

export async function answer(url, { method, path: route, body }, token) {
  const res = await fetch(url + route, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

export function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}
