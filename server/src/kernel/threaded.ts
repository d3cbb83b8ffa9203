import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError, type ErrorKind } from './errors';

/** By default, a thread with nothing to do for this long ends; the next call starts another. */
const IDLE_MS = 5 * 60_000;

/**
 * What runs in the thread: the module's function named by each message, called with its input;
 * its answer, or its error (an AppError with what makes it one), is posted back. Started from the
 * TypeScript sources (under jest), the thread first loads `sources`, which compiles them as jest
 * does.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.sources) require(workerData.sources);
const functions = require(workerData.module);
const failure = (error) => ({
  ok: false,
  message: error instanceof Error ? error.message : String(error),
  appError: error && error.name === 'AppError'
    ? { kind: error.kind, code: error.code, details: error.details }
    : null,
});
parentPort.on('message', ({ name, input }) => {
  Promise.resolve()
    .then(() => functions[name](input))
    .then((output) => parentPort.postMessage({ ok: true, output }), (error) => parentPort.postMessage(failure(error)));
});
`;

const SOURCES_HOOK = path.resolve(__dirname, '../../test/support/typescript-in-threads.cjs');

type Answer =
  | { ok: true; output: unknown }
  | {
      ok: false;
      message: string;
      appError: { kind: ErrorKind; code: string; details: AppError['details'] } | null;
    };

/** A module's functions of one argument, as `import type * as Functions from '…'` gives them. */
type Functions = Record<string, (input: never) => unknown>;

/**
 * Functions whose work would hold the event loop (every other request waits while it runs),
 * called in a worker thread instead: those `module` exports (an absolute path, as
 * `require.resolve` gives it), each taking and answering what structured clone carries. An
 * AppError they throw is thrown here as the same AppError; any other error as its message.
 *
 * One thread, started at the first call and ended after `idleMs` without calls (five minutes;
 * 0: once it has answered and no call waits; null: kept while the process runs, for work whose
 * first call is slow); calls run one at a time, in order. A call that takes longer than `timeoutMs` fails and its thread is left to
 * finish and end on its own (ending a thread while a native library works in it can take the
 * process down), the next call starting a fresh one. A thread that dies fails its call.
 */
export class Threaded<M extends Functions> {
  private thread: Worker | null = null;
  /** Every thread started that has not ended yet, the one in use and any left to finish. */
  private readonly running = new Set<Worker>();
  private idle: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly module: string,
    private readonly timeoutMs: number,
    private readonly idleMs: number | null = IDLE_MS,
  ) {}

  call<K extends keyof M & string>(
    name: K,
    input: Parameters<M[K]>[0],
  ): Promise<Awaited<ReturnType<M[K]>>> {
    const result = this.queue.then(() => this.runOnce(name, input));
    this.queue = result.catch(() => undefined);
    return result as Promise<Awaited<ReturnType<M[K]>>>;
  }

  /** How many of its threads have not ended yet. */
  runningThreads(): number {
    return this.running.size;
  }

  /** Ends the thread (for a process that is stopping). */
  async close(): Promise<void> {
    await this.queue;
    this.endIdle();
    const thread = this.thread;
    this.thread = null;
    await thread?.terminate();
  }

  private runOnce(name: string, input: unknown): Promise<unknown> {
    this.endIdle();
    const thread = this.started();
    return new Promise<unknown>((resolve, reject) => {
      const settle = (error: Error | null, output?: unknown) => {
        clearTimeout(timer);
        thread.off('message', onMessage);
        thread.off('error', onError);
        thread.off('exit', onExit);
        if (error) reject(error);
        else resolve(output);
      };
      const onMessage = (answer: Answer) => {
        if (this.thread === thread) this.idleLater(thread);
        else void thread.terminate();
        if (answer.ok) return settle(null, answer.output);
        const { appError, message } = answer;
        settle(
          appError
            ? new AppError(appError.kind, appError.code, message, appError.details)
            : new Error(message),
        );
      };
      const onError = (error: Error) => {
        this.forget(thread);
        settle(error);
      };
      const onExit = (code: number) => {
        this.forget(thread);
        settle(new Error(`The thread ended (exit code ${code}) before answering`));
      };
      const timer = setTimeout(() => {
        // Left to finish: it is ended when it answers.
        this.forget(thread);
        thread.once('message', () => void thread.terminate());
        settle(new Error(`No answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      thread.on('message', onMessage);
      thread.once('error', onError);
      thread.once('exit', onExit);
      thread.postMessage({ name, input });
    });
  }

  private started(): Worker {
    if (this.thread) return this.thread;
    const thread = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: {
        module: this.module,
        sources: this.module.endsWith('.ts') ? SOURCES_HOOK : null,
      },
    });
    // A thread never keeps the process running.
    thread.unref();
    this.running.add(thread);
    thread.once('exit', () => this.running.delete(thread));
    // A call in flight is failed by its own listeners. Outside one (work that answered and threw
    // later), an error must not take the process down, and a thread that ended is not used again.
    thread.on('error', () => undefined);
    thread.once('exit', () => this.forget(thread));
    this.thread = thread;
    return thread;
  }

  private forget(thread: Worker): void {
    if (this.thread === thread) this.thread = null;
  }

  private idleLater(thread: Worker): void {
    if (this.idleMs === null) return;
    this.idle = setTimeout(() => {
      this.forget(thread);
      void thread.terminate();
    }, this.idleMs);
    this.idle.unref();
  }

  private endIdle(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }
}
