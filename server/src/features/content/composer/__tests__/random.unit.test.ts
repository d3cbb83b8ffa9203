import { Chooser, hashString, mulberry32, normaliseVariant } from '../random';

describe('random', () => {
  it('hashes strings deterministically and spreads them', () => {
    expect(hashString('remote work')).toBe(hashString('remote work'));
    expect(hashString('remote work')).not.toBe(hashString('remote work!'));
    expect(hashString('')).toBe(0x811c9dc5);
  });

  it('mulberry32 repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });

  it('rotates a slot to a new alternative for each consecutive variant', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const picks = [0, 1, 2, 3, 4].map((variant) =>
      new Chooser('key', variant).rotate('hook', items),
    );
    expect(new Set(picks).size).toBe(items.length);
    expect(new Chooser('key', 7).rotate('hook', items)).toBe(
      new Chooser('key', 7).rotate('hook', items),
    );
  });

  it('takes subsets in their original order', () => {
    const steps = [1, 2, 3, 4, 5, 6, 7, 8];
    for (let variant = 0; variant < 20; variant++) {
      const subset = new Chooser('steps', variant).subset(steps, 4);
      expect(subset).toHaveLength(4);
      expect([...subset].sort((x, y) => x - y)).toEqual(subset);
    }
  });

  it('refuses an empty list of alternatives', () => {
    expect(() => new Chooser('k', 0).pick([])).toThrow(/no alternatives/);
  });

  it('normalises odd variants', () => {
    expect(normaliseVariant(3)).toBe(3);
    expect(normaliseVariant(-2)).toBe(2);
    expect(normaliseVariant(1.7)).toBe(1);
    expect(normaliseVariant(Number.NaN)).toBe(0);
  });
});
