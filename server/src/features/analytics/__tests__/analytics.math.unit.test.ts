import {
  changePercent,
  engagementRate,
  insightsOf,
  periodOf,
  sumTotals,
  summarize,
  timelineOf,
  ZERO_TOTALS,
  type SampleTallies,
} from '../analytics.math';

describe('changePercent', () => {
  it('compares with the period before, to one decimal', () => {
    expect(changePercent(3, 2)).toBe(50);
    expect(changePercent(1, 4)).toBe(-75);
    expect(changePercent(2, 3)).toBe(-33.3);
    expect(changePercent(4, 4)).toBe(0);
    expect(changePercent(0, 4)).toBe(-100);
  });

  it('says nothing when the period before is zero or unknown', () => {
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
    expect(changePercent(null, 3)).toBeNull();
    expect(changePercent(3, null)).toBeNull();
  });
});

describe('sumTotals', () => {
  it('adds figure by figure, and is zero for nothing', () => {
    expect(
      sumTotals([
        { views: 10, likes: 1, comments: 2, shares: 0 },
        { views: 5, likes: 0, comments: 1, shares: 3 },
      ]),
    ).toEqual({ views: 15, likes: 1, comments: 3, shares: 3 });
    expect(sumTotals([])).toEqual(ZERO_TOTALS);
  });
});

describe('engagementRate', () => {
  it('is likes, comments and shares per view in percent, and null without views', () => {
    expect(engagementRate({ views: 1000, likes: 30, comments: 12, shares: 4 })).toBe(4.6);
    expect(engagementRate({ views: 3, likes: 1, comments: 0, shares: 0 })).toBe(33.3);
    expect(engagementRate(ZERO_TOTALS)).toBeNull();
  });
});

