import { SessionCache } from '../session-cache';

const ID = '7b0c0d5e-3f51-4c5e-9d0a-4a1c1f5c7d10';
const OTHER = '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';
const row = () => [
  ID,
  'Grace',
  ['ai', 'sales'],
  new Date('2026-01-02T03:04:05Z'),
  { avoid: [] },
  3,
];

function liveCache(options: Partial<ConstructorParameters<typeof SessionCache>[0]> = {}) {
  let now = 1_000;
  const cache = new SessionCache({ maxAgeMs: 30_000, maxEntries: 100, now: () => now, ...options });
  cache.setLive(true);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('keeps nothing while changes are not heard, and forgets everything when they stop being heard', () => {
    const cache = new SessionCache();
    cache.keep(ID, row(), cache.ticket());
    expect(cache.get(ID)).toBeUndefined();
    cache.setLive(true);
    cache.keep(ID, row(), cache.ticket());
    expect(cache.get(ID)).toEqual(row());
    cache.setLive(false);
    expect(cache.get(ID)).toBeUndefined();
    cache.keep(ID, row(), cache.ticket());
    expect(cache.size).toBe(0);
  });

  it('gives each caller a copy of its own: a list, a date or an object changed by one reaches no other', () => {
    const { cache } = liveCache();
    const kept = row();
    cache.keep(ID, kept, cache.ticket());
    (kept[2] as string[]).push('changed after keeping');
    const first = cache.get(ID)!;
    (first[2] as string[]).push('growth');
    (first[3] as Date).setUTCFullYear(1999);
    (first[4] as { avoid: string[] }).avoid.push('synergy');
    first[1] = 'Ada';
    expect(cache.get(ID)).toEqual(row());
  });

  it('does not keep a row read while anything changed', () => {
    const { cache } = liveCache();
    const beforeOne = cache.ticket();
    cache.forget(OTHER);
    cache.keep(ID, row(), beforeOne);
    const beforeAll = cache.ticket();
    cache.forgetAll();
    cache.keep(ID, row(), beforeAll);
    const beforeLive = cache.ticket();
    cache.setLive(true);
    cache.keep(ID, row(), beforeLive);
    expect(cache.get(ID)).toBeUndefined();
    cache.keep(ID, row(), cache.ticket());
    expect(cache.get(ID)).toEqual(row());
  });

  it('forgets the user a change names, or everyone for "*"', () => {
    const { cache } = liveCache();
    cache.keep(ID, row(), cache.ticket());
    cache.keep(OTHER, row(), cache.ticket());
    cache.forget(ID);
    expect(cache.get(ID)).toBeUndefined();
    expect(cache.get(OTHER)).toBeDefined();
    cache.keep(ID, row(), cache.ticket());
    cache.forget('*');
    expect(cache.size).toBe(0);
  });

  it('reads a user again once their row is older than maxAgeMs', () => {
    const { cache, advance } = liveCache({ maxAgeMs: 1_000 });
    cache.keep(ID, row(), cache.ticket());
    advance(1_000);
    expect(cache.get(ID)).toBeDefined();
    advance(1);
    expect(cache.get(ID)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries users, dropping the one kept longest', () => {
    const { cache } = liveCache({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) cache.keep(id, [id], cache.ticket());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(['b']);
    expect(cache.get('c')).toEqual(['c']);
  });
});
