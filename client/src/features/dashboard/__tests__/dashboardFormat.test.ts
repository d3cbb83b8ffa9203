import { formatChange, formatCount } from '../dashboardFormat';

describe('formatCount', () => {
  it('separates thousands and shows — for an unknown figure', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount(null)).toBe('—');
  });
});

describe('formatChange', () => {
  it('rounds to a whole percent, halves away from zero on both sides', () => {
    expect(formatChange(12.4)).toEqual({ trend: 'up', text: '+12% from last month' });
    expect(formatChange(12.5)).toEqual({ trend: 'up', text: '+13% from last month' });
    expect(formatChange(-12.5)).toEqual({ trend: 'down', text: '-13% from last month' });
    expect(formatChange(-4.6)).toEqual({ trend: 'down', text: '-5% from last month' });
    expect(formatChange(250)).toEqual({ trend: 'up', text: '+250% from last month' });
  });

  it('reads a fall that rounds to 0% as no change, not a red -0%', () => {
    expect(formatChange(0)).toEqual({ trend: 'up', text: '+0% from last month' });
    expect(formatChange(-0.4)).toEqual({ trend: 'up', text: '+0% from last month' });
  });

  it('gives nothing when there is nothing to compare with', () => {
    expect(formatChange(null)).toBeUndefined();
    expect(formatChange(Number.NaN)).toBeUndefined();
  });
});
