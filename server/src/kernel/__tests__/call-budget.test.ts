import { randomBytes } from 'node:crypto';
import { TEST_REDIS_URL } from '../../../test/support/app';
import { CallBudget } from '../call-budget';
import { createRedis } from '../redis';

/** Two processes' connections to one Redis, and a key no other test uses. */
const connections = [createRedis(TEST_REDIS_URL), createRedis(TEST_REDIS_URL)];
const prefix = `test-budget-${randomBytes(4).toString('hex')}`;
let serial = 0;
afterAll(async () => {
  const keys = await connections[0]!.keys(`${prefix}:*`);
  if (keys.length) await connections[0]!.del(...keys);
  await Promise.all(connections.map((redis) => redis.quit()));
});

const MINUTE = 60_000;

/** One budget as each of two workers holds it, on a clock the test moves. */
function sharedBudget(perDay: number, intervalMs = MINUTE) {
  const key = `${prefix}:${++serial}`;
  const clock = { now: new Date('2026-11-20T10:00:00Z') };
  const [a, b] = connections.map(
    (redis) => new CallBudget(redis, key, { perDay, intervalMs }, () => clock.now),
  );
  return { a: a!, b: b!, clock };
}

it('gives two workers asking at once no more than the interval’s share between them', async () => {
  // 1,440 a day: one call a minute on average, ten posts of five calls an interval of 50 min.
  const { a, b } = sharedBudget(1440, 50 * MINUTE);
  const grants = await Promise.all(
    Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take(1, 5)),
  );
  expect(grants.reduce((sum, n) => sum + n, 0)).toBe(10);
  expect(await a.spent()).toBe(50);
});

it('refills at the day’s pace, whole units only, and never beyond one interval’s share', async () => {
  const { a, b, clock } = sharedBudget(1440, 10 * MINUTE);
  expect(await a.take(100, 5)).toBe(2);
  // Four minutes: four calls, not yet a unit of five.
  clock.now = new Date(clock.now.getTime() + 4 * MINUTE);
  expect(await b.take(100, 5)).toBe(0);
  clock.now = new Date(clock.now.getTime() + MINUTE);
  expect(await b.take(100, 5)).toBe(1);
  // A quiet day keeps no more than one interval's share.
  clock.now = new Date(clock.now.getTime() + 12 * 3600_000);
  expect(await a.take(100, 5)).toBe(2);
});

it('stops at the day’s budget, takes back what was not spent, and starts again the next UTC day', async () => {
  // The interval is the whole day: only the daily cap limits.
  const { a, b, clock } = sharedBudget(100, 24 * 3600_000);
  expect(await a.take(15, 5)).toBe(15);
  expect(await b.take(15, 5)).toBe(5);
  expect(await a.take(1, 5)).toBe(0);
  await b.giveBack(2, 5);
  expect(await a.spent()).toBe(90);
  expect(await a.take(5, 5)).toBe(2);
  clock.now = new Date('2026-11-21T00:00:01Z');
  expect(await b.spent()).toBe(0);
  expect(await b.take(1, 5)).toBe(1);
});

it('always lets a unit through when the share of an interval is smaller than one unit', async () => {
  // 100 a day looked at every minute: a share of 0.07 calls.
  const { a, clock } = sharedBudget(100);
  expect(a.capacity(5)).toBe(5);
  expect(await a.take(3, 5)).toBe(1);
  clock.now = new Date(clock.now.getTime() + MINUTE);
  expect(await a.take(3, 5)).toBe(0);
  // Five calls at 100 a day take 72 minutes to come back.
  clock.now = new Date(clock.now.getTime() + 72 * MINUTE);
  expect(await a.take(3, 5)).toBe(1);
});
