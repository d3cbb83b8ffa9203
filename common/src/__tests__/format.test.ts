import { abbreviateNumber } from '..';

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1049, '1.0K'],
    [1050, '1.1K'],
    [12_340, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1.0M'],
    [1_000_000, '1.0M'],
    [2_450_000, '2.5M'],
    [-1500, '-1.5K'],
  ])('%p -> %p', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });
});
