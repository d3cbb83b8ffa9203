import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** A thread with nothing to do for this long ends; the next call starts another. */
const IDLE_MS = 60_000;

/**
 * What runs in the thread: the module's function, called with each message; its answer (or its
 * error's message) is posted back. Started from the TypeScript sources (under jest), the thread
 * first loads `sources`, which compiles them as jest does.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.sources) require(workerData.sources);
const run = require(workerData.module)[workerData.name];
parentPort.on('message', (input) => {
  Promise.resolve()
    .then(() => run(input))
    .then(
      (output) => parentPort.postMessage({ ok: true, output }),
      (error) => parentPort.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
    );
});
`;

const SOURCES_HOOK = path.resolve(__dirname, '../../test/support/typescript-in-threads.cjs');

type Answer<O> = { ok: true; output: O } | { ok: false; message: string };

/**
 * A function whose work would hold the event loop (every other request waits while it runs),
 * called in a worker thread instead: `name`, exported by `module` (an absolute path, as
 * `require.resolve` gives it), taking and answering what structured clone carries.
 *
 * One thread, started at the first call and ended after a minute without calls; calls run one at
 * a time, in order. A call that takes longer than `timeoutMs` fails and its thread is left to
 * finish and end on its own (ending a thread while a native library works in it can take the
 * process down), the next call starting a fresh one. A thread that dies fails its call.
 */
export class Threaded<I, O> {
  private thread: Worker | null = null;
  private idle: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly module: string,
    private readonly name: string,
    private readonly timeoutMs: number,
  ) {}

  call(input: I): Promise<O> {
    const result = this.queue.then(() => this.runOnce(input));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Ends the thread (for a process that is stopping). */
  async close(): Promise<void> {
    await this.queue;
    this.endIdle();
    const thread = this.thread;
    this.thread = null;
    await thread?.terminate();
  }

  private runOnce(input: I): Promise<O> {
    this.endIdle();
    const thread = this.started();
    return new Promise<O>((resolve, reject) => {
      const settle = (error: Error | null, output?: O) => {
        clearTimeout(timer);
        thread.off('message', onMessage);
        thread.off('error', onError);
        thread.off('exit', onExit);
        if (error) reject(error);
        else resolve(output as O);
      };
      const onMessage = (answer: Answer<O>) => {
        if (this.thread === thread) this.idleLater(thread);
        else void thread.terminate();
        settle(answer.ok ? null : new Error(answer.message), answer.ok ? answer.output : undefined);
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
      thread.postMessage(input);
    });
  }

  private started(): Worker {
    if (this.thread) return this.thread;
    const thread = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: {
        module: this.module,
        name: this.name,
        sources: this.module.endsWith('.ts') ? SOURCES_HOOK : null,
      },
    });
    // A thread never keeps the process running.
    thread.unref();
    this.thread = thread;
    return thread;
  }

  private forget(thread: Worker): void {
    if (this.thread === thread) this.thread = null;
  }

  private idleLater(thread: Worker): void {
    this.idle = setTimeout(() => {
      this.forget(thread);
      void thread.terminate();
    }, IDLE_MS);
    this.idle.unref();
  }

  private endIdle(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
  }
}
