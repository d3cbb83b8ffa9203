import { inTurns } from '../in-turns';

/** Work that ends when the test says so, recording how many ran at once. */
function gate() {
  const ends = new Map<number, () => void>();
  let running = 0;
  let most = 0;
  const work = (item: number) =>
    new Promise<string>((resolve) => {
      running++;
      most = Math.max(most, running);
      ends.set(item, () => {
        running--;
        resolve(`done ${item}`);
      });
    });
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return { work, ends, flush, most: () => most, started: () => [...ends.keys()] };
}

it('runs at most `atOnce` at a time, starts the next as one ends, and keeps the order', async () => {
  const { work, ends, flush, most, started } = gate();
  const all = inTurns([1, 2, 3, 4, 5], 2, work);
  await flush();
  expect(started()).toEqual([1, 2]);
  ends.get(2)!();
  await flush();
  expect(started()).toEqual([1, 2, 3]);
  for (const item of [3, 1, 5, 4]) {
    await flush();
    ends.get(item)!();
  }
  await expect(all).resolves.toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5']);
  expect(most()).toBe(2);
});

it('answers an empty list with an empty list', async () => {
  await expect(inTurns([], 3, () => Promise.resolve(1))).resolves.toEqual([]);
});

it('stops starting work after a failure and rejects once the running work has ended', async () => {
  let release!: () => void;
  const started: number[] = [];
  let slowEnded = false;
  const all = inTurns([1, 2, 3, 4], 2, async (item) => {
    started.push(item);
    if (item === 1) {
      await new Promise<void>((resolve) => (release = resolve));
      slowEnded = true;
      return item;
    }
    throw new Error(`item ${item} failed`);
  });
  let settled = false;
  void all.catch(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  expect(started).toEqual([1, 2]);
  expect(settled).toBe(false);
  release();
  await expect(all).rejects.toThrow('item 2 failed');
  expect(slowEnded).toBe(true);
  expect(started).toEqual([1, 2]);
});
