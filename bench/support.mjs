// What the benchmarks share: a throw-away database and data folder, the measuring loop and a
// small HTTP client for the API.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

/**
 * A fresh database on the machine's Postgres (TEST_DATABASE_URL) and a data folder, with the
 * environment a production-mode config needs; `drop()` removes both.
 */
export async function freshEnvironment() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `postpilot_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'postpilot-bench-'));
  return {
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `bench-${randomBytes(3).toString('hex')}`,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `call` n times from `concurrency` loops (after a warm-up); latency quantiles in ms. */
export async function measure(name, n, concurrency, call) {
  for (let i = 0; i < Math.min(20, n); i++) await call();
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

/** Prints measure() results as the Markdown table bench/README.md holds. */
export function printTable(rows) {
  console.log('| what | requests | concurrency | p50 ms | p99 ms | requests/s |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.n} | ${r.concurrency} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} |`,
    );
  }
}

/** JSON requests to the API at `baseUrl`; a failure throws with the answer. */
export function apiClient(baseUrl) {
  const headers = (token) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    async post(route, body, token) {
      const res = await fetch(baseUrl + route, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers(token) },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok || json.errors)
        throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    },
    async get(route, token) {
      const res = await fetch(baseUrl + route, { headers: headers(token) });
      if (!res.ok) throw new Error(`${route}: ${res.status}`);
      return res.json();
    },
  };
}

const TONES = ['professional', 'casual', 'inspirational', 'educational', 'humorous'];

/**
 * Gives the user `posts` posts published at random times over the last year and `snapshots`
 * metric snapshots spread between each post's publication and now, then leaves what the metrics
 * sync would: each post's latest figures and the hourly roll-up (`metric_hours`). Returns the
 * counts of posts, snapshots and roll-up hours.
 */
export async function seedPublishedYear(db, userId, posts, snapshots) {
  const perPost = Math.max(1, Math.round(snapshots / posts));
  await db.query(
    `INSERT INTO posts (user_id, content, status, published_at, scheduled_time, external_urn, tone)
     SELECT $1, 'Benchmark post ' || g || ': ' || repeat('words ', 200), 'published', at, at,
            'urn:li:share:' || (7000000000 + g), ($3::text[])[1 + g % 5]
       FROM (SELECT g, now() - random() * interval '365 days' AS at
               FROM generate_series(1, $2) g) s`,
    [userId, posts, TONES],
  );
  // Each post's figures grow through its snapshots, at a rate of its own.
  await db.query(
    `INSERT INTO post_metrics (post_id, user_id, captured_at, views, likes, comments, shares)
     SELECT p.id, p.user_id, p.published_at + (now() - p.published_at) * k / $2::float,
            k * (3 + n % 7), k * (n % 5) / 4, k * (n % 3) / 10, k * (n % 2) / 20
       FROM (SELECT id, user_id, published_at, row_number() OVER (ORDER BY id) AS n
               FROM posts WHERE user_id = $1) p,
            generate_series(1, $2) k`,
    [userId, perPost],
  );
  // What the sync leaves: each post's latest figures, and every change summed per hour.
  await db.query(
    `UPDATE posts p SET views = m.views, likes = m.likes, comments = m.comments,
            shares = m.shares, metrics_updated_at = m.captured_at
       FROM (SELECT DISTINCT ON (post_id) * FROM post_metrics WHERE user_id = $1
              ORDER BY post_id, captured_at DESC) m
      WHERE p.id = m.post_id`,
    [userId],
  );
  await db.query(
    `INSERT INTO metric_hours (user_id, hour, views, likes, comments, shares)
     SELECT user_id, to_timestamp(floor(extract(epoch FROM captured_at) / 3600) * 3600),
            sum(dv), sum(dl), sum(dc), sum(ds)
       FROM (SELECT user_id, captured_at,
                    views - coalesce(lag(views) OVER w, 0) AS dv,
                    likes - coalesce(lag(likes) OVER w, 0) AS dl,
                    comments - coalesce(lag(comments) OVER w, 0) AS dc,
                    shares - coalesce(lag(shares) OVER w, 0) AS ds
               FROM post_metrics WHERE user_id = $1
             WINDOW w AS (PARTITION BY post_id ORDER BY captured_at)) d
      GROUP BY 1, 2`,
    [userId],
  );
  await db.query('ANALYZE');
  const [counts] = await db.query(
    `SELECT (SELECT count(*) FROM posts WHERE user_id = $1)::int AS posts,
            (SELECT count(*) FROM post_metrics WHERE user_id = $1)::int AS snapshots,
            (SELECT count(*) FROM metric_hours WHERE user_id = $1)::int AS hours`,
    [userId],
  );
  return counts;
}

