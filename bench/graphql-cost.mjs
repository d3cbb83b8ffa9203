// GraphQL cost benchmark: `npm run build && node bench/graphql-cost.mjs [posts] [snapshots] [in-flight]`
// (default 5,000 posts, 200,000 snapshots, 4 requests in flight). Seeds user A as
// bench/analytics.mjs does (a year of published posts with statistics), then measures user B's
// `me` twice: alone (the floor), and while A keeps `in-flight` requests of the heaviest
// operation the GraphQL limits allow running at once. For contrast it times how fast the
// documents that used to hold the server (1,000 and 3,000 aliases of the year's analytics) are
// now refused. Prints Markdown tables for bench/README.md and cleans up.
import { createRequire } from 'node:module';
import { freshEnvironment, seedPublishedYear } from './support.mjs';

// As in production (the Dockerfile sets it): graphql-js and Apollo skip their development checks.
process.env.NODE_ENV = 'production';

const require = createRequire(import.meta.url);
const { parse } = require('graphql');
const { loadConfig, createLogger } = require('../server/dist/index.js');
const { startApi } = require('../server/dist/api.js');
const { getSchema } = require('../server/dist/app/schema.js');
const { GRAPHQL_LIMITS } = require('../server/dist/kernel/graphql-cost.js');
const { operationCost } = require('../server/dist/app/graphql-limits.js');

const POSTS = Number(process.argv[2] ?? 5_000);
const SNAPSHOTS = Number(process.argv[3] ?? 200_000);
const IN_FLIGHT = Number(process.argv[4] ?? 4);
/** B's requests in each phase, one at a time as a browser tab sends them. */
const SAMPLES = 400;

const ME = '{ me { id email hasCompletedOnboarding } }';
/** What the Analytics page asks of a report (client/src/features/analytics/analytics.graphql). */
const REPORT = `{ timeRange
  analytics { totalPosts totalViews totalLikes totalComments totalShares totalConnections
    engagementRate averageViews growth { posts views likes comments shares connections engagementRate } }
  topPosts { id content publishedAt url tone metrics { views likes comments shares updatedAt } }
  timeline { date views engagement posts }
  insights { sampleSize minimumSample timezone bestTime { startHour endHour averageEngagement posts }
    bestDay { day averageEngagement posts } tones { tone posts averageEngagement versusAverage } }
  adherence { published failed onTime rate }
  metrics { available lastSyncedAt message } }`;

const reports = (periods) =>
  `{ ${periods.map((days, i) => `r${i}: analytics(timeRange: ${days}) ${REPORT}`).join('\n')} }`;

/**
 * The heaviest operation the limits allow, built from the client's own report: as many year
 * reports as fit, then quarters, months and weeks while any still fits.
 */
function heaviestAllowed(schema) {
  const periods = [];
  const cost = (list) => operationCost(schema, parse(reports(list)));
  for (const days of [365, 90, 30, 7]) {
    while (
      periods.length < GRAPHQL_LIMITS.maxAliases &&
      cost([...periods, days]) <= GRAPHQL_LIMITS.maxCost
    ) {
      periods.push(days);
    }
  }
  return { query: reports(periods), periods, cost: cost(periods) };
}

function quantiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] };
}

async function graphql(url, query, token) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = await res.json();
  return { status: res.status, body };
}

/** `n` calls one after the other; their latencies in ms. */
async function sequential(n, call) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times;
}

