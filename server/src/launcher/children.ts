import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from '../kernel/logger';

export interface ChildSpec {
  /** Shown in the launcher's log: "api", "worker". */
  name: string;
  /** Arguments to this Node.js executable, e.g. ['server/dist/main.js']. */
  args: string[];
}

export interface ChildExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningChildren {
  /** Resolves when the first child exits, however it exits. */
  firstExit: Promise<ChildExit>;
  /** Whether any child is still running. */
  isRunning: () => boolean;
  /**
   * Sends `signal` to every child still running and resolves when all have exited; any still
   * running after `timeoutMs` are killed.
   */
  stop: (signal: NodeJS.Signals, timeoutMs: number) => Promise<ChildExit[]>;
}

/** Runs each spec as `node <args>` with `env`, its output going straight to ours. */
export function startChildren(
  specs: ChildSpec[],
  env: NodeJS.ProcessEnv,
  logger: Logger,
): RunningChildren {
  const running = specs.map((spec) => {
    const child = spawn(process.execPath, spec.args, { env, stdio: 'inherit' });
    logger.info({ child: spec.name, pid: child.pid }, `started ${spec.name}`);
    const entry = { spec, child, done: false, exited: exitOf(spec.name, child, logger) };
    void entry.exited.then(() => (entry.done = true));
    return entry;
  });
  const stillRunning = () => running.filter((entry) => !entry.done);
  return {
    firstExit: Promise.race(running.map((r) => r.exited)),
    isRunning: () => stillRunning().length > 0,
    stop: async (signal, timeoutMs) => {
      for (const { child } of stillRunning()) child.kill(signal);
      const timer = setTimeout(() => {
        for (const { spec, child } of stillRunning()) {
          logger.warn({ child: spec.name, timeoutMs }, `${spec.name} is still running; killing it`);
          child.kill('SIGKILL');
        }
      }, timeoutMs);
      try {
        return await Promise.all(running.map((r) => r.exited));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function exitOf(name: string, child: ChildProcess, logger: Logger): Promise<ChildExit> {
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      logger.info({ child: name, code, signal }, `${name} exited`);
      resolve({ name, code, signal });
    });
    // A failed spawn (EAGAIN, ENOMEM…) emits 'error' and no 'exit'; it ends the child all the same.
    child.once('error', (err) => {
      logger.error({ child: name, err }, `${name} could not be started`);
      resolve({ name, code: null, signal: null });
    });
  });
}
