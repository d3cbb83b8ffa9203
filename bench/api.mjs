// The API beside its floor: `npm run build && node bench/api.mjs [seconds] [rounds]` (default 5
// and 5). On a fresh database, starts Postpilot's API as `npm run start:api` does (production,
// its default logging) and the floor (bench/api-floor.mjs: node:http, pg and jsonwebtoken doing
// the same work), each in its own process, with one member who has 200 posts. Checks that both
// give the same answers, then loads each of four requests with 16 connections from a third
// process, real and floor alternately (`rounds` times each, `seconds` each time), and prints the
// median round of each as a Markdown table, with the share of the floor as the median of each
// round's share of the floor's round beside it.
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, freshEnvironment, memberWithPosts } from './support.mjs';
import {
  answer,
  API_REQUESTS,
  CONNECTIONS,
  freePort,
  median,
  runLoad,
  startProcess,
} from './load.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

await main();

async function main() {
  const seconds = Number(process.argv[2] ?? 5);
  const rounds = Number(process.argv[3] ?? 5);
  const environment = await freshEnvironment();
  const env = { ...environment.env, LOG_LEVEL: 'info' };
  const processes = [];
  try {
    const real = await startProcess(
      path.join(here, '../server/dist/main.js'),
      env,
      await freePort(),
    );
    processes.push(real.child);
    const { token } = await memberWithPosts(real.url, env.DATABASE_URL, 200);
    const floor = await startProcess(
      path.join(here, 'api-floor.mjs'),
      { DATABASE_URL: env.DATABASE_URL, JWT_SECRET: env.JWT_SECRET },
      await freePort(),
    );
    processes.push(floor.child);

    for (const spec of API_REQUESTS) {
      const [ours, bare] = [
        await answer(real.url, spec, token),
        await answer(floor.url, spec, token),
      ];
      if (!isDeepStrictEqual(ours, bare)) {
        throw new Error(
          `${spec.name}: the floor answers differently\n${JSON.stringify(ours).slice(0, 400)}\n${JSON.stringify(bare).slice(0, 400)}`,
        );
      }
    }

    const rows = [];
    for (const spec of API_REQUESTS) {
      const results = { real: [], floor: [] };
      for (let round = 0; round < rounds; round++) {
        for (const [name, target] of [
          ['real', real],
          ['floor', floor],
        ]) {
          results[name].push(await runLoad({ ...spec, url: target.url, token, seconds }));
        }
      }
      const summary = (list) => ({
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        loadCpu: median(list.map((r) => r.loadCpu)),
      });
      // Each round beside the floor's round right after it: the machine's speed drifts over a
      // run (a process gets more or less of a core), and two neighbouring rounds share it.
      const shares = results.real.map((real, round) => real.rps / results.floor[round].rps);
      rows.push({
        name: spec.name,
        real: summary(results.real),
        floor: summary(results.floor),
        shares,
      });
    }

    console.log(
      `| request (${CONNECTIONS} connections) | Postpilot req/s | floor req/s | share of floor (median; each round) | Postpilot p50 / p99 ms | floor p50 / p99 ms |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    const percent = (share) => Math.round(share * 100);
    for (const { name, real: ours, floor: bare, shares } of rows) {
      console.log(
        `| ${name} | ${Math.round(ours.rps)} | ${Math.round(bare.rps)} | ${percent(median(shares))}% (${shares.map(percent).join(', ')}) | ${ours.p50.toFixed(1)} / ${ours.p99.toFixed(1)} | ${bare.p50.toFixed(1)} / ${bare.p99.toFixed(1)} |`,
      );
    }
    const loadCpu = rows.flatMap((row) => [row.real.loadCpu, row.floor.loadCpu]);
    console.log(
      `\nThe load process took ${Math.round(Math.min(...loadCpu) * 100)}–${Math.round(Math.max(...loadCpu) * 100)}% of one core while measuring.`,
    );
  } finally {
    for (const child of processes) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await environment.drop();
  }
}