const environment = await freshEnvironment();
const config = loadConfig({ ...environment.env, PORT: '0' });
const api = await startApi(config, createLogger('api', 'silent'));
const db = api.infra.dataSource;
try {
  const register = async (name) => {
    const res = await fetch(`${api.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: name,
        email: `bench-${name.toLowerCase()}-${Date.now()}@example.com`,
        password: 'Bench2026pw',
      }),
    });
    return res.json();
  };
  const a = await register('Heavy');
  const b = await register('Light');
  // Both may use every feature: verified and onboarded.
  await db.query(
    'UPDATE users SET is_email_verified = true, has_completed_onboarding = true WHERE id = ANY($1)',
    [[a.user.id, b.user.id]],
  );
  const counts = await seedPublishedYear(db, a.user.id, POSTS, SNAPSHOTS);

  const heaviest = heaviestAllowed(await getSchema());
  const check = await graphql(api.url, heaviest.query, a.token);
  if (check.status !== 200 || check.body.errors) {
    throw new Error(`the heaviest allowed operation failed: ${JSON.stringify(check.body.errors)}`);
  }
  const me = async () => {
    const { status } = await graphql(api.url, ME, b.token);
    if (status !== 200) throw new Error(`me answered ${status}`);
  };
  await sequential(50, me);

  const floor = quantiles(await sequential(SAMPLES, me));
  const heavyAlone = quantiles(
    await sequential(20, () => graphql(api.url, heaviest.query, a.token)),
  );

  // A keeps IN_FLIGHT heaviest operations running while B measures.
  let running = true;
  const heavyTimes = [];
  let refused = 0;
  const heavyStarted = performance.now();
  const loops = Array.from({ length: IN_FLIGHT }, async () => {
    while (running) {
      const started = performance.now();
      const { status } = await graphql(api.url, heaviest.query, a.token);
      if (status === 200) heavyTimes.push(performance.now() - started);
      else refused++;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const loaded = quantiles(await sequential(SAMPLES, me));
  running = false;
  await Promise.all(loops);
  const heavySeconds = (performance.now() - heavyStarted) / 1000;
  const heavyLoaded = quantiles(heavyTimes);

  // What used to hold the server for tens of seconds: now refused before it is even parsed
  // (the token limit), or before it is read (3,000 reports of the client's size pass 1 MB).
  const refusal = async (aliases) => {
    const query = `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: analytics(timeRange: 365) ${REPORT}`).join('\n')} }`;
    let status;
    const times = await sequential(20, async () => {
      ({ status } = await graphql(api.url, query, a.token));
      if (status !== 400 && status !== 413)
        throw new Error(`${aliases} aliases answered ${status}`);
    });
    return { ...quantiles(times), status };
  };
  const refused1000 = await refusal(1000);
  const refused3000 = await refusal(3000);

  const ms = (v) => v.toFixed(1);
  console.log(
    `${counts.posts} posts, ${counts.snapshots} snapshots, ${counts.hours} roll-up hours on A's account.`,
  );
  console.log(
    `Heaviest allowed operation: analytics over ${heaviest.periods.join(', ')} days ` +
      `(cost ${heaviest.cost} of ${GRAPHQL_LIMITS.maxCost}), ${IN_FLIGHT} in flight.\n`,
  );
  console.log("| B's `me` | requests | p50 ms | p95 ms | p99 ms | max ms |");
  console.log('|---|---|---|---|---|---|');
  for (const [name, q] of [
    ['alone (floor)', floor],
    [`while A runs the heaviest operation, ${IN_FLIGHT} in flight`, loaded],
  ]) {
    console.log(
      `| ${name} | ${SAMPLES} | ${ms(q.p50)} | ${ms(q.p95)} | ${ms(q.p99)} | ${ms(q.max)} |`,
    );
  }
  console.log("\n| A's request | requests | p50 ms | p95 ms | max ms |");
  console.log('|---|---|---|---|---|');
  console.log(
    `| heaviest allowed, alone | 20 | ${ms(heavyAlone.p50)} | ${ms(heavyAlone.p95)} | ${ms(heavyAlone.max)} |`,
  );
  console.log(
    `| heaviest allowed, ${IN_FLIGHT} in flight (${(heavyTimes.length / heavySeconds).toFixed(1)}/s${refused ? `, ${refused} refused` : ''}) | ${heavyTimes.length} | ${ms(heavyLoaded.p50)} | ${ms(heavyLoaded.p95)} | ${ms(heavyLoaded.max)} |`,
  );
  console.log(
    `| 1,000 aliases of the year's report: refused (${refused1000.status}) | 20 | ${ms(refused1000.p50)} | ${ms(refused1000.p95)} | ${ms(refused1000.max)} |`,
  );
  console.log(
    `| 3,000 aliases of the year's report: refused (${refused3000.status}) | 20 | ${ms(refused3000.p50)} | ${ms(refused3000.p95)} | ${ms(refused3000.max)} |`,
  );
} finally {
  const keys = await api.infra.redis.keys(`${config.redisPrefix}:*`);
  if (keys.length) await api.infra.redis.del(...keys);
  await api.stop();
  await environment.drop();
}
