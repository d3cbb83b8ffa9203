import { isMainThread } from 'node:worker_threads';
import { AppError } from '../errors';
import { Threaded } from '../threaded';
import type * as Refusal from './fixtures/thread-refusal';
import type * as Work from './fixtures/thread-work';

const WORK = require.resolve('./fixtures/thread-work');

const threads: Threaded<typeof Work>[] = [];
function threaded(timeoutMs = 10_000, idleMs?: number | null): Threaded<typeof Work> {
  const runner = new Threaded<typeof Work>(WORK, timeoutMs, idleMs);
  threads.push(runner);
  return runner;
}
afterAll(() => Promise.all(threads.map((runner) => runner.close())));

const gate = () => new Int32Array(new SharedArrayBuffer(4));
const open = (shared: Int32Array) => {
  Atomics.store(shared, 0, 1);
  Atomics.notify(shared, 0);
};

it('runs the functions in a thread of its own, one thread for every call', async () => {
  const runner = threaded();
  const first = await runner.call('where', null);
  const second = await runner.call('where', null);
  expect(isMainThread).toBe(true);
  expect(first.isMainThread).toBe(false);
  expect(second.threadId).toBe(first.threadId);
});

it('leaves the event loop free while the work holds its thread', async () => {
  const runner = threaded();
  const shared = gate();
  const held = runner.call('hold', shared);
  // The work ends only when this thread, still running, opens the gate.
  setImmediate(() => open(shared));
  await expect(held).resolves.toBe('released');
});

it('answers bytes, fails with the work’s error, and goes on after a failure', async () => {
  const runner = threaded();
  expect([...(await runner.call('bytes', 3))]).toEqual([7, 7, 7]);
  await expect(runner.call('fail', 'no slides')).rejects.toThrow('no slides');
  await expect(runner.call('where', null)).resolves.toMatchObject({ isMainThread: false });
});

it('throws an AppError of the work as the same AppError, so the client gets its 4xx', async () => {
  const runner = new Threaded<typeof Refusal>(require.resolve('./fixtures/thread-refusal'), 10_000);
  const refused = await runner.call('refuse', 'content').catch((error: unknown) => error);
  await runner.close();
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({
    kind: 'BAD_USER_INPUT',
    code: 'VALIDATION_FAILED',
    status: 400,
    message: 'Validation errors: content: content is missing',
    details: { errors: [{ field: 'content', message: 'content is missing' }] },
  });
});

it('fails the call of a thread that dies, and starts another for the next', async () => {
  const runner = threaded();
  const before = await runner.call('where', null);
  await expect(runner.call('die', null)).rejects.toThrow('exit code 3');
  const after = await runner.call('where', null);
  expect(after.threadId).not.toBe(before.threadId);
});

it('survives a thread that fails after answering, and answers the next call from another', async () => {
  const runner = threaded();
  const before = await runner.call('where', null);
  await expect(runner.call('failLater', null)).resolves.toBe('answered');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const after = await runner.call('where', null);
  expect(after.threadId).not.toBe(before.threadId);
});

it('fails a call that takes too long and answers the next from a fresh thread', async () => {
  const runner = threaded(1_000);
  const shared = gate();
  const before = await runner.call('where', null);
  await expect(runner.call('hold', shared)).rejects.toThrow('No answer within 1000 ms');
  const after = await runner.call('where', null);
  expect(after.threadId).not.toBe(before.threadId);
  open(shared);
});

it('runs calls one at a time, in order', async () => {
  const runner = threaded();
  const shared = gate();
  const finished: string[] = [];
  const held = runner.call('hold', shared).then(() => finished.push('held'));
  const next = runner.call('where', null).then(() => finished.push('next'));
  setImmediate(() => open(shared));
  await Promise.all([held, next]);
  expect(finished).toEqual(['held', 'next']);
});

it('ends a thread idle for its idle time, and starts another for the next call', async () => {
  const runner = threaded(10_000, 50);
  const before = await runner.call('where', null);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const after = await runner.call('where', null);
  expect(after.threadId).not.toBe(before.threadId);
});

it('keeps a thread with no idle time while the process runs', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const runner = threaded(10_000, null);
    const before = await runner.call('where', null);
    jest.advanceTimersByTime(24 * 60 * 60_000);
    const after = await runner.call('where', null);
    expect(after.threadId).toBe(before.threadId);
  } finally {
    jest.useRealTimers();
  }
});
