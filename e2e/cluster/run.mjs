// A cluster on one machine: `npm run test:cluster [posts] [members]` (default 2,000 and 4).
// Two API replicas and two workers share one fresh database on the machine's Postgres
// (TEST_DATABASE_URL), one Redis (TEST_REDIS_URL, under a key prefix of the run's own) and one
// upload folder, with the sandbox LinkedIn, behind a round-robin proxy (proxy.mjs). Members sign
// up and connect LinkedIn through the app; an image goes up through one replica and comes back
// through the other; a crowd of members is connected in bulk (crowd.mjs); then a burst of posts,
// one a member, falls due at one instant while the members' sessions
// race across both replicas and their changes are read back across them, and mid-burst one API
// replica and one worker are killed (SIGKILL). It prints a table and exits 1 on any violation:
// an answer that was not the asker's, a change not seen across within a second, a post lost,
// failed or on LinkedIn twice, a 5xx from a live replica.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import { freshEnvironment } from '../../bench/support.mjs';
import { freePort } from '../support/processes.mjs';
import { connectedCrowd } from './crowd.mjs';
import { burstLedger, burstProgress, ownersOfPosts, seedBurst } from './ledger.mjs';
import { mediaAcrossReplicas } from './media.mjs';
import { clusterClient, connectLinkedIn, signUp } from './members.mjs';
import { clusterEnv, runToEnd, startProcess } from './processes.mjs';
import { startProxy } from './proxy.mjs';
import { changesSeenAcross, raceSessions } from './sessions.mjs';

const require = createRequire(import.meta.url);
const POSTS = Number(process.argv[2] ?? 2_000);
const MEMBERS = Number(process.argv[3] ?? 4);
/** The burst falls due this long after it is written, once the members' sessions are racing. */
const LEAD_MS = 2_000;
/** The kill comes once this share of the burst reached LinkedIn (and the changes were read back). */
const KILL_AT = 0.3;
/** A change made through one replica must show through the other within this. */
const SEEN_WITHIN_MS = 1_000;
/** Longest wait for the burst after its due instant (a dead worker's posts return after 8 s). */
const BURST_DEADLINE_MS = 120_000;

