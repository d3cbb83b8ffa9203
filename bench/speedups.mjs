// Each of the API's speed-ups on and off, side by side: `npm run build && node
// bench/speedups.mjs [seconds] [rounds]` (default 5 and 3). On a fresh database, starts the API
// as `npm run start:api` does four times: everything on, and each of SESSION_CACHE,
// GRAPHQL_COMPILED_EXECUTION and GRAPHQL_IN_FLIGHT_BUDGET off. Loads the requests api.mjs loads
// through the first two switches, on and off alternately, and for the in-flight budget plays its
// case: one member keeping 14 heavy requests in flight while another asks for their profile over
// 2 connections. Prints a Markdown table of each, with each round's on/off ratio.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, freshEnvironment, memberWithPosts } from './support.mjs';
import {
  answer,
  API_REQUESTS,
  freePort,
  median,
  ME_QUERY,
  POSTS_QUERY,
  runLoad,
  startProcess,
} from './load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.argv[2] ?? 5);
const rounds = Number(process.argv[3] ?? 3);

const SWITCHES = ['SESSION_CACHE', 'GRAPHQL_COMPILED_EXECUTION', 'GRAPHQL_IN_FLIGHT_BUDGET'];
const GRAPHQL_PAGE_OF_100 = {
  name: 'GraphQL `posts(limit: 100)` (of 200)',
  method: 'POST',
  path: '/graphql',
  body: { query: POSTS_QUERY, variables: { limit: 100, offset: 0 } },
};
const GRAPHQL_ME = API_REQUESTS.find((request) => request.body?.query === ME_QUERY);

const environment = await freshEnvironment();
const processes = [];
try {
  const env = { ...environment.env, LOG_LEVEL: 'info' };
  const start = async (off) => {
    const started = await startProcess(
      path.join(here, '../server/dist/main.js'),
      { ...env, ...(off ? { [off]: 'off' } : {}) },
      await freePort(),
    );
    processes.push(started.child);
    return started.url;
  };
  // The first migrates the database; the others find it done.
  const on = await start(null);
  const off = {};
  for (const name of SWITCHES) off[name] = await start(name);

  const { token } = await memberWithPosts(on, env.DATABASE_URL, 200);
  const { token: otherToken } = await memberWithPosts(on, env.DATABASE_URL, 0);
  for (const request of [...API_REQUESTS, GRAPHQL_PAGE_OF_100]) {
    const answers = await Promise.all(
      [on, ...Object.values(off)].map((url) => answer(url, request, token)),
    );
    const first = JSON.stringify(answers[0]);
    if (answers.some((one) => JSON.stringify(one) !== first) || answers[0].errors) {
      throw new Error(`${request.name}: the processes answer differently: ${first.slice(0, 300)}`);
    }
  }

  const summary = (list) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
  });
  const percent = (share) => Math.round(share * 100);
  const ms = ({ p50, p99 }) => `${p50.toFixed(1)} / ${p99.toFixed(1)}`;

  for (const name of ['SESSION_CACHE', 'GRAPHQL_COMPILED_EXECUTION']) {
    const requests =
      name === 'SESSION_CACHE'
        ? API_REQUESTS
        : [...API_REQUESTS.filter((r) => r.path === '/graphql'), GRAPHQL_PAGE_OF_100];
    console.log(`\n### ${name}\n`);
    console.log(
      '| request (16 connections) | on req/s | off req/s | on ÷ off (median; each round) | on p50 / p99 ms | off p50 / p99 ms |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const request of requests) {
      const results = { on: [], off: [] };
      for (let round = 0; round < rounds; round++) {
        results.on.push(await runLoad({ ...request, url: on, token, seconds }));
        results.off.push(await runLoad({ ...request, url: off[name], token, seconds }));
      }
      const ratios = results.on.map((one, round) => one.rps / results.off[round].rps);
      const [a, b] = [summary(results.on), summary(results.off)];
      console.log(
        `| ${request.name} | ${Math.round(a.rps)} | ${Math.round(b.rps)} | ${percent(median(ratios))}% (${ratios.map(percent).join(', ')}) | ${ms(a)} | ${ms(b)} |`,
      );
    }
  }

  // One member keeps 14 pages of 100 posts in flight; another asks for their profile over 2
  // connections at the same time. With the budget, the first one's requests wait for each other.
  console.log('\n### GRAPHQL_IN_FLIGHT_BUDGET\n');
  console.log(
    "| budget | the other member's `me`: req/s | p50 / p99 ms | the heavy member's pages: req/s | p50 / p99 ms |",
  );
  console.log('| --- | --- | --- | --- | --- |');
  const fairness = { on: [], off: [] };
  for (let round = 0; round < rounds; round++) {
    for (const [label, url] of [
      ['on', on],
      ['off', off.GRAPHQL_IN_FLIGHT_BUDGET],
    ]) {
      const [heavy, light] = await Promise.all([
        runLoad({ ...GRAPHQL_PAGE_OF_100, url, token, seconds, connections: 14 }),
        runLoad({ ...GRAPHQL_ME, url, token: otherToken, seconds, connections: 2 }),
      ]);
      fairness[label].push({ heavy, light });
    }
  }
  for (const label of ['on', 'off']) {
    const light = summary(fairness[label].map((r) => r.light));
    const heavy = summary(fairness[label].map((r) => r.heavy));
    console.log(
      `| ${label} | ${Math.round(light.rps)} | ${ms(light)} | ${Math.round(heavy.rps)} | ${ms(heavy)} |`,
    );
  }
} finally {
  for (const child of processes) {
    child.kill('SIGTERM');
    await exited(child);
  }
  await environment.drop();
}
