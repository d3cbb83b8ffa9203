// Benchmarks: `npm run build && npm run bench`. Runs, one after the other so none disturbs
// another, the API beside its bare floor (api.mjs), the analytics report (analytics.mjs),
// Lighthouse on the front page and sign-in (lighthouse.mjs) and the time of each action in the
// browser (actions.mjs); each starts what it measures on a
// fresh database on the machine's Postgres (TEST_DATABASE_URL) and Redis, prints a Markdown
// table for bench/README.md and cleans up. Compare runs on one machine only.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BENCHMARKS = [
  ['The API beside its floor', 'api.mjs'],
  ['Analytics', 'analytics.mjs'],
  ['First paint (Lighthouse)', 'lighthouse.mjs'],
  ['Every action in the browser', 'actions.mjs'],
];

let failed = false;
for (const [title, script] of BENCHMARKS) {
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
