import { randomBytes } from 'node:crypto';
import { createLogger } from '../../../kernel/logger';
import { CallBudget } from '../../../kernel/call-budget';
import { POST_ANALYTICS_SCOPE } from '../../../kernel/config';
import { createRedis } from '../../../kernel/redis';
import { useTestApp } from '../../../../test/support/app';
import {
  buildLinkedInConnection,
  buildPost,
  buildUser,
  type RegisteredUser,
} from '../../../../test/support/factories';
import { ActivityService } from '../../activity/activity.service';
import { LinkedInError } from '../../linkedin/linkedin.errors';
import { ReconnectNotifier } from '../../linkedin/reconnect-notifier';
import { TokenCipher } from '../../linkedin/token-cipher';
import { nextStatisticsSync } from '../metrics-schedule';
import {
  CALLS_PER_POST,
  MetricsSync,
  RetryableMetricsError,
  type PostStatistics,
  type PostStatisticsSource,
} from '../metrics-sync';

const app = useTestApp();

/** LinkedIn's answers, per post URN; an Error is thrown as LinkedIn's failure. */
class FakeStatistics implements PostStatisticsSource {
  readonly answers = new Map<string, PostStatistics | Error>();
  readonly asked: { token: string; urn: string }[] = [];

  async postStatistics(token: string, urn: string): Promise<PostStatistics> {
    this.asked.push({ token, urn });
    const answer = this.answers.get(urn);
    if (!answer) throw new LinkedInError('bad_request', `no such post ${urn}`, 404);
    if (answer instanceof Error) throw answer;
    return answer;
  }
}

const stats = (impressions: number, reactions: number, comments = 0, reshares = 0) => ({
  impressions,
  reactions,
  comments,
  reshares,
  membersReached: null,
});

const MAX_AGE_DAYS = 90;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

let clock = new Date('2026-11-20T10:15:00Z');
let linkedin: FakeStatistics;
let sync: MetricsSync;
let serial = 0;

/** A budget of its own (a key no other test uses), on the test's clock. */
function budgetOf(perDay: number, intervalMs = 60_000, redis = app.api.infra.redis) {
  return new CallBudget(
    redis,
    `${app.config.redisPrefix}:budget-${randomBytes(4).toString('hex')}`,
    { perDay, intervalMs },
    () => clock,
  );
}

/** A sync as a worker runs it, with the test's LinkedIn and clock and `budget`. */
function syncWith(budget: CallBudget, source: PostStatisticsSource = linkedin) {
  const dataSource = app.api.infra.dataSource;
  const activity = new ActivityService(dataSource, () => undefined);
  return new MetricsSync(
    dataSource,
    app.api.services.posts,
    app.api.services.statisticsClaims,
    source,
    new TokenCipher(app.config.tokenEncryptionKey),
    new ReconnectNotifier(dataSource, activity),
    budget,
    { maxAgeDays: MAX_AGE_DAYS },
    createLogger('metrics', 'silent'),
    () => clock,
  );
}

beforeEach(() => {
  linkedin = new FakeStatistics();
  sync = syncWith(budgetOf(1_000_000));
});

/** A member connected to LinkedIn (their token `token-of-<id>`), with the statistics scope or not. */
async function connectedUser(scopes = ['openid', 'w_member_social', POST_ANALYTICS_SCOPE]) {
  const user = await buildUser(app);
  await buildLinkedInConnection(app, user, { scopes });
  return user;
}

/**
 * A post of the user's published on LinkedIn `daysAgo` days before the clock, its statistics
 * due at `dueAt` (none unless said); its URN.
 */
async function publishedPost(user: RegisteredUser, daysAgo = 1, dueAt: Date | null = null) {
  const urn = `urn:li:share:${7_100_000_000 + ++serial}`;
  await buildPost(app, user, {
    content: `Post ${urn}`,
    status: 'published',
    publishedAt: new Date(clock.getTime() - daysAgo * DAY),
    externalUrn: urn,
    metricsDueAt: dueAt,
  });
  return urn;
}

const query = <T>(sql: string, params: unknown[]) =>
  app.api.infra.dataSource.query(sql, params) as Promise<T[]>;

const hours = (user: RegisteredUser) =>
  query<{ hour: Date; views: number; likes: number; comments: number; shares: number }>(
    `SELECT hour, views, likes, comments, shares FROM metric_hours WHERE user_id = $1 ORDER BY hour`,
    [user.id],
  );

const dueOf = async (urn: string) =>
  (
    await query<{ metrics_due_at: Date | null }>(
      `SELECT metrics_due_at FROM posts WHERE external_urn = $1`,
      [urn],
    )
  )[0]!.metrics_due_at;

