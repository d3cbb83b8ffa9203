// Publishing benchmark: `npm run build && node bench/publish.mjs [posts]` (default 10,000).
// Makes that many connected users on a fresh database on the machine's Postgres, schedules one
// post each for the same minute, runs the real worker against a local LinkedIn stand-in (201 with
// x-restli-id, as LinkedIn answers) and reports publish lag (LinkedIn's receipt minus the
// scheduled time) and throughput. Prints a Markdown table for bench/README.md and cleans up.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { freshEnvironment } from './support.mjs';

const require = createRequire(import.meta.url);
const { Queue } = require('bullmq');
const { loadConfig, createLogger, createRedis, PUBLISH_QUEUE } = require('../server/dist/index.js');
const { PublishScheduler } = require('../server/dist/features/posts/publish-scheduler.js');
const { openDatabase } = require('../server/dist/db/data-source.js');
const { TokenCipher } = require('../server/dist/features/linkedin/token-cipher.js');
const { startWorkers } = require('../worker/dist/worker.js');

const POSTS = Number(process.argv[2] ?? 10_000);
const LEAD_MS = 60_000; // time to enqueue everything before the minute comes

// The LinkedIn stand-in: records when each post arrives.
const received = [];
const linkedIn = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    received.push(Date.now());
    res.writeHead(201, { 'x-restli-id': `urn:li:share:${received.length}` }).end();
  });
});
await new Promise((resolve) => linkedIn.listen(0, '127.0.0.1', resolve));
const linkedInUrl = `http://127.0.0.1:${linkedIn.address().port}`;

const environment = await freshEnvironment();
const config = loadConfig({
  ...environment.env,
  PORT: '4999',
  LINKEDIN_CLIENT_ID: 'bench',
  LINKEDIN_CLIENT_SECRET: 'bench',
  LINKEDIN_API_URL: linkedInUrl,
});
const dataSource = await openDatabase(config.databaseUrl);
const redis = createRedis(config.redisUrl);
const queue = new Queue(PUBLISH_QUEUE, { connection: redis, prefix: config.redisPrefix });
let worker;
try {
  const token = new TokenCipher(config.tokenEncryptionKey).encrypt('bench-token');
  const due = new Date(Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000);
  // Users, connections and scheduled posts in bulk, as the API would have left them.
  const rows = await dataSource.query(
    `WITH u AS (
       INSERT INTO users (email, password_hash, first_name, last_name, is_email_verified)
       SELECT 'bench-' || g || '@example.com', 'x', 'Bench', 'User ' || g, true
         FROM generate_series(1, $1) g RETURNING id),
     a AS (
       INSERT INTO linkedin_accounts (user_id, member_urn, access_token, expires_at, status)
       SELECT id, 'urn:li:person:' || id, $2, now() + interval '60 days', 'connected' FROM u)
     INSERT INTO posts (user_id, content, status, scheduled_time)
     SELECT id, 'Benchmark post of ' || id, 'scheduled', $3 FROM u RETURNING id`,
    [POSTS, token, due],
  );
  const scheduler = new PublishScheduler(queue, dataSource);
  const enqueueStart = performance.now();
  for (let i = 0; i < rows.length; i += 500) {
    await Promise.all(rows.slice(i, i + 500).map(({ id }) => scheduler.enqueue(id, due)));
  }
  const enqueueSeconds = (performance.now() - enqueueStart) / 1000;
  if (Date.now() > due.getTime() - 5_000) throw new Error('Enqueueing took too long for the lead');

  worker = await startWorkers(config, createLogger('worker', 'silent'));
  const deadline = due.getTime() + 15 * 60_000;
  while (received.length < POSTS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const [{ published }] = await dataSource.query(
    `SELECT count(*)::int AS published FROM posts WHERE status = 'published'`,
  );
  const lags = received.map((t) => t - due.getTime()).sort((a, b) => a - b);
  const at = (q) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))];
  const spread = (received.at(-1) - received[0]) / 1000;
  console.log(`| posts due in one minute | ${POSTS} |`);
  console.log(`|---|---|`);
  console.log(`| enqueued in | ${enqueueSeconds.toFixed(1)} s |`);
  console.log(`| sent to LinkedIn / published | ${received.length} / ${published} |`);
  console.log(`| publish lag p50 | ${(at(0.5) / 1000).toFixed(2)} s |`);
  console.log(`| publish lag p99 | ${(at(0.99) / 1000).toFixed(2)} s |`);
  console.log(`| publish lag max | ${(lags.at(-1) / 1000).toFixed(2)} s |`);
  console.log(`| throughput | ${(received.length / Math.max(spread, 0.001)).toFixed(0)} posts/s |`);
} finally {
  await worker?.stop();
  const keys = await redis.keys(`${config.redisPrefix}:*`);
  for (let i = 0; i < keys.length; i += 1000) await redis.del(...keys.slice(i, i + 1000));
  await queue.close();
  await redis.quit();
  await dataSource.destroy();
  await environment.drop();
  linkedIn.close();
}
