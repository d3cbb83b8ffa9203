import { GraphQLError } from 'graphql';
import { InFlightBudget } from '../in-flight-budget';

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('InFlightBudget', () => {
  it('runs what fits at once, and makes the rest wait their turn in order', async () => {
    const budget = new InFlightBudget(100, 10);
    const releaseHeavy = await budget.acquire('ann', 80);
    const light = await budget.acquire('ann', 20);
    expect(budget.runningFor('ann')).toBe(100);

    const admitted: string[] = [];
    const second = budget.acquire('ann', 60).then((release) => (admitted.push('second'), release));
    const third = budget.acquire('ann', 10).then((release) => (admitted.push('third'), release));
    await settle();
    // The third would fit after the light one ends, but does not overtake the second.
    light();
    await settle();
    expect(admitted).toEqual([]);

    releaseHeavy();
    await settle();
    expect(admitted).toEqual(['second', 'third']);
    expect(budget.runningFor('ann')).toBe(70);
    (await second)();
    (await third)();
    expect(budget.runningFor('ann')).toBe(0);
  });

  it('keeps each caller to their own budget', async () => {
    const budget = new InFlightBudget(100, 10);
    await budget.acquire('ann', 100);
    let bobRan = false;
    await budget.acquire('bob', 100).then(() => (bobRan = true));
    expect(bobRan).toBe(true);
  });

  it("is one API process's own: a caller who fills it in one replica runs at once in another", async () => {
    // Each replica guards its own event loop and database connections (docs/operations.md).
    const [replicaA, replicaB] = [new InFlightBudget(100, 10), new InFlightBudget(100, 10)];
    await replicaA.acquire('ann', 100);
    let waitingInA = true;
    void replicaA.acquire('ann', 50).then(() => (waitingInA = false));
    const inB = await replicaB.acquire('ann', 100);
    await settle();
    expect(waitingInA).toBe(true);
    expect(replicaB.runningFor('ann')).toBe(100);
    inB();
  });

  it('always runs an operation alone, however much it costs', async () => {
    const budget = new InFlightBudget(100, 10);
    const release = await budget.acquire('ann', 500);
    expect(budget.runningFor('ann')).toBe(500);
    release();
    expect(budget.runningFor('ann')).toBe(0);
  });

  it('refuses with 429 a caller who already has too many waiting', async () => {
    const budget = new InFlightBudget(100, 2);
    await budget.acquire('ann', 100);
    void budget.acquire('ann', 50);
    void budget.acquire('ann', 50);
    await expect(budget.acquire('ann', 1)).rejects.toThrow(GraphQLError);
    await budget.acquire('ann', 1).catch((error: GraphQLError) => {
      expect(error.extensions).toEqual({ code: 'RATE_LIMITED', http: { status: 429 } });
    });
  });

  it('gives a budget back only once', async () => {
    const budget = new InFlightBudget(100, 10);
    const first = await budget.acquire('ann', 60);
    await budget.acquire('ann', 40);
    first();
    first();
    expect(budget.runningFor('ann')).toBe(40);
  });
});
