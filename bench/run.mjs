// Benchmarks: `npm run bench` (after `npm run build`). Starts the API on a fresh database on the
// machine's Postgres (TEST_DATABASE_URL) and Redis, measures, prints a Markdown table for
// bench/README.md, and cleans up. Numbers depend on the machine: compare runs on one machine.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { loadConfig, createLogger } = require('../server/dist/index.js');
const { startApi } = require('../server/dist/api.js');

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `postpilot_bench_${randomBytes(4).toString('hex')}`;
const admin = new Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'postpilot-bench-'));

const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `bench-${randomBytes(3).toString('hex')}`,
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
});
const api = await startApi(config, createLogger('api', 'silent'));

try {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench2026pw';
  const registered = await post('/api/auth/register', { firstName: 'Bench', lastName: 'Mark', email, password });
  const token = registered.token;

  const rows = [];
  rows.push(
    await measure('GraphQL `me` (JWT check + user load)', 2000, 16, () =>
      post('/graphql', { query: '{ me { id email hasCompletedOnboarding } }' }, token),
    ),
  );
  rows.push(await measure('REST `GET /api/auth/me`', 2000, 16, () => get('/api/auth/me', token)));
  rows.push(
    await measure('REST `POST /api/auth/login` (argon2id verify)', 60, 4, () =>
      post('/api/auth/login', { email, password }),
    ),
  );

  console.log('| what | requests | concurrency | p50 ms | p99 ms | requests/s |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.n} | ${r.concurrency} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} |`);
  }
} finally {
  const keys = await api.infra.redis.keys(`${config.redisPrefix}:*`);
  if (keys.length) await api.infra.redis.del(...keys);
  await api.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

async function measure(name, n, concurrency, call) {
  for (let i = 0; i < Math.min(20, n); i++) await call(); // warm-up
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next++;
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { name, n, concurrency, p50: at(0.5), p99: at(0.99), rps: n / elapsed };
}

async function post(route, body, token) {
  const res = await fetch(api.url + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok || json.errors) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function get(route, token) {
  const res = await fetch(api.url + route, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${route}: ${res.status}`);
  return res.json();
}
