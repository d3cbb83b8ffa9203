// Each of the API's speed-ups on and off, side by side: `npm run build && node
// bench/speedups.mjs [seconds] [rounds]` (default 5 and 3). On a fresh database, starts the API
// as `npm run start:api` does four times: everything on, and each of SESSION_CACHE,
// GRAPHQL_COMPILED_EXECUTION and GRAPHQL_IN_FLIGHT_BUDGET off. Loads the requests api.mjs loads
// through the first two switches, on and off alternately, and for the in-flight budget plays its
// case: one member keeping 14 heavy requests in flight while another asks for their profile over
// 2 connections. Then the carousel maker with its threads kept (CAROUSEL_THREADS=2, the default)
// and with a thread a carousel (0). Prints a Markdown table of each, with each round's on/off
// ratio.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiClient, exited, freshEnvironment, memberWithPosts } from './support.mjs';
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

  // Kept carousel threads: the first and the next carousels, drafted and made from a new post's
  // text each time, with the API's memory when idle before and after. Not loaded, as a member
  // makes one carousel at a time.
  console.log('\n### CAROUSEL_THREADS\n');
  console.log(
    '| threads | first carousel: draft + make ms | next 9: median / slowest ms | memory (RSS) idle, then after |',
  );
  console.log('| --- | --- | --- | --- |');
  for (const threads of ['2', '0']) {
    const port = await freePort();
    const started = await startProcess(
      path.join(here, '../server/dist/main.js'),
      { ...env, CAROUSEL_THREADS: threads },
      port,
    );
    processes.push(started.child);
    // The kept threads are made ready after listening; a member comes later than that.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idle = residentMemory(started.child.pid);
    const { post } = apiClient(started.url);
    const times = [];
    for (let n = 0; n < 10; n++) {
      const begun = performance.now();
      const slides = await post('/api/media/carousel/draft', { content: carouselPost(n) }, token);
      await post(
        '/api/media/carousel',
        {
          title: `Ten lessons, round ${n}`,
          slides: slides.slides.map(({ title, body }) => ({ title, body })),
          accentColor: '#0a66c2',
          backgroundColor: '#ffffff',
          textColor: '#1d2226',
        },
        token,
      );
      times.push(performance.now() - begun);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = residentMemory(started.child.pid);
    const next = times.slice(1);
    console.log(
      `| ${threads === '0' ? '0 (a thread a carousel)' : `${threads} (kept)`} | ${Math.round(times[0])} | ${Math.round(median(next))} / ${Math.round(Math.max(...next))} | ${idle} MB, then ${after} MB |`,
    );
    started.child.kill('SIGTERM');
    await exited(started.child);
  }
} finally {
  for (const child of processes) {
    child.kill('SIGTERM');
    await exited(child);
  }
  await environment.drop();
}

/** A process's resident memory in MB (Linux's /proc), or "?" elsewhere. */
function residentMemory(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))[1];
    return Math.round(Number(kb) / 1024);
  } catch {
    return '?';
  }
}

/** A post's text to draft a carousel from, another for each `n`. */
function carouselPost(n) {
  const lessons = [
    'Write the decision down before the meeting ends',
    'Ship the smallest change that teaches you something',
    'Ask the newest person on the team what confused them',
    'Measure the queue, not the people',
    'Say no to the second priority out loud',
    'Review code for the reader who comes next year',
    'Keep a list of what you stopped doing',
  ];
  return [
    `${n + 3} years of leading teams taught me one thing: small habits beat big plans.`,
    ...lessons.map((lesson, i) => `${i + 1}. ${lesson} (week ${n * 7 + i}).`),
    'Which of these would you add to your own list?',
  ].join('\n\n');
}
