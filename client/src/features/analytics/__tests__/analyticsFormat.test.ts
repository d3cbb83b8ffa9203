import {
  capitalize,
  formatGrowth,
  formatHourWindow,
  formatMetric,
  formatPercent,
  formatTimelineDay,
  formatToneComparison,
  parsePeriod,
} from '../analyticsFormat';

describe('parsePeriod', () => {
  it('reads 7, 30, 90 and 365, and anything else as 30', () => {
    expect(parsePeriod('7')).toBe(7);
    expect(parsePeriod('90')).toBe(90);
    expect(parsePeriod('365')).toBe(365);
    expect(parsePeriod('30')).toBe(30);
    expect(parsePeriod(null)).toBe(30);
    expect(parsePeriod('')).toBe(30);
    expect(parsePeriod('14')).toBe(30);
    expect(parsePeriod('90.0')).toBe(30);
    expect(parsePeriod('7days')).toBe(30);
  });
});

describe('formatMetric and formatPercent', () => {
  it('abbreviates from 1,000 (K) and 1,000,000 (M) to one decimal, — when unknown', () => {
    expect(formatMetric(0)).toBe('0');
    expect(formatMetric(999)).toBe('999');
    expect(formatMetric(1_000)).toBe('1.0K');
    expect(formatMetric(12_345)).toBe('12.3K');
    expect(formatMetric(2_500_000)).toBe('2.5M');
    expect(formatMetric(null)).toBe('—');
  });

  it('shows a rate with a percent sign, to one decimal', () => {
    expect(formatPercent(4.56)).toBe('4.6%');
    expect(formatPercent(12)).toBe('12%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatGrowth', () => {
  it('is up for 0 or more and down below, showing the absolute value', () => {
    expect(formatGrowth(12.4)).toEqual({ trend: 'up', text: '12.4%' });
    expect(formatGrowth(0)).toEqual({ trend: 'up', text: '0%' });
    expect(formatGrowth(-8.44)).toEqual({ trend: 'down', text: '8.4%' });
    expect(formatGrowth(-250)).toEqual({ trend: 'down', text: '250%' });
  });

  it('reads a fall too small to show as no change, not a red 0%', () => {
    expect(formatGrowth(-0.04)).toEqual({ trend: 'up', text: '0%' });
  });

  it('gives nothing when there is nothing to compare with', () => {
    expect(formatGrowth(null)).toBeUndefined();
    expect(formatGrowth(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('insight texts', () => {
  it('formats a two-hour window on a 12-hour clock, midnight included', () => {
    expect(formatHourWindow(9, 11)).toBe('9:00 AM - 11:00 AM');
    expect(formatHourWindow(11, 13)).toBe('11:00 AM - 1:00 PM');
    expect(formatHourWindow(0, 2)).toBe('12:00 AM - 2:00 AM');
    expect(formatHourWindow(22, 24)).toBe('10:00 PM - 12:00 AM');
  });

  it('compares a tone with the average in whole percent', () => {
    expect(formatToneComparison('educational', 32.4)).toBe(
      'Educational posts: 32% more engagement than average',
    );
    expect(formatToneComparison('humorous', -15.6)).toBe(
      'Humorous posts: 16% less engagement than average',
    );
    expect(formatToneComparison('casual', 0.3)).toBe('Casual posts: about average engagement');
  });

  it('capitalizes a weekday', () => {
    expect(capitalize('tuesday')).toBe('Tuesday');
    expect(capitalize('')).toBe('');
  });
});

describe('formatTimelineDay', () => {
  it('shows a calendar day short, whatever the time zone', () => {
    expect(formatTimelineDay('2030-11-03')).toMatch(/Nov\s3|3\sNov/);
    expect(formatTimelineDay('2030-01-01')).toMatch(/Jan\s1|1\sJan/);
  });
});
