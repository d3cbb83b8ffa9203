// Publishing benchmark: `npm run build && node bench/publish.mjs [posts]` (default 10,000).
// On a fresh database on the machine's Postgres it makes that many connected users with one post
// each, all due at the same instant, and starts real worker processes (`worker/dist/main.js`)
// against a local LinkedIn stand-in (201 with x-restli-id, as LinkedIn answers; keep-alive).
// Beside it, in the same run, the floor: a bare process that sends the same number of requests
// to the same stand-in with the same concurrency and nothing else. Runs one worker, then two
// workers sharing one burst; reports how long after the due instant the last post reached
// LinkedIn and was recorded as published, the lag quantiles, and that each post went once.
// Prints Markdown tables for bench/README.md and cleans up.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, publishingSetting } from './support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const POSTS = Number(process.argv[2] ?? 10_000);
/** What the dispatcher sends at once (its default), and so the floor too. */
const CONCURRENCY = 200;
/** Time for the workers to start before the posts fall due. */
const LEAD_MS = 8_000;

// The LinkedIn stand-in: records when each post arrives, and each post's text (to count repeats).
let received = [];
const linkedIn = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    received.push({ at: Date.now(), body: Buffer.concat(chunks).toString() });
    res.writeHead(201, { 'x-restli-id': `urn:li:share:${received.length}` }).end();
  });
});
linkedIn.keepAliveTimeout = 60_000;
await new Promise((resolve) => linkedIn.listen(0, '127.0.0.1', resolve));
const linkedInUrl = `http://127.0.0.1:${linkedIn.address().port}`;

const setting = await publishingSetting(linkedInUrl);
const { dataSource } = setting;

/** Runs `script` in a Node process of its own; `exited` resolves with what it printed. */
function child(script, args) {
  const proc = spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  proc.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => proc.on('exit', () => resolve(output)));
  return { proc, exited };
}

/** The floor: POSTS bare requests of a post's size, CONCURRENCY at a time, in a process of its own. */
async function floor() {
  received = [];
  const { exited } = child(path.join(here, 'publish-floor.mjs'), [
    `${linkedInUrl}/rest/posts`,
    String(POSTS),
    String(CONCURRENCY),
  ]);
  const seconds = Number((await exited).trim());
  return { seconds, rate: POSTS / seconds };
}

/** POSTS connected users with one post each, due at `due` (the last run's are removed first). */
async function seed(due) {
  await dataSource.query(`TRUNCATE users CASCADE`);
  await setting.seed(POSTS, due, 'bench');
}

async function burst(workers) {
  received = [];
  const due = new Date(Date.now() + LEAD_MS);
  await seed(due);
  const procs = Array.from({ length: workers }, () => setting.worker());
  let published = 0;
  let allPublishedAt = null;
  const deadline = due.getTime() + 120_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (Date.now() < due.getTime()) continue;
    [{ published }] = await dataSource.query(
      `SELECT count(*)::int AS published FROM posts WHERE status = 'published'`,
    );
    if (published === POSTS) {
      allPublishedAt = Date.now();
      break;
    }
  }
  for (const proc of procs) proc.kill('SIGTERM');
  await Promise.all(procs.map(exited));
  const lags = received.map((r) => r.at - due.getTime()).sort((a, b) => a - b);
  const at = (q) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))] / 1000;
  const texts = received.map((r) => /"commentary":"([^"]*)"/.exec(r.body)?.[1]);
  const distinct = new Set(texts).size;
  return {
    workers,
    sent: received.length,
    distinct,
    published,
    lastSent: lags.length ? lags.at(-1) / 1000 : null,
    allPublished: allPublishedAt ? (allPublishedAt - due.getTime()) / 1000 : null,
    p50: at(0.5),
    p99: at(0.99),
  };
}

try {
  const bare = await floor();
  const one = await burst(1);
  const two = await burst(2);
  const fmt = (n) => (n === null ? '—' : `${n.toFixed(2)} s`);
  console.log(
    `| ${POSTS} posts due at one instant | one worker | two workers | floor (bare HTTP) |`,
  );
  console.log('|---|---|---|---|');
  console.log(
    `| sent to LinkedIn (distinct posts) | ${one.sent} (${one.distinct}) | ${two.sent} (${two.distinct}) | ${POSTS} |`,
  );
  console.log(`| recorded as published | ${one.published} | ${two.published} | — |`);
  console.log(
    `| last post reached LinkedIn after the due instant | ${fmt(one.lastSent)} | ${fmt(two.lastSent)} | ${fmt(bare.seconds)} (whole run) |`,
  );
  console.log(
    `| all recorded as published after the due instant | ${fmt(one.allPublished)} | ${fmt(two.allPublished)} | — |`,
  );
  console.log(
    `| lag p50 / p99 | ${fmt(one.p50)} / ${fmt(one.p99)} | ${fmt(two.p50)} / ${fmt(two.p99)} | — |`,
  );
  console.log(
    `| throughput | ${(POSTS / one.lastSent).toFixed(0)} posts/s | ${(POSTS / two.lastSent).toFixed(0)} posts/s | ${bare.rate.toFixed(0)} requests/s |`,
  );
} finally {
  await setting.close();
  linkedIn.close();
}
