// Benchmarks: `npm run build && npm run bench`. Runs, one after the other so none disturbs
// another, the API beside its bare floor (api.mjs), each of its speed-ups on and off
// (speedups.mjs), the analytics report (analytics.mjs),
// Lighthouse on the front page and sign-in (lighthouse.mjs) and the time of each action in the
// browser (actions.mjs); each starts what it measures on a
// fresh database on the machine's Postgres (TEST_DATABASE_URL) and Redis, prints a Markdown
// table for bench/README.md and cleans up. Before each, it waits for the machine to be quiet
// (settle below). Compare runs on one machine only.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const BENCHMARKS = [
  ['The API beside its floor', 'api.mjs'],
  ['Each speed-up on and off', 'speedups.mjs'],
  ['Analytics', 'analytics.mjs'],
  ['First paint (Lighthouse)', 'lighthouse.mjs'],
  ['Every action in the browser', 'actions.mjs'],
];

/** The machine's CPU time so far, busy and in all (Linux's /proc/stat), or null elsewhere. */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'latin1').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, all: busy + idle + iowait };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is quiet: Postgres writes out what the last benchmark left in its
 * buffers (a million rows seeded for analytics would otherwise be written while Lighthouse
 * measures), then up to a minute for two seconds in a row with at most a tenth of the CPU busy.
 */
async function settle() {
  const db = new pg.Client(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  await db.connect();
  await db.query('CHECKPOINT').finally(() => db.end());
  const started = Date.now();
  let quiet = 0;
  let last = cpuTimes();
  while (last && quiet < 2 && Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuTimes();
    const busy = (now.busy - last.busy) / Math.max(1, now.all - last.all);
    quiet = busy <= 0.1 ? quiet + 1 : 0;
    last = now;
  }
}

let failed = false;
for (const [title, script] of BENCHMARKS) {
  await settle();
  console.log(`\n## ${title}\n`);
  const code = await new Promise((resolve) => {
    spawn(process.execPath, [path.join(here, script)], { stdio: 'inherit' }).on('exit', resolve);
  });
  if (code !== 0) {
    console.error(`${script} failed (exit ${code})`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
