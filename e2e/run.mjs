// The browser suite: starts Postpilot the way `npm start` does (the launcher, with embedded
// Postgres in a fresh data folder), then runs e2e/tests/*.test.ts in Chromium against it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from './support/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'postpilot-e2e-'));
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
// The push service the notifications test plays (a browser's would be FCM or Mozilla's): the
// app may send push messages to it, and only the test listens there.
const pushPort = await freePort();

const env = {
  ...process.env,
  PORT: String(port),
  APP_URL: baseUrl,
  DATA_DIR: dataDir,
  REDIS_PREFIX: `e2e-${Date.now().toString(36)}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  PUSH_ENDPOINT_HOSTS: `127.0.0.1:${pushPort}`,
};
// The suite checks the zero-configuration path: no database or SMTP from the caller's shell.
delete env.DATABASE_URL;
delete env.SMTP_URL;

const app = spawn(process.execPath, ['server/dist/start.js'], { cwd: root, env, stdio: 'inherit' });
let exitCode = 1;
try {
  await waitForHttp(`${baseUrl}/graphql`, 60_000, app);
  // `node e2e/run.mjs schedule content` runs only the files whose names contain those words.
  const only = process.argv.slice(2);
  const files = readdirSync(path.join(root, 'e2e/tests'))
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => only.length === 0 || only.some((word) => f.includes(word)))
    .map((f) => path.join('e2e/tests', f));
  exitCode = await run(
    process.execPath,
    ['--require', 'ts-node/register/transpile-only', '--test', '--test-concurrency=1', ...files],
    {
      cwd: root,
      env: {
        ...process.env,
        TS_NODE_PROJECT: 'e2e/tsconfig.json',
        E2E_BASE_URL: baseUrl,
        E2E_DATA_DIR: dataDir,
        E2E_PUSH_PORT: String(pushPort),
      },
    },
  );
} finally {
  app.kill('SIGTERM');
  await new Promise((resolve) => (app.exitCode !== null ? resolve() : app.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
