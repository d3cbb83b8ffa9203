// A fault trial (not part of `npm run bench`): `npm run build && node bench/crash-trial.mjs
// [posts]` (default 200). Posts fall due while a local LinkedIn stand-in takes 2 s to answer
// (and refuses a repeated text as LinkedIn does, naming the post it has); the worker process is
// SIGKILLed while they are in flight, and a new one is started. Reports how long after the kill
// every post was recorded as published, and that LinkedIn holds each post exactly once.
import { createServer } from 'node:http';
import { exited, publishingSetting } from './support.mjs';

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

const setting = await publishingSetting(`http://127.0.0.1:${linkedIn.address().port}`);
const { dataSource } = setting;
let second = null;
try {
  const due = new Date(Date.now() + 4_000);
  await setting.seed(POSTS, due, 'crash');
  const first = setting.worker();
  // Killed while its posts are in flight: LinkedIn has them, the answers never arrive.
  while (Date.now() < due.getTime() + 1_000 || posts.size === 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  first.kill('SIGKILL');
  const killedAt = Date.now();
  const [{ n: inFlight }] = await dataSource.query(
    `SELECT count(*)::int AS n FROM posts WHERE status = 'publishing'`,
  );
  second = setting.worker();
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
  if (second) await exited(second);
  await setting.close();
  linkedIn.close();
}
