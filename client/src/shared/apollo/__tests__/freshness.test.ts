import { QUERY_FRESH_MS } from '@postpilot/common';
import { QueryFreshness } from '../freshness';

describe('QueryFreshness', () => {
  it('counts a query as fresh for five minutes after it came back', () => {
    let now = 1_000_000;
    const freshness = new QueryFreshness(() => now);
    const key = QueryFreshness.key('Dashboard', { days: 30 });

    expect(freshness.isFresh(key)).toBe(false);
    freshness.markFetched(key);
    now += QUERY_FRESH_MS - 1;
    expect(freshness.isFresh(key)).toBe(true);
    now += 1;
    expect(freshness.isFresh(key)).toBe(false);
  });

  it('tells variables apart and forgets everything on clear', () => {
    const freshness = new QueryFreshness(() => 0);
    freshness.markFetched(QueryFreshness.key('Analytics', { days: 7 }));

    expect(freshness.isFresh(QueryFreshness.key('Analytics', { days: 30 }))).toBe(false);
    expect(freshness.isFresh(QueryFreshness.key('Analytics', { days: 7 }))).toBe(true);
    freshness.clear();
    expect(freshness.isFresh(QueryFreshness.key('Analytics', { days: 7 }))).toBe(false);
  });
});
