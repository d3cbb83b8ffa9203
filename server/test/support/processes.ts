import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The sources a test can start as a process of its own, as `npm run start:api|start:worker` do. */
const ENTRIES = {
  api: path.resolve(__dirname, '../../src/main.ts'),
  worker: path.resolve(__dirname, '../../../worker/src/main.ts'),
};

/** Compiles the TypeScript sources in the child as jest does (it also serves worker threads). */
const SOURCES_HOOK = path.resolve(__dirname, 'typescript-in-threads.cjs');

/** One line of the process's JSON log. */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface RunningProcess {
  child: ChildProcess;
  /** Every log line so far. */
  lines: LogLine[];
  /** The first log line (past or coming) that `match` accepts; fails if the process exits first. */
  lineWhere: (match: (line: LogLine) => boolean) => Promise<LogLine>;
  /** The exit code (null: ended by a signal), once it exits. */
  exited: Promise<number | null>;
  /** SIGKILL if still running (a failed test's clean-up). */
  kill: () => void;
}

/**
 * The API or the worker, started from the TypeScript sources as a process of its own with
 * `env` (on top of this process's), its JSON log read line by line (LOG_LEVEL=info unless `env`
 * says otherwise). Anything it writes to stderr goes to the test's.
 */
export function startProcess(entry: keyof typeof ENTRIES, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    // require(), not a path argument: the sources are CommonJS whatever Node makes of a .ts path.
    ['-r', SOURCES_HOOK, '-e', `require(${JSON.stringify(ENTRIES[entry])})`],
    {
      env: { ...process.env, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines: LogLine[] = [];
  const waiting: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    lines.push(line);
    for (const waiter of waiting.filter((w) => w.match(line))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const running: RunningProcess = {
    child,
    lines,
    lineWhere: (match) => {
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiting.push({ match, resolve });
        void exited.then((code) =>
          reject(new Error(`${entry} exited (${code}) before logging the line waited for`)),
        );
      });
    },
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
  return running;
}
