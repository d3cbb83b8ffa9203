// A fault trial (not part of `npm run bench`): `npm run build && node bench/crash-trial.mjs
// [posts]` (default 200). Posts fall due while a local LinkedIn stand-in takes 2 s to answer
// (and refuses a repeated text as LinkedIn does, naming the post it has); the worker process is
// SIGKILLed while they are in flight, and a new one is started. Reports how long after the kill
// every post was recorded as published, and that LinkedIn holds each post exactly once.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshEnvironment } from './support.mjs';

const require = createRequire(import.meta.url);
const { loadConfig } = require('../server/dist/index.js');
const { openDatabase } = require('../server/dist/db/data-source.js');
const { TokenCipher } = require('../server/dist/features/linkedin/token-cipher.js');

const here = path.dirname(fileURLToPath(import.meta.url));
const POSTS = Number(process.argv[2] ?? 200);

/** LinkedIn's posts by text; a repeat is refused with 422, naming the first. */
const posts = new Map();
let repeats = 0;
const linkedIn = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const text = /"commentary":"([^"]*)"/.exec(Buffer.concat(chunks).toString())?.[1];
    const known = posts.get(text);
    if (known) {
      repeats++;
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 422, message: `Content is a duplicate of ${known}` }));
      return;
    }
    const urn = `urn:li:share:${posts.size + 1}`;
    posts.set(text, urn);
    // LinkedIn has it from now on; its answer takes 2 s to come back.
    setTimeout(() => res.writeHead(201, { 'x-restli-id': urn }).end(), 2_000);
  });
});
await new Promise((resolve) => linkedIn.listen(0, '127.0.0.1', resolve));

const environment = await freshEnvironment();
const env = {
  ...environment.env,
  LINKEDIN_CLIENT_ID: 'trial',
  LINKEDIN_CLIENT_SECRET: 'trial',
  LINKEDIN_API_URL: `http://127.0.0.1:${linkedIn.address().port}`,
};
const config = loadConfig({ ...env, PORT: '4999' });
const dataSource = await openDatabase(config.databaseUrl);
const startWorker = () =>
  spawn(process.execPath, [path.join(here, '../worker/dist/main.js')], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
let second = null;
try {
  const token = new TokenCipher(config.tokenEncryptionKey).encrypt('trial-token');
  const due = new Date(Date.now() + 4_000);
  await dataSource.query(
    `WITH u AS (
       INSERT INTO users (email, password_hash, first_name, last_name, is_email_verified,
                          has_completed_onboarding)
       SELECT 'crash-' || g || '@example.com', 'x', 'Crash', 'User ' || g, true, true
         FROM generate_series(1, $1) g RETURNING id),
     a AS (
       INSERT INTO linkedin_accounts (user_id, member_urn, access_token, expires_at, status)
       SELECT id, 'urn:li:person:' || id, $2, now() + interval '60 days', 'connected' FROM u)
     INSERT INTO posts (user_id, content, status, scheduled_time)
     SELECT id, 'Crash trial post ' || id, 'scheduled', $3 FROM u`,
    [POSTS, token, due],
  );
  const first = startWorker();
  // Killed while its posts are in flight: LinkedIn has them, the answers never arrive.
  while (Date.now() < due.getTime() + 1_000 || posts.size === 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  first.kill('SIGKILL');
  const killedAt = Date.now();
  const [{ n: inFlight }] = await dataSource.query(
    `SELECT count(*)::int AS n FROM posts WHERE status = 'publishing'`,
  );
  second = startWorker();
  let published = 0;
  while (Date.now() < killedAt + 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    [{ published }] = await dataSource.query(
      `SELECT count(*)::int AS published FROM posts WHERE status = 'published'`,
    );
    if (published === POSTS) break;
  }
  const [{ distinct }] = await dataSource.query(
    `SELECT count(DISTINCT external_urn)::int AS distinct FROM posts WHERE status = 'published'`,
  );
  console.log(
    `${POSTS} posts; worker SIGKILLed with ${inFlight} publishing, LinkedIn holding ${posts.size}`,
  );
  console.log(
    `all published ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill: ${published} published, ${distinct} distinct LinkedIn posts, ${posts.size} posts on LinkedIn, ${repeats} repeats refused as duplicates`,
  );
} finally {
  second?.kill('SIGTERM');
  if (second) await new Promise((resolve) => second.on('exit', resolve));
  const redis = require('ioredis');
  const connection = new redis.Redis(config.redisUrl);
  const keys = await connection.keys(`${config.redisPrefix}:*`);
  if (keys.length) await connection.del(...keys);
  await connection.quit();
  await dataSource.destroy();
  await environment.drop();
  linkedIn.close();
}