/**
 * The publishing benchmark's and trials' setting: a fresh, migrated database whose config sends
 * LinkedIn's calls to `linkedInUrl`; `seed(count, due, label)` makes that many users with a
 * LinkedIn connection and one post each due at `due` (as the API would have left them);
 * `worker(extraEnv)` starts a worker process; `close()` removes it all.
 */
export async function publishingSetting(linkedInUrl) {
  const { loadConfig } = require('../server/dist/index.js');
  const { openDatabase } = require('../server/dist/db/data-source.js');
  const { TokenCipher } = require('../server/dist/features/linkedin/token-cipher.js');
  const { spawn } = await import('node:child_process');
  const environment = await freshEnvironment();
  const env = {
    ...environment.env,
    LINKEDIN_CLIENT_ID: 'bench',
    LINKEDIN_CLIENT_SECRET: 'bench',
    LINKEDIN_API_URL: linkedInUrl,
  };
  const config = loadConfig({ ...env, PORT: '4999' });
  const dataSource = await openDatabase(config.databaseUrl);
  const token = new TokenCipher(config.tokenEncryptionKey).encrypt('bench-token');
  const workerScript = path.join(
    path.dirname(new URL(import.meta.url).pathname),
    '../worker/dist/main.js',
  );
  return {
    env,
    dataSource,
    seed: (count, due, label) =>
      dataSource.query(
        `WITH u AS (
           INSERT INTO users (email, password_hash, first_name, last_name, is_email_verified,
                              has_completed_onboarding)
           SELECT $4 || '-' || g || '@example.com', 'x', 'Bench', 'User ' || g, true, true
             FROM generate_series(1, $1) g RETURNING id),
         a AS (
           INSERT INTO linkedin_accounts (user_id, member_urn, access_token, expires_at, status)
           SELECT id, 'urn:li:person:' || id, $2, now() + interval '60 days', 'connected' FROM u)
         INSERT INTO posts (user_id, content, status, scheduled_time)
         SELECT id, $4 || ' post ' || id, 'scheduled', $3 FROM u`,
        [count, token, due, label],
      ),
    worker: (extraEnv = {}) =>
      spawn(process.execPath, [workerScript], {
        env: { ...process.env, ...env, ...extraEnv },
        stdio: 'ignore',
      }),
    close: async () => {
      const { Redis } = require('ioredis');
      const connection = new Redis(config.redisUrl);
      const keys = await connection.keys(`${config.redisPrefix}:*`);
      for (let i = 0; i < keys.length; i += 1000) await connection.del(...keys.slice(i, i + 1000));
      await connection.quit();
      await dataSource.destroy();
      await environment.drop();
    },
  };
}

/** Resolves when the child process has exited. */
export const exited = (child) => new Promise((resolve) => child.on('exit', resolve));

/**
 * A verified, onboarded member registered through the API at `baseUrl`, with `posts` drafts
 * written straight to the database (a minute apart); answers their token and user.
 */
export async function memberWithPosts(baseUrl, databaseUrl, posts) {
  const { post } = apiClient(baseUrl);
  const { token, user } = await post('/api/auth/register', {
    firstName: 'Bench',
    lastName: 'Mark',
    email: `bench-${randomBytes(6).toString('hex')}@example.com`,
    password: 'Bench2026pw',
  });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      'UPDATE users SET is_email_verified = true, has_completed_onboarding = true WHERE id = $1',
      [user.id],
    );
    await db.query(
      `INSERT INTO posts (user_id, content, status, tone, created_at, updated_at)
       SELECT $1, 'Post ' || n || ': what a week of shipping taught our team about focus.',
              'draft', 'professional', now() - n * interval '1 minute',
              now() - n * interval '1 minute'
         FROM generate_series(1, $2::int) AS n`,
      [user.id, posts],
    );
  } finally {
    await db.end();
  }
  return { token, user };
}
