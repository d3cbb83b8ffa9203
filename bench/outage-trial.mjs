// A fault trial (not part of `npm run bench`): `npm run build && node bench/outage-trial.mjs
// [outage seconds] [posts]` (default 180 and 20). Posts fall due as a local LinkedIn stand-in
// starts answering 429 (with Retry-After) then 500 for the outage, then accepts; a real worker
// process publishes. Reports when each post reached LinkedIn, that each went exactly once, and
// that none failed while the grace lasted.
import { createServer } from 'node:http';
import { exited, publishingSetting } from './support.mjs';

const OUTAGE_MS = Number(process.argv[2] ?? 180) * 1000;
const POSTS = Number(process.argv[3] ?? 20);

let outageStart = 0;
const accepted = [];
let refused = 0;
const linkedIn = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const elapsed = Date.now() - outageStart;
    if (elapsed < OUTAGE_MS) {
      refused++;
      if (elapsed < OUTAGE_MS / 2) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '5' });
        res.end(JSON.stringify({ status: 429, message: 'Resource level throttle limit reached' }));
      } else {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 500, message: 'Internal Server Error' }));
      }
      return;
    }
    const body = Buffer.concat(chunks).toString();
    accepted.push({ at: Date.now(), text: /"commentary":"([^"]*)"/.exec(body)?.[1] });
    res.writeHead(201, { 'x-restli-id': `urn:li:share:${accepted.length}` }).end();
  });
});
await new Promise((resolve) => linkedIn.listen(0, '127.0.0.1', resolve));

const setting = await publishingSetting(`http://127.0.0.1:${linkedIn.address().port}`);
const { dataSource } = setting;
const worker = setting.worker();
try {
  const due = new Date(Date.now() + 3_000);
  await setting.seed(POSTS, due, 'trial');
  outageStart = due.getTime();
  const deadline = due.getTime() + OUTAGE_MS + 10 * 60_000;
  let counts = [];
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    counts = await dataSource.query(`SELECT status, count(*)::int AS n FROM posts GROUP BY status`);
    const published = counts.find((c) => c.status === 'published')?.n ?? 0;
    if (counts.some((c) => c.status === 'failed')) break;
    if (published === POSTS) break;
  }
  const texts = new Set(accepted.map((a) => a.text));
  const after = accepted
    .map((a) => (a.at - due.getTime() - OUTAGE_MS) / 1000)
    .sort((a, b) => a - b);
  console.log(
    `outage: ${OUTAGE_MS / 1000} s (429 with Retry-After, then 500), ${POSTS} posts due as it began`,
  );
  console.log(
    `LinkedIn refused ${refused} tries; accepted ${accepted.length} posts (${texts.size} distinct)`,
  );
  console.log(`statuses: ${counts.map((c) => `${c.status} ${c.n}`).join(', ')}`);
  if (after.length) {
    console.log(
      `after the outage ended, posts reached LinkedIn within ${after[0].toFixed(1)}–${after.at(-1).toFixed(1)} s`,
    );
  }
} finally {
  worker.kill('SIGTERM');
  await exited(worker);
  await setting.close();
  linkedIn.close();
}
