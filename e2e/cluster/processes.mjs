// The cluster's processes: API replicas (`node server/dist/main.js`) and workers
// (`node worker/dist/main.js`) sharing one Postgres, one Redis and one upload folder, each with
// the last lines it logged kept for the report of a failed run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from '../support/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Lines of each process's log kept for a failure report. */
const KEPT_LINES = 60;

/**
 * The environment every process of the cluster gets: the caller's, without what would take
 * the run off the sandbox LinkedIn, the built-in writer or the development outbox path.
 */
export function clusterEnv(env) {
  const base = { ...process.env };
  for (const name of [
    'LINKEDIN_CLIENT_ID',
    'LINKEDIN_CLIENT_SECRET',
    'LINKEDIN_API_URL',
    'LINKEDIN_AUTH_URL',
    'SMTP_URL',
    'AI_BASE_URL',
  ]) {
    delete base[name];
  }
  return { ...base, ...env };
}

/** Runs `script` (relative to the repository) to its end; rejects unless it exits 0. */
export function runToEnd(script, env) {
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited ${code}`)),
    ),
  );
}

/** Starts one process of the cluster; `ready` resolves once it serves (API) or runs (worker). */
export function startProcess(name, kind, env) {
  const script = kind === 'api' ? 'server/dist/main.js' : 'worker/dist/main.js';
  const child = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  let started;
  const workerStarted = new Promise((resolve) => (started = resolve));
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      if (line.includes('Postpilot worker started')) started();
      lines.push(line);
    }
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready =
    kind === 'api'
      ? waitForHttp(`http://127.0.0.1:${env.PORT}/graphql`, 90_000, child)
      : Promise.race([
          workerStarted,
          exited.then(({ code }) => {
            throw new Error(`${name} exited with code ${code} before it started`);
          }),
        ]);
  return {
    name,
    child,
    lines,
    ready,
    exited,
    /** Ends it: SIGTERM, then SIGKILL when it has not stopped within `graceMs`. */
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
