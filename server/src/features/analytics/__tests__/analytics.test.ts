import { DateTime } from 'luxon';
import { ANALYTICS_MESSAGES, WEEKDAYS, type PostStatus } from '@postpilot/common';
import type { AnalyticsReport } from '../../../generated/graphql';
import { useTestApp } from '../../../../test/support/app';
import {
  bearer,
  buildSchedule,
  buildMetricHour,
  buildPost,
  registerUser,
  type RegisteredUser,
} from '../../../../test/support/factories';

const app = useTestApp();

const DAY = 24 * 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

const REPORT = `query ($timeRange: Int!) { analytics(timeRange: $timeRange) {
  timeRange
  analytics {
    totalPosts totalViews totalLikes totalComments totalShares totalConnections
    engagementRate averageViews
    growth { posts views likes comments shares connections engagementRate }
  }
  topPosts { id content publishedAt tone metrics { views likes comments shares } }
  timeline { date views engagement posts }
  insights { sampleSize minimumSample timezone bestTime { startHour } bestDay { day } tones { tone } }
  adherence { published failed onTime rate }
  metrics { available lastSyncedAt message }
} }`;

interface Seeded {
  status?: string;
  publishedAt?: Date;
  scheduledTime?: Date;
  figures?: [number, number, number, number];
  tone?: string;
}

/** A post as publishing and the metrics sync would have left it. */
async function seedPost(user: RegisteredUser, content: string, seed: Seeded): Promise<string> {
  const [views, likes, comments, shares] = seed.figures ?? [];
  const post = await buildPost(app, user, {
    content,
    status: (seed.status ?? 'published') as PostStatus,
    publishedAt: seed.publishedAt ?? null,
    scheduledTime: seed.scheduledTime ?? null,
    tone: seed.tone ?? null,
    figures: seed.figures
      ? { views: views!, likes: likes!, comments: comments!, shares: shares! }
      : null,
  });
  return post.id;
}

/** What the user's posts gained in the hour `at` falls in. */
const seedGain = (user: RegisteredUser, at: Date, figures: [number, number, number, number]) =>
  buildMetricHour(app, user, at, figures);