const startedAt = performance.now();
const problems = [];
const phase = (what) =>
  console.log(`cluster: ${what} (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
const environment = await freshEnvironment();
const [portA, portB] = [await freePort(), await freePort()];
const proxy = await startProxy([
  { name: 'a', port: portA },
  { name: 'b', port: portB },
]);
const runId = randomBytes(3).toString('hex');
const env = clusterEnv({
  ...environment.env,
  REDIS_PREFIX: `cluster-${runId}`,
  APP_URL: proxy.url,
  // The workers reach the sandbox LinkedIn (served by every API replica) through the proxy.
  LINKEDIN_SANDBOX_URL: `${proxy.url}/sandbox/linkedin`,
  OLLAMA_URL: 'off',
  LOG_LEVEL: 'warn',
});
const db = new pg.Client({ connectionString: env.DATABASE_URL });
const processes = [];
let exitCode = 1;
// Stopped from outside (Ctrl-C, a CI timeout): no replica or worker outlives the run.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const p of processes) p.child.kill('SIGKILL');
    process.exit(1);
  });
}

try {
  await runToEnd('server/dist/db/migrate.js', env);
  await db.connect();
  processes.push(
    startProcess('api a', 'api', { ...env, PORT: String(portA) }),
    startProcess('api b', 'api', { ...env, PORT: String(portB) }),
    // The worker says it started at level info.
    startProcess('worker 1', 'worker', { ...env, LOG_LEVEL: 'info' }),
    startProcess('worker 2', 'worker', { ...env, LOG_LEVEL: 'info' }),
  );
  await Promise.all(processes.map((p) => p.ready));
  phase('2 API replicas and 2 workers running');
  const [, apiB, , worker2] = processes;
  const client = clusterClient(proxy.url);

  // Members, each signed up, verified, onboarded and connected through the proxy, with a draft.
  const members = await Promise.all(
    Array.from({ length: MEMBERS }, async (_, i) => {
      const member = await signUp(client, `member${i + 1}`);
      await connectLinkedIn(client, member, `Cluster Member ${i + 1} ${member.id.slice(0, 6)}`);
      const { post } = await client.json('POST', '/api/content/posts', {
        token: member.token,
        body: { content: `A draft of ${member.label}`, status: 'draft' },
      });
      return { ...member, draftId: post.id };
    }),
  );
  phase(`${MEMBERS} members signed up and connected to LinkedIn`);
  const media = await mediaAcrossReplicas(client, proxy.url, db, members[0], problems);
  phase('an image went up through a, came back through b and out with a post');

  // The burst: one post for each member and each of the crowd, all due at one instant.
  const crowd = await connectedCrowd(db, env, POSTS - MEMBERS, `run ${runId}`);
  phase(`${crowd.length} more members connected to LinkedIn in bulk`);
  const due = new Date(Date.now() + LEAD_MS);
  const burst = await seedBurst(db, [...members.map((m) => m.id), ...crowd], due);
  phase(`${POSTS} posts written, due in ${LEAD_MS / 1000} s`);
  const ownerOf = await ownersOfPosts(db);
  const postOfAnother = (member) => members[(members.indexOf(member) + 1) % MEMBERS].draftId;
  const race = raceSessions(client, members, ownerOf, postOfAnother, problems);
  const seenAcross = Promise.all(
    members.map((m) =>
      changesSeenAcross(client, m, m.draftId, problems, {
        rounds: 3,
        withinMs: SEEN_WITHIN_MS,
      }).catch((err) => {
        problems.push(`${m.label}'s changes across replicas: ${err.message}`);
        return SEEN_WITHIN_MS;
      }),
    ),
  );
  let changesDone = false;
  seenAcross.finally(() => (changesDone = true));

  let kill = null;
  let progress;
  while (Date.now() < due.getTime() + BURST_DEADLINE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    progress = await burstProgress(db, burst);
    if (!kill && changesDone && progress.on_linkedin >= KILL_AT * POSTS) {
      apiB.child.kill('SIGKILL');
      worker2.child.kill('SIGKILL');
      kill = { atMs: Date.now() - due.getTime(), ...progress };
      phase(`killed api b and worker 2 with ${progress.on_linkedin} posts on LinkedIn`);
    }
    if (progress.published + progress.failed === POSTS) break;
  }
  const allDoneMs = Date.now() - due.getTime();
  phase('the burst is out');
  const sessions = await race.stop();
  const slowestSeenMs = Math.max(...(await seenAcross));
  if (!kill) problems.push('the burst was out before the kill: nothing was killed mid-load');

  const ledger = await burstLedger(db, burst, due);
  const published = ledger.statuses.published?.n ?? 0;
  if (published !== POSTS) {
    const others = Object.values(ledger.statuses)
      .filter((s) => s.status !== 'published')
      .map((s) => `${s.n} ${s.status}${s.reason ? ` (${s.reason})` : ''}`);
    problems.push(`${published} of ${POSTS} posts published; ${others.join(', ')}`);
  }
  if (ledger.once !== POSTS || ledger.sandbox_posts_since !== POSTS) {
    problems.push(
      `on the sandbox: ${ledger.once} posts exactly once, ${ledger.missing} missing, ${ledger.repeated} repeated, ${ledger.mislinked} recorded against another post; ${ledger.sandbox_posts_since} sandbox posts since the due instant`,
    );
  }
  for (const survivor of [processes[0], processes[2]]) {
    if (survivor.child.exitCode !== null || survivor.child.signalCode !== null) {
      problems.push(`${survivor.name}, never killed, stopped during the run`);
    }
  }
  const [a, b] = proxy.stats();
  for (const replica of [a, b]) {
    for (const error of replica.ownServerErrors)
      problems.push(`replica ${replica.name} answered ${error}`);
  }
  if (a.unreachable)
    problems.push(`replica a, never killed, was unreachable ${a.unreachable} times`);

  const at = (q) =>
    ledger.lagsMs[Math.min(ledger.lagsMs.length - 1, Math.floor(q * ledger.lagsMs.length))];
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const rows = [
    [
      'requests served by replica a / b (sandbox LinkedIn calls among them)',
      `${a.served} / ${b.served} (${a.sandbox} / ${b.sandbox})`,
    ],
    ['5xx answered by a replica itself', `${a.ownServerErrors.length + b.ownServerErrors.length}`],
    ['requests in flight to b when it was killed (502 from the proxy)', `${b.unreachable}`],
    [
      "members; session answers checked, each the asker's own",
      `${MEMBERS}; ${sessions.checked} (${sessions.unreachable} hit the killed replica)`,
    ],
    [
      'change through one replica seen through the other (slowest of ' + MEMBERS * 6 + ')',
      `${slowestSeenMs.toFixed(0)} ms`,
    ],
    [
      'image uploaded through a: same bytes through b; received by the sandbox with its post',
      `${media.bytes} B: ${media.sameThroughB ? 'yes' : 'no'}; ${media.onLinkedIn ? 'yes' : 'no'}`,
    ],
    [
      `posts due at one instant: published / failed`,
      `${published} / ${ledger.statuses.failed?.n ?? 0} of ${POSTS}`,
    ],
    [
      'on the sandbox LinkedIn exactly once (missing, repeated)',
      `${ledger.once} (${ledger.missing}, ${ledger.repeated})`,
    ],
    [
      'killed (api b, worker 2) after the due instant; reached LinkedIn by then',
      kill ? `${s(kill.atMs)}; ${kill.on_linkedin} (${kill.publishing} being published)` : '—',
    ],
    [
      'posts tried more than once (the kill, a timeout); repeats LinkedIn refused as duplicates',
      `${ledger.retried}; ${a.duplicatesRefused + b.duplicatesRefused}`,
    ],
    [
      'publish lag p50 / p99 (due instant to LinkedIn)',
      ledger.lagsMs.length ? `${s(at(0.5))} / ${s(at(0.99))}` : '—',
    ],
    ['all recorded after the due instant', s(allDoneMs)],
  ];
  console.log(`\n| ${POSTS} posts, ${MEMBERS} members, 2 API replicas and 2 workers | |`);
  console.log('|---|---|');
  for (const [what, value] of rows) console.log(`| ${what} | ${value} |`);
  console.log(`\nThe run took ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
  exitCode = problems.length ? 1 : 0;
} catch (err) {
  problems.push(err.stack ?? String(err));
} finally {
  await Promise.all(processes.map((p) => p.stop()));
  await proxy.close();
  await db.end().catch(() => undefined);
  await dropRedisKeys(env.REDIS_URL, env.REDIS_PREFIX);
  await environment.drop();
}
if (problems.length) {
  console.error(`\nThe cluster run failed:\n- ${[...new Set(problems)].slice(0, 30).join('\n- ')}`);
  for (const p of processes) {
    if (p.lines.length) console.error(`\n${p.name}, its last lines:\n${p.lines.join('\n')}`);
  }
}
process.exit(problems.length ? 1 : exitCode);

async function dropRedisKeys(url, prefix) {
  const { Redis } = require('ioredis');
  const connection = new Redis(url);
  const keys = await connection.keys(`${prefix}:*`);
  for (let i = 0; i < keys.length; i += 1000) await connection.del(...keys.slice(i, i + 1000));
  await connection.quit();
}