/** Runs the due sync with an ample budget until nothing is due, so the next test starts clean. */
async function drain() {
  const ample = syncWith(budgetOf(1_000_000_000), new FakeStatistics());
  while ((await ample.syncDue()).calls > 0 || (await anythingDue())) await ample.syncDue();
}

const anythingDue = async () =>
  (
    await query<{ due: boolean }>(
      `SELECT EXISTS (SELECT FROM posts WHERE metrics_due_at <= $1) AS due`,
      [clock],
    )
  )[0]!.due;

describe("a member's Refresh statistics", () => {
  it('stores each change as a snapshot and adds it to the hour it was reported in', async () => {
    const user = await connectedUser();
    const first = await publishedPost(user);
    const second = await publishedPost(user, 3);
    linkedin.answers.set(first, stats(100, 5, 2, 1));
    linkedin.answers.set(second, stats(40, 1));

    clock = new Date('2026-11-20T10:15:00Z');
    expect(await sync.syncUser(user.id)).toEqual({
      status: 'synced',
      posts: 2,
      changed: 2,
      deferred: 0,
    });
    expect(linkedin.asked.every((call) => call.token === `token-of-${user.id}`)).toBe(true);

    // An hour later: the first post moved, the second did not.
    clock = new Date('2026-11-20T11:40:00Z');
    linkedin.answers.set(first, stats(130, 7, 2, 1));
    expect(await sync.syncUser(user.id)).toEqual({
      status: 'synced',
      posts: 2,
      changed: 1,
      deferred: 0,
    });

    expect(await hours(user)).toEqual([
      { hour: new Date('2026-11-20T10:00:00Z'), views: 140, likes: 6, comments: 2, shares: 1 },
      { hour: new Date('2026-11-20T11:00:00Z'), views: 30, likes: 2, comments: 0, shares: 0 },
    ]);
    const snapshots = await query<{ views: number }>(
      `SELECT m.views FROM post_metrics m JOIN posts p ON p.id = m.post_id
        WHERE p.external_urn = $1 ORDER BY m.captured_at`,
      [first],
    );
    expect(snapshots.map((s) => s.views)).toEqual([100, 130]);
    const [post] = await query<Record<string, unknown>>(
      `SELECT views, likes, comments, shares, metrics_updated_at FROM posts WHERE external_urn = $1`,
      [second],
    );
    // Unchanged figures move only the time they were last confirmed.
    expect(post).toEqual({
      views: 40,
      likes: 1,
      comments: 0,
      shares: 0,
      metrics_updated_at: new Date('2026-11-20T11:40:00Z'),
    });
    const [account] = await query<{ metrics_synced_at: Date }>(
      `SELECT metrics_synced_at FROM linkedin_accounts WHERE user_id = $1`,
      [user.id],
    );
    expect(account!.metrics_synced_at).toEqual(new Date('2026-11-20T11:40:00Z'));
    // Each post is next due at the next age of the schedule after this read.
    expect(await dueOf(second)).toEqual(new Date('2026-11-21T10:15:00Z'));
  });

  it('never counts a change twice when two syncs race', async () => {
    const user = await connectedUser();
    const urn = await publishedPost(user);
    linkedin.answers.set(urn, stats(50, 2));
    clock = new Date('2026-11-20T12:05:00Z');
    await Promise.all([sync.syncUser(user.id), sync.syncUser(user.id)]);
    expect(await hours(user)).toEqual([
      { hour: new Date('2026-11-20T12:00:00Z'), views: 50, likes: 2, comments: 0, shares: 0 },
    ]);
  });

  it('asks only about posts within the maximum age, and only for connections with the scope', async () => {
    const user = await connectedUser();
    const recent = await publishedPost(user, 10);
    const old = await publishedPost(user, MAX_AGE_DAYS + 1);
    linkedin.answers.set(recent, stats(1, 0));
    linkedin.answers.set(old, stats(1, 0));
    await sync.syncUser(user.id);
    expect(linkedin.asked.map((call) => call.urn)).toEqual([recent]);

    const without = await connectedUser(['openid', 'w_member_social']);
    await publishedPost(without);
    expect(await sync.syncUser(without.id)).toEqual({ status: 'no_access' });
  });

  it('fetches the newest posts the budget allows and leaves the others their time', async () => {
    const user = await connectedUser();
    const urns: string[] = [];
    for (let day = 1; day <= 4; day++) urns.push(await publishedPost(user, day, clock));
    for (const urn of urns) linkedin.answers.set(urn, stats(5, 1));
    // Two posts' worth of calls this interval.
    const short = syncWith(budgetOf(2 * CALLS_PER_POST * 1440));
    expect(await short.syncUser(user.id)).toEqual({
      status: 'synced',
      posts: 2,
      changed: 2,
      deferred: 2,
    });
    expect(linkedin.asked.map((call) => call.urn)).toEqual([urns[0], urns[1]]);
    expect(await dueOf(urns[3]!)).toEqual(clock);
    await drain();
  });

  it('marks the connection for renewal when LinkedIn refuses the token', async () => {
    const user = await connectedUser();
    const urn = await publishedPost(user);
    linkedin.answers.set(
      urn,
      new LinkedInError('unauthorized', 'The token used in the request has expired', 401),
    );
    expect(await sync.syncUser(user.id)).toEqual({ status: 'needs_reconnect' });
    const [account] = await query<{ status: string }>(
      `SELECT status FROM linkedin_accounts WHERE user_id = $1`,
      [user.id],
    );
    expect(account!.status).toBe('needs_reconnect');
    // The latest of the user's activity (saving the post came before).
    const [event] = await query<{ kind: string }>(
      `SELECT kind FROM activities WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [user.id],
    );
    expect(event!.kind).toBe('linkedin_needs_reconnect');
    // Nothing more is asked until the member reconnects.
    expect(await sync.syncUser(user.id)).toEqual({ status: 'needs_reconnect' });
  });

  it('drops the scope when LinkedIn refuses statistics for every post', async () => {
    const user = await connectedUser();
    const urn = await publishedPost(user);
    linkedin.answers.set(urn, new LinkedInError('forbidden', 'Not enough permissions', 403));
    expect(await sync.syncUser(user.id)).toEqual({ status: 'no_access' });
    const [account] = await query<{ scopes: string[] }>(
      `SELECT scopes FROM linkedin_accounts WHERE user_id = $1`,
      [user.id],
    );
    expect(account!.scopes).not.toContain(POST_ANALYTICS_SCOPE);
  });

  it('keeps what it stored and asks to be retried when LinkedIn is busy', async () => {
    const user = await connectedUser();
    const fine = await publishedPost(user, 1);
    const busy = await publishedPost(user, 2);
    linkedin.answers.set(fine, stats(10, 1));
    linkedin.answers.set(busy, new LinkedInError('rate_limited', 'Too many requests', 429));
    await expect(sync.syncUser(user.id)).rejects.toBeInstanceOf(RetryableMetricsError);
    const rows = await query<{ views: number | null }>(
      `SELECT views FROM posts WHERE user_id = $1 ORDER BY published_at DESC`,
      [user.id],
    );
    expect(rows.map((row) => row.views)).toEqual([10, null]);
  });
});

/** Each test of the due statistics starts at its own moment, with nothing else due then. */
async function startAt(moment: string) {
  clock = new Date(moment);
  await drain();
}

describe('the due statistics', () => {
  it('takes the most overdue posts first, as many as the interval’s share of the budget allows', async () => {
    await startAt('2026-12-01T08:00:00Z');
    const user = await connectedUser();
    const byLateness = [
      await publishedPost(user, 2, new Date(clock.getTime() - 5 * HOUR)),
      await publishedPost(user, 2, new Date(clock.getTime() - 3 * HOUR)),
      await publishedPost(user, 2, new Date(clock.getTime() - 1 * HOUR)),
    ];
    const notYet = await publishedPost(user, 2, new Date(clock.getTime() + HOUR));
    for (const urn of [...byLateness, notYet]) linkedin.answers.set(urn, stats(3, 1));
    // A day's budget whose minute is two posts' worth of calls.
    const budget = budgetOf(2 * CALLS_PER_POST * 1440);
    const picker = syncWith(budget);

    expect(await picker.syncDue()).toEqual({ posts: 2, changed: 2, calls: 2 * CALLS_PER_POST });
    expect(linkedin.asked.map((call) => call.urn)).toEqual(byLateness.slice(0, 2));
    expect(await budget.spent()).toBe(2 * CALLS_PER_POST);
    // The share is spent: nothing more this interval.
    expect(await picker.syncDue()).toEqual({ posts: 0, changed: 0, calls: 0 });

    // A minute later the share has refilled: the third, never the one not yet due.
    clock = new Date(clock.getTime() + 60_000);
    expect(await picker.syncDue()).toMatchObject({ posts: 1 });
    expect(linkedin.asked.map((call) => call.urn)).toEqual(byLateness);
    expect(await dueOf(notYet)).toEqual(new Date(clock.getTime() - 60_000 + HOUR));
  });

  it('sets each post’s next time by its age, and asks about it no more than the schedule says', async () => {
    await startAt('2026-12-02T08:00:00Z');
    const user = await connectedUser();
    const publishedAt = new Date(clock.getTime());
    const urn = await publishedPost(user, 0, new Date(publishedAt.getTime() + HOUR));
    linkedin.answers.set(urn, stats(1, 0));
    // A simulated week, looked at every 10 minutes.
    const seen: number[] = [];
    for (let t = 0; t <= 7 * DAY; t += 10 * 60_000) {
      clock = new Date(publishedAt.getTime() + t);
      const before = linkedin.asked.length;
      await sync.syncDue();
      if (linkedin.asked.length > before) seen.push(t / HOUR);
    }
    expect(seen).toEqual([1, 3, 12, 24, 48, 72, 96, 120, 144, 168]);
    expect(await dueOf(urn)).toEqual(nextStatisticsSync(publishedAt, clock, MAX_AGE_DAYS));
  });

  it('never asks about a post older than the maximum age, and stops following it', async () => {
    await startAt('2026-12-03T08:00:00Z');
    const user = await connectedUser();
    const aged = await publishedPost(user, MAX_AGE_DAYS + 0.5, new Date(clock.getTime() - HOUR));
    const young = await publishedPost(user, MAX_AGE_DAYS - 0.5, new Date(clock.getTime() - HOUR));
    linkedin.answers.set(aged, stats(9, 9));
    linkedin.answers.set(young, stats(9, 9));
    const budget = budgetOf(1_000_000);
    await syncWith(budget).syncDue();
    expect(linkedin.asked.map((call) => call.urn)).toEqual([young]);
    expect(await dueOf(aged)).toBeNull();
    // The young post's last time is an hour before the maximum age.
    expect(await dueOf(young)).toEqual(
      new Date(clock.getTime() - (MAX_AGE_DAYS - 0.5) * DAY + MAX_AGE_DAYS * DAY - HOUR),
    );
    // Only the calls made are spent.
    expect(await budget.spent()).toBe(CALLS_PER_POST);
  });

  it('spends what a post past the maximum age would have cost on the next one due', async () => {
    await startAt('2026-12-03T20:00:00Z');
    const user = await connectedUser();
    const aged = await publishedPost(user, MAX_AGE_DAYS + 1, new Date(clock.getTime() - 2 * HOUR));
    const young = await publishedPost(user, 1, new Date(clock.getTime() - HOUR));
    linkedin.answers.set(young, stats(1, 1));
    // One post's worth of calls a minute.
    expect(await syncWith(budgetOf(CALLS_PER_POST * 1440)).syncDue()).toMatchObject({ posts: 1 });
    expect(linkedin.asked.map((call) => call.urn)).toEqual([young]);
    expect(await dueOf(aged)).toBeNull();
  });

  it('makes no call for a member without access, and waits a day for one who must reconnect', async () => {
    await startAt('2026-12-04T08:00:00Z');
    const without = await connectedUser(['openid', 'w_member_social']);
    const lost = await publishedPost(without, 1, clock);
    const expired = await buildUser(app);
    await buildLinkedInConnection(app, expired, {
      scopes: ['openid', POST_ANALYTICS_SCOPE],
      status: 'needs_reconnect',
    });
    const waiting = await publishedPost(expired, 1, clock);
    await sync.syncDue();
    expect(linkedin.asked).toEqual([]);
    expect(await dueOf(lost)).toBeNull();
    expect(await dueOf(waiting)).toEqual(new Date(clock.getTime() + DAY));
  });

  it('spends the budget once across two workers, and never asks about a post twice', async () => {
    await startAt('2026-12-05T08:00:00Z');
    const users = [await connectedUser(), await connectedUser(), await connectedUser()];
    const urns: string[] = [];
    for (const [i, user] of users.entries()) {
      for (let n = 0; n < 8; n++) {
        urns.push(await publishedPost(user, 1, new Date(clock.getTime() - (i * 8 + n) * 60_000)));
      }
    }
    for (const urn of urns) linkedin.answers.set(urn, stats(2, 1));
    // Each worker on its own Redis connection, one budget: ten posts' worth a minute.
    const perDay = 10 * CALLS_PER_POST * 1440;
    const connections = [createRedis(app.config.redisUrl), createRedis(app.config.redisUrl)];
    try {
      const key = `${app.config.redisPrefix}:shared-${randomBytes(4).toString('hex')}`;
      const workers = connections.map((redis) =>
        syncWith(new CallBudget(redis, key, { perDay, intervalMs: 60_000 }, () => clock)),
      );
      const looks = await Promise.all(workers.map((worker) => worker.syncDue()));
      expect(looks.reduce((sum, look) => sum + look.posts, 0)).toBe(10);
      expect(new Set(linkedin.asked.map((call) => call.urn)).size).toBe(linkedin.asked.length);
      // The ten most overdue of the 24, whichever worker took them.
      expect(new Set(linkedin.asked.map((call) => call.urn))).toEqual(
        new Set(urns.slice().reverse().slice(0, 10)),
      );
    } finally {
      await Promise.all(connections.map((redis) => redis.quit()));
    }
  });
});
