import { isMainThread } from 'node:worker_threads';
import { Threaded } from '../threaded';
import type { ThreadWork } from './fixtures/thread-work';

const WORK = require.resolve('./fixtures/thread-work');

const threads: Threaded<ThreadWork, unknown>[] = [];
function threaded(timeoutMs = 10_000): Threaded<ThreadWork, unknown> {
  const runner = new Threaded<ThreadWork, unknown>(WORK, 'work', timeoutMs);
  threads.push(runner);
  return runner;
}
afterAll(() => Promise.all(threads.map((runner) => runner.close())));

const gate = () => new Int32Array(new SharedArrayBuffer(4));
const open = (shared: Int32Array) => {
  Atomics.store(shared, 0, 1);
  Atomics.notify(shared, 0);
};

it('runs the function in a thread of its own, one thread for every call', async () => {
  const runner = threaded();
  const first = (await runner.call({ kind: 'where' })) as {
    isMainThread: boolean;
    threadId: number;
  };
  const second = (await runner.call({ kind: 'where' })) as typeof first;
  expect(isMainThread).toBe(true);
  expect(first.isMainThread).toBe(false);
  expect(second.threadId).toBe(first.threadId);
});

it('leaves the event loop free while the work holds its thread', async () => {
  const runner = threaded();
  const shared = gate();
  const held = runner.call({ kind: 'hold', gate: shared });
  // The work ends only when this thread, still running, opens the gate.
  setImmediate(() => open(shared));
  await expect(held).resolves.toBe('released');
});

it('answers bytes, fails with the work’s error, and goes on after a failure', async () => {
  const runner = threaded();
  const bytes = (await runner.call({ kind: 'bytes', size: 3 })) as Uint8Array;
  expect([...bytes]).toEqual([7, 7, 7]);
  await expect(runner.call({ kind: 'fail', message: 'no slides' })).rejects.toThrow('no slides');
  await expect(runner.call({ kind: 'where' })).resolves.toMatchObject({ isMainThread: false });
});

it('fails the call of a thread that dies, and starts another for the next', async () => {
  const runner = threaded();
  const before = (await runner.call({ kind: 'where' })) as { threadId: number };
  await expect(runner.call({ kind: 'die' })).rejects.toThrow('exit code 3');
  const after = (await runner.call({ kind: 'where' })) as { threadId: number };
  expect(after.threadId).not.toBe(before.threadId);
});

it('fails a call that takes too long and answers the next from a fresh thread', async () => {
  const runner = threaded(200);
  const shared = gate();
  const before = (await runner.call({ kind: 'where' })) as { threadId: number };
  await expect(runner.call({ kind: 'hold', gate: shared })).rejects.toThrow(
    'No answer within 200 ms',
  );
  const after = (await runner.call({ kind: 'where' })) as { threadId: number };
  expect(after.threadId).not.toBe(before.threadId);
  open(shared);
});

it('runs calls one at a time, in order', async () => {
  const runner = threaded();
  const shared = gate();
  const finished: string[] = [];
  const held = runner.call({ kind: 'hold', gate: shared }).then(() => finished.push('held'));
  const next = runner.call({ kind: 'where' }).then(() => finished.push('next'));
  setImmediate(() => open(shared));
  await Promise.all([held, next]);
  expect(finished).toEqual(['held', 'next']);
});
