// The API beside its floor: `npm run build && node bench/api.mjs [seconds] [rounds]` (default 5
// and 5). On a fresh database, starts Postpilot's API as `npm run start:api` does (production,
// its default logging) and the floor (bench/api-floor.mjs: node:http, pg and jsonwebtoken doing
// the same work), each in its own process, with one member who has 200 posts. Checks that both
// give the same answers, then loads each of four requests with 16 connections from a third
// process, real and floor alternately (`rounds` times each, `seconds` each time), and prints the
// median round of each as a Markdown table, with the share of the floor as the median of each
// round's share of the floor's round beside it.
import { fork, spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiClient, exited, freshEnvironment } from './support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 16;

const ME_QUERY = `query Me { me { id email firstName lastName name jobTitle company bio location
  website phone profilePicture isEmailVerified hasCompletedOnboarding linkedInConnected createdAt
  timezone language emailNotifications pushNotifications autoPostEnabled contentApprovalRequired
  contentNiches personalContext targetAudience tone defaultPostingTime postingFrequency } }`;
const POSTS_QUERY = `query Posts($limit: Int!, $offset: Int!) { posts(limit: $limit, offset: $offset) {
  totalCount hasMore posts { id content status tone scheduledTime publishedAt lastError
  nextAttemptAt url attachment { kind } firstComment firstCommentStatus firstCommentError
  metrics { views likes comments shares updatedAt } createdAt updatedAt } } }`;

const REQUESTS = [
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
else await main();

/**
 * The load process: CONNECTIONS loops over keep-alive sockets for `seconds`, each sending its
 * next request once the last is answered; answers a summary. It writes each request's bytes
 * (made once) and reads the answer off the socket itself, as wrk does, rather than through
 * node:http's client, which would take as much of the two cores as the server it loads.
 */
async function load({ url, method, path: route, body, token, seconds }) {
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
    Array.from({ length: CONNECTIONS }, () => openConnection(Number(port), bytes)),
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

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `script` with `env` and resolves once its HTTP port answers. */
async function startProcess(script, env, port) {
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

function runLoad(options) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--load', JSON.stringify(options)]);
    child.once('message', resolve);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load exited with ${code}`)));
  });
}

async function answer(url, { method, path: route, body }, token) {
  const res = await fetch(url + route, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

async function main() {
  const seconds = Number(process.argv[2] ?? 5);
  const rounds = Number(process.argv[3] ?? 5);
  const environment = await freshEnvironment();
  const env = { ...environment.env, LOG_LEVEL: 'info' };
  const processes = [];
  try {
    const real = await startProcess(
      path.join(here, '../server/dist/main.js'),
      env,
      await freePort(),
    );
    processes.push(real.child);
    const { post } = apiClient(real.url);
    const { token, user } = await post('/api/auth/register', {
      firstName: 'Bench',
      lastName: 'Mark',
      email: `bench-${Date.now()}@example.com`,
      password: 'Bench2026pw',
    });
    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    await db.query(
      'UPDATE users SET is_email_verified = true, has_completed_onboarding = true WHERE id = $1',
      [user.id],
    );
    await db.query(
      `INSERT INTO posts (user_id, content, status, tone, created_at, updated_at)
       SELECT $1, 'Post ' || n || ': what a week of shipping taught our team about focus.',
              'draft', 'professional', now() - n * interval '1 minute',
              now() - n * interval '1 minute'
         FROM generate_series(1, 200) AS n`,
      [user.id],
    );
    await db.end();
    const floor = await startProcess(
      path.join(here, 'api-floor.mjs'),
      { DATABASE_URL: env.DATABASE_URL, JWT_SECRET: env.JWT_SECRET },
      await freePort(),
    );
    processes.push(floor.child);

    for (const spec of REQUESTS) {
      const [ours, bare] = [
        await answer(real.url, spec, token),
        await answer(floor.url, spec, token),
      ];
      if (!isDeepStrictEqual(ours, bare)) {
        throw new Error(
          `${spec.name}: the floor answers differently\n${JSON.stringify(ours).slice(0, 400)}\n${JSON.stringify(bare).slice(0, 400)}`,
        );
      }
    }

    const rows = [];
    for (const spec of REQUESTS) {
      const results = { real: [], floor: [] };
      for (let round = 0; round < rounds; round++) {
        for (const [name, target] of [
          ['real', real],
          ['floor', floor],
        ]) {
          results[name].push(await runLoad({ ...spec, url: target.url, token, seconds }));
        }
      }
      const summary = (list) => ({
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        loadCpu: median(list.map((r) => r.loadCpu)),
      });
      // Each round beside the floor's round right after it: the machine's speed drifts over a
      // run (a process gets more or less of a core), and two neighbouring rounds share it.
      const shares = results.real.map((real, round) => real.rps / results.floor[round].rps);
      rows.push({
        name: spec.name,
        real: summary(results.real),
        floor: summary(results.floor),
        shares,
      });
    }

    console.log(
      `| request (${CONNECTIONS} connections) | Postpilot req/s | floor req/s | share of floor (median; each round) | Postpilot p50 / p99 ms | floor p50 / p99 ms |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    const percent = (share) => Math.round(share * 100);
    for (const { name, real: ours, floor: bare, shares } of rows) {
      console.log(
        `| ${name} | ${Math.round(ours.rps)} | ${Math.round(bare.rps)} | ${percent(median(shares))}% (${shares.map(percent).join(', ')}) | ${ours.p50.toFixed(1)} / ${ours.p99.toFixed(1)} | ${bare.p50.toFixed(1)} / ${bare.p99.toFixed(1)} |`,
      );
    }
    const loadCpu = rows.flatMap((row) => [row.real.loadCpu, row.floor.loadCpu]);
    console.log(
      `\nThe load process took ${Math.round(Math.min(...loadCpu) * 100)}–${Math.round(Math.max(...loadCpu) * 100)}% of one core while measuring.`,
    );
  } finally {
    for (const child of processes) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await environment.drop();
  }
}