describe('analytics', () => {
  let owner: RegisteredUser;
  let best: string;
  let second: string;

  beforeAll(async () => {
    owner = await registerUser(app);
    const published = ago(2 * DAY);
    best = await seedPost(owner, 'Five lessons from a year of shipping', {
      publishedAt: published,
      scheduledTime: new Date(published.getTime() - 60_000),
      figures: [100, 10, 2, 1],
      tone: 'educational',
    });
    const late = ago(10 * DAY);
    second = await seedPost(owner, 'What our team reads on Fridays', {
      publishedAt: late,
      scheduledTime: new Date(late.getTime() - 10 * 60_000),
      figures: [50, 2, 0, 0],
      tone: 'casual',
    });
    // In the 30 days before the last 30.
    await seedPost(owner, 'An older post', { publishedAt: ago(40 * DAY), figures: [80, 4, 0, 0] });
    await seedPost(owner, 'A post that could not go out', {
      status: 'failed',
      scheduledTime: ago(3 * DAY),
    });
    await seedPost(owner, 'A draft', { status: 'draft' });
    await seedGain(owner, ago(DAY), [120, 11, 2, 1]);
    await seedGain(owner, ago(45 * DAY), [60, 3, 0, 0]);
  });

  it('adds up the period from the user data and compares it with the period before', async () => {
    const res = await app.graphql<{ analytics: AnalyticsReport }>(
      REPORT,
      { timeRange: 30 },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
    const report = res.data!.analytics;
    expect(report.timeRange).toBe(30);
    expect(report.analytics).toEqual({
      totalPosts: 2,
      totalViews: 120,
      totalLikes: 11,
      totalComments: 2,
      totalShares: 1,
      totalConnections: null,
      // 14 of 120 views, against 3 of 60.
      engagementRate: 11.7,
      averageViews: 75,
      growth: {
        posts: 100,
        views: 100,
        likes: 266.7,
        comments: null,
        shares: null,
        connections: null,
        engagementRate: 134,
      },
    });
    expect(report.topPosts.map((post) => post.id)).toEqual([best, second]);
    expect(report.topPosts[0]).toMatchObject({
      tone: 'educational',
      metrics: { views: 100, likes: 10, comments: 2, shares: 1 },
    });
    expect(report.timeline).toHaveLength(30);
    const sum = (key: 'views' | 'engagement' | 'posts') =>
      report.timeline.reduce((total, day) => total + (day[key] ?? 0), 0);
    expect([sum('views'), sum('engagement'), sum('posts')]).toEqual([120, 14, 2]);
    expect(report.adherence).toEqual({ published: 2, failed: 1, onTime: 1, rate: 33.3 });
    // Two posts with statistics: fewer than insights need.
    expect(report.insights).toMatchObject({
      sampleSize: 2,
      minimumSample: 3,
      timezone: 'America/New_York',
      bestTime: null,
      bestDay: null,
      tones: [],
    });
    // Not connected: the figures shown are those already received.
    expect(report.metrics).toEqual({
      available: false,
      lastSyncedAt: null,
      message: ANALYTICS_MESSAGES.notConnected,
    });
  });

  it('answers the same figures through REST, with the spec names', async () => {
    const res = await app.http().get('/api/analytics?timeRange=7').set(bearer(owner)).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.analytics).toMatchObject({ totalPosts: 1, totalViews: 120, totalLikes: 11 });
    expect(res.body.topPosts).toHaveLength(1);
    expect(res.body.topPosts[0]).toMatchObject({
      _id: best,
      content: 'Five lessons from a year of shipping',
      metrics: { views: 100, likes: 10, comments: 2, shares: 1 },
    });
    expect(res.body.timeline).toHaveLength(7);
    const whole = await app.http().get('/api/analytics').set(bearer(owner)).expect(200);
    expect(whole.body.timeRange).toBe(30);
  });

  it('shows another user only their own numbers', async () => {
    const other = await registerUser(app);
    const res = await app.graphql<{ analytics: AnalyticsReport }>(
      REPORT,
      { timeRange: 365 },
      other.token,
    );
    expect(res.data!.analytics.analytics).toMatchObject({
      totalPosts: 0,
      totalViews: null,
      engagementRate: null,
      averageViews: null,
      growth: { posts: null, views: null },
    });
    expect(res.data!.analytics.topPosts).toEqual([]);
    expect(res.data!.analytics.adherence).toEqual({
      published: 0,
      failed: 0,
      onTime: 0,
      rate: null,
    });
    expect(res.data!.analytics.timeline.every((day) => day.views === null && day.posts === 0)).toBe(
      true,
    );
    const rest = await app
      .http()
      .get('/api/analytics?timeRange=365')
      .set(bearer(other))
      .expect(200);
    expect(rest.body.topPosts).toEqual([]);

    // The other user's own post and statistics stay theirs: the owner's figures do not move.
    const before = await app.http().get('/api/analytics?timeRange=30').set(bearer(owner));
    const theirs = await seedPost(other, 'Their post', {
      publishedAt: ago(DAY),
      figures: [900, 90, 9, 9],
    });
    await seedGain(other, ago(DAY), [900, 90, 9, 9]);
    const after = await app.http().get('/api/analytics?timeRange=30').set(bearer(owner));
    expect(after.body.analytics).toEqual(before.body.analytics);
    expect(after.body.topPosts.map((post: { _id: string }) => post._id)).not.toContain(theirs);
    const own = await app.http().get('/api/analytics?timeRange=30').set(bearer(other));
    expect(own.body.analytics).toMatchObject({ totalPosts: 1, totalViews: 900, totalLikes: 90 });
    expect(own.body.topPosts.map((post: { _id: string }) => post._id)).toEqual([theirs]);
  });

  it("draws insights on the user's clock: the schedule's timezone", async () => {
    const user = await registerUser(app);
    await buildSchedule(app, user, { timezone: 'Asia/Tokyo' });
    const at = ago(20 * DAY);
    for (const [i, engagement] of [4, 6, 8].entries()) {
      await seedPost(user, `Tokyo post ${i}`, {
        publishedAt: at,
        figures: [100, engagement, 0, 0],
      });
    }
    const res = await app.graphql<{ analytics: AnalyticsReport }>(
      REPORT,
      { timeRange: 30 },
      user.token,
    );
    const local = DateTime.fromJSDate(at, { zone: 'Asia/Tokyo' });
    const { insights, timeline } = res.data!.analytics;
    expect(insights.timezone).toBe('Asia/Tokyo');
    expect(insights.sampleSize).toBe(3);
    expect(insights.bestTime!.startHour).toBe(local.hour - (local.hour % 2));
    expect(insights.bestDay!.day).toBe(WEEKDAYS[local.weekday - 1]);
    expect(timeline.find((day) => day.posts > 0)?.date).toBe(local.toISODate());
    expect(timeline.at(-1)!.date).toBe(DateTime.now().setZone('Asia/Tokyo').toISODate());
  });

  it('ranks hours, weekdays and tones from the posts that have statistics', async () => {
    const user = await registerUser(app);
    // A user who has set no schedule is on the default schedule's clock.
    const zone = 'America/New_York';
    const monday9 = DateTime.now()
      .setZone(zone)
      .startOf('week')
      .minus({ weeks: 1 })
      .set({ hour: 9 });
    // Tuesday at 14–16 draws most; posts without a tone count for times but not for tones;
    // a post without statistics counts for nothing.
    const posts: Array<[day: number, hour: number, Seeded['figures'], tone?: string]> = [
      [0, 9, [50, 2, 0, 0], 'educational'],
      [0, 10, [50, 4, 0, 0], 'educational'],
      [1, 14, [90, 20, 3, 1], 'casual'],
      [1, 15, [90, 12, 0, 0]],
      [2, 20, undefined, 'casual'],
    ];
    for (const [day, hour, figures, tone] of posts) {
      await seedPost(user, `Posted on day ${day} at ${hour}`, {
        publishedAt: monday9.plus({ days: day }).set({ hour }).toJSDate(),
        figures,
        tone,
      });
    }
    const res = await app.graphql<{ analytics: AnalyticsReport }>(
      REPORT,
      { timeRange: 30 },
      user.token,
    );
    const { insights } = res.data!.analytics;
    expect(insights.timezone).toBe(zone);
    expect(insights.sampleSize).toBe(4);
    expect(insights.bestTime!.startHour).toBe(14);
    expect(insights.bestDay!.day).toBe('tuesday');
    expect(insights.tones.map((tone) => tone.tone)).toEqual(['casual', 'educational']);
  });

  it('refuses a period that is not 7, 30, 90 or 365 with 400 and the rule', async () => {
    for (const bad of ['14', 'abc', '0', '30.5']) {
      const res = await app
        .http()
        .get(`/api/analytics?timeRange=${bad}`)
        .set(bearer(owner))
        .expect(400);
      expect(res.body).toMatchObject({
        success: false,
        errors: [{ field: 'timeRange', message: ANALYTICS_MESSAGES.timeRangeInvalid }],
      });
    }
    const res = await app.graphql(REPORT, { timeRange: 14 }, owner.token);
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [{ field: 'timeRange', message: ANALYTICS_MESSAGES.timeRangeInvalid }],
    });
  });

  it('needs a signed-in user', async () => {
    await app.http().get('/api/analytics').expect(401);
    const res = await app.graphql(REPORT, { timeRange: 30 });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('will not sync statistics without a LinkedIn connection that allows it', async () => {
    const res = await app.graphql('mutation { syncPostMetrics { available } }', {}, owner.token);
    expect(res.errors?.[0]).toMatchObject({
      message: ANALYTICS_MESSAGES.notConnected,
      extensions: { code: 'FORBIDDEN' },
    });
    const rest = await app.http().post('/api/analytics/sync').set(bearer(owner)).expect(403);
    expect(rest.body).toMatchObject({ success: false, message: ANALYTICS_MESSAGES.notConnected });
  });
});