describe('periodOf', () => {
  it('is the last N days of the user calendar, today included, and the N days before', () => {
    // 02:30 UTC on 10 March is still 9 March in New York.
    const period = periodOf(new Date('2026-03-10T02:30:00Z'), 7, 'America/New_York');
    expect(period.days).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(period.start.toISOString()).toBe('2026-03-03T05:00:00.000Z');
    expect(period.previousStart.toISOString()).toBe('2026-02-24T05:00:00.000Z');
  });

  it('counts calendar days across a DST change (a 23-hour day is still one day)', () => {
    const period = periodOf(new Date('2026-03-09T15:00:00Z'), 2, 'America/New_York');
    expect(period.days).toEqual(['2026-03-08', '2026-03-09']);
    // 8 March starts before the clocks go forward (EST, UTC-5).
    expect(period.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });

  it('has 365 days for a year', () => {
    const period = periodOf(new Date('2026-11-21T12:00:00Z'), 365, 'UTC');
    expect(period.days).toHaveLength(365);
    expect(period.days[0]).toBe('2025-11-22');
    expect(period.days.at(-1)).toBe('2026-11-21');
  });

  it('names the days through month ends, leap days and the turn of the year', () => {
    const leap = periodOf(new Date('2028-03-01T12:00:00Z'), 3, 'Asia/Tokyo');
    expect(leap.days).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    // 20:00 on 1 January in Honolulu is already 2 January in UTC.
    const newYear = periodOf(new Date('2027-01-02T06:00:00Z'), 3, 'Pacific/Honolulu');
    expect(newYear.days).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(newYear.start.toISOString()).toBe('2026-12-30T10:00:00.000Z');
  });
});

describe('summarize', () => {
  it('for an empty account without statistics: zero posts, unknown figures, no growth', () => {
    const summary = summarize({
      postsNow: 0,
      postsBefore: 0,
      now: null,
      before: null,
      averageViews: null,
    });
    expect(summary).toEqual({
      totalPosts: 0,
      totalViews: null,
      totalLikes: null,
      totalComments: null,
      totalShares: null,
      totalConnections: null,
      engagementRate: null,
      averageViews: null,
      growth: {
        posts: null,
        views: null,
        likes: null,
        comments: null,
        shares: null,
        connections: null,
        engagementRate: null,
      },
    });
  });

  it('for an empty account with statistics: zeros, still no growth against zero', () => {
    const summary = summarize({
      postsNow: 0,
      postsBefore: 0,
      now: ZERO_TOTALS,
      before: ZERO_TOTALS,
      averageViews: null,
    });
    expect(summary.totalViews).toBe(0);
    expect(summary.engagementRate).toBeNull();
    expect(summary.growth.views).toBeNull();
  });

  it('compares every figure with the period before', () => {
    const summary = summarize({
      postsNow: 6,
      postsBefore: 4,
      now: { views: 2000, likes: 80, comments: 15, shares: 5 },
      before: { views: 2500, likes: 50, comments: 20, shares: 0 },
      averageViews: 333.4,
    });
    expect(summary).toMatchObject({
      totalPosts: 6,
      totalViews: 2000,
      totalLikes: 80,
      totalComments: 15,
      totalShares: 5,
      engagementRate: 5,
      averageViews: 333,
      growth: {
        posts: 50,
        views: -20,
        likes: 60,
        comments: -25,
        // Nothing to compare with: no reshares before.
        shares: null,
        connections: null,
        // 5% against 2.8%.
        engagementRate: 78.6,
      },
    });
  });

  it('with a previous period of zero: figures of now, growth null', () => {
    const summary = summarize({
      postsNow: 2,
      postsBefore: 0,
      now: { views: 10, likes: 1, comments: 0, shares: 0 },
      before: ZERO_TOTALS,
      averageViews: 5,
    });
    expect(summary.totalPosts).toBe(2);
    expect(summary.growth).toEqual({
      posts: null,
      views: null,
      likes: null,
      comments: null,
      shares: null,
      connections: null,
      engagementRate: null,
    });
  });
});

describe('timelineOf', () => {
  const days = ['2026-11-19', '2026-11-20', '2026-11-21'];

  it('gives every day, zero where nothing happened', () => {
    const gained = new Map([['2026-11-20', { views: 40, likes: 3, comments: 1, shares: 1 }]]);
    const published = new Map([['2026-11-19', 2]]);
    expect(timelineOf(days, gained, published, true)).toEqual([
      { date: '2026-11-19', views: 0, engagement: 0, posts: 2 },
      { date: '2026-11-20', views: 40, engagement: 5, posts: 0 },
      { date: '2026-11-21', views: 0, engagement: 0, posts: 0 },
    ]);
  });

  it('has no figures, only posts, while statistics are unknown', () => {
    const timeline = timelineOf(days, new Map(), new Map([['2026-11-21', 1]]), false);
    expect(timeline.map((day) => [day.views, day.engagement, day.posts])).toEqual([
      [null, null, 0],
      [null, null, 0],
      [null, null, 1],
    ]);
  });
});

describe('insightsOf', () => {
  const TZ = 'Europe/Berlin';
  const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  /** `posts` posts published at a local weekday and hour ('tue 9'), drawing `engagement` each. */
  const post = (when: string, engagement: number, tone: string | null = null, posts = 1) => {
    const [day, hour] = when.split(' ');
    return {
      isoWeekday: DAYS.indexOf(day!) + 1,
      hour: Number(hour),
      tone,
      posts,
      engagement: engagement * posts,
    };
  };
  type Post = ReturnType<typeof post>;
  /** The posts counted by hour, by weekday and by tone, as Postgres counts them. */
  const tallied = (posts: Post[]): SampleTallies => {
    const by = <K extends 'hour' | 'isoWeekday' | 'tone'>(key: K) => {
      const tallies = new Map<Post[K], { posts: number; engagement: number }>();
      for (const p of posts) {
        const tally = tallies.get(p[key]) ?? { posts: 0, engagement: 0 };
        tally.posts += p.posts;
        tally.engagement += p.engagement;
        tallies.set(p[key], tally);
      }
      return [...tallies].map(([value, tally]) => ({ [key]: value, ...tally }));
    };
    return {
      hours: by('hour') as SampleTallies['hours'],
      weekdays: by('isoWeekday') as SampleTallies['weekdays'],
      tones: by('tone') as SampleTallies['tones'],
    };
  };
  const insightsOfPosts = (posts: Post[], timezone: string, minimumSample: number) =>
    insightsOf(tallied(posts), timezone, minimumSample);

  it('says there is not enough data below the minimum sample', () => {
    const insights = insightsOfPosts([post('tue 9', 5), post('wed 9', 8)], TZ, 3);
    expect(insights).toEqual({
      sampleSize: 2,
      minimumSample: 3,
      timezone: TZ,
      bestTime: null,
      bestDay: null,
      tones: [],
    });
  });

  it('says nothing while all engagement is zero', () => {
    const insights = insightsOfPosts([post('tue 9', 0), post('wed 9', 0), post('thu 9', 0)], TZ, 3);
    expect(insights.sampleSize).toBe(3);
    expect(insights.bestTime).toBeNull();
    expect(insights.bestDay).toBeNull();
  });

  it('weighs a group of posts by how many it holds', () => {
    // Three Monday posts at 10 drew 4 each; one Friday post at 18 drew 6.
    const insights = insightsOfPosts(
      [post('mon 10', 4, 'casual', 3), post('fri 18', 6, 'casual')],
      TZ,
      3,
    );
    expect(insights.sampleSize).toBe(4);
    expect(insights.bestTime).toEqual({
      startHour: 18,
      endHour: 20,
      averageEngagement: 6,
      posts: 1,
    });
    expect(insights.bestDay).toEqual({ day: 'friday', averageEngagement: 6, posts: 1 });
    expect(insights.tones).toEqual([
      { tone: 'casual', posts: 4, averageEngagement: 4.5, versusAverage: 0 },
    ]);
  });

  it('finds the best two-hour window and weekday, and ranks tones', () => {
    const posts = [
      // Tuesday at 8 and 9 draw 20 and 30.
      post('tue 8', 20, 'educational'),
      post('tue 9', 30, 'educational'),
      // Wednesday and Thursday afternoons draw less.
      post('wed 15', 6, 'casual'),
      post('thu 16', 4, 'casual'),
      post('thu 17', 10, 'professional'),
    ];
    const insights = insightsOfPosts(posts, TZ, 3);
    expect(insights.sampleSize).toBe(5);
    expect(insights.bestTime).toEqual({
      startHour: 8,
      endHour: 10,
      averageEngagement: 25,
      posts: 2,
    });
    expect(insights.bestDay).toEqual({ day: 'tuesday', averageEngagement: 25, posts: 2 });
    // The average post drew 14: educational 25 (+78.6%), professional 10, casual 5.
    expect(insights.tones).toEqual([
      { tone: 'educational', posts: 2, averageEngagement: 25, versusAverage: 78.6 },
      { tone: 'professional', posts: 1, averageEngagement: 10, versusAverage: -28.6 },
      { tone: 'casual', posts: 2, averageEngagement: 5, versusAverage: -64.3 },
    ]);
  });

  it('leaves posts without a tone out of the tones, and ranks equal tones by name', () => {
    const insights = insightsOfPosts(
      [post('mon 9', 4, 'casual'), post('tue 9', 4, 'bold'), post('wed 9', 4)],
      TZ,
      3,
    );
    expect(insights.sampleSize).toBe(3);
    expect(insights.tones.map((tone) => tone.tone)).toEqual(['bold', 'casual']);
  });

  it('breaks a tie in favour of the window with more posts', () => {
    const insights = insightsOfPosts(
      [post('tue 7', 10), post('tue 12', 10), post('tue 13', 10)],
      TZ,
      3,
    );
    expect(insights.bestTime).toMatchObject({ startHour: 12, endHour: 14, posts: 2 });
  });
});
