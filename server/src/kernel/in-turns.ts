/**
 * `work` for each item, at most `atOnce` running at a time, each next one started as soon as one
 * ends; the results in the items' order. The first failure rejects, once the work already started
 * has ended (none is left running behind the caller).
 */
export async function inTurns<T, R>(
  items: readonly T[],
  atOnce: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const turn = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const turns = Array.from({ length: Math.max(1, Math.min(atOnce, items.length)) }, turn);
  const settled = await Promise.allSettled(turns);
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}
