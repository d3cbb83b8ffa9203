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
import { burstProblems, reportTable } from './report.mjs';
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
/** Each member's rounds of changes (a profile name and a post edit each), alternating replicas. */
const CHANGE_ROUNDS = 3;
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
  const [apiA, apiB, worker1, worker2] = processes;
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
        rounds: CHANGE_ROUNDS,
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
  const changes = {
    count: MEMBERS * CHANGE_ROUNDS * 2,
    slowestMs: Math.max(...(await seenAcross)),
  };

  for (const survivor of [apiA, worker1]) {
    if (survivor.child.exitCode !== null || survivor.child.signalCode !== null) {
      problems.push(`${survivor.name}, never killed, stopped during the run`);
    }
  }
  const ledger = await burstLedger(db, burst, due);
  const replicas = proxy.stats();
  problems.push(...burstProblems({ posts: POSTS, ledger, replicas, kill }));
  console.log(
    `\n${reportTable({ posts: POSTS, members: MEMBERS, replicas, sessions, changes, media, ledger, kill, allDoneMs })}`,
  );
  console.log(`\nThe run took ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
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
process.exit(problems.length ? 1 : 0);

async function dropRedisKeys(url, prefix) {
  const { Redis } = require('ioredis');
  const connection = new Redis(url);
  const keys = await connection.keys(`${prefix}:*`);
  for (let i = 0; i < keys.length; i += 1000) await connection.del(...keys.slice(i, i + 1000));
  await connection.quit();
}
