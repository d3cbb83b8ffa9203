import { createLogger } from '../../../kernel/logger';
import { POST_ANALYTICS_SCOPE } from '../../../kernel/config';
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
import {
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

let clock = new Date('2026-11-20T10:15:00Z');
let linkedin: FakeStatistics;
let sync: MetricsSync;
let serial = 0;

beforeEach(() => {
  linkedin = new FakeStatistics();
  const dataSource = app.api.infra.dataSource;
  const activity = new ActivityService(dataSource, () => undefined);
  sync = new MetricsSync(
    dataSource,
    app.api.services.posts,
    linkedin,
    new TokenCipher(app.config.tokenEncryptionKey),
    new ReconnectNotifier(dataSource, activity),
    createLogger('metrics', 'silent'),
    () => clock,
  );
});

/** A member connected to LinkedIn (their token `token-of-<id>`), with the statistics scope or not. */
async function connectedUser(scopes = ['openid', 'w_member_social', POST_ANALYTICS_SCOPE]) {
  const user = await buildUser(app);
  await buildLinkedInConnection(app, user, { scopes });
  return user;
}

/** A post of the user's published on LinkedIn `daysAgo` days before the clock; its URN. */
async function publishedPost(user: RegisteredUser, daysAgo = 1) {
  const urn = `urn:li:share:${7_100_000_000 + ++serial}`;
  await buildPost(app, user, {
    content: `Post ${urn}`,
    status: 'published',
    publishedAt: new Date(clock.getTime() - daysAgo * 24 * 3600_000),
    externalUrn: urn,
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

describe('MetricsSync', () => {
  it('stores each change as a snapshot and adds it to the hour it was reported in', async () => {
    const user = await connectedUser();
    const first = await publishedPost(user);
    const second = await publishedPost(user, 3);
    linkedin.answers.set(first, stats(100, 5, 2, 1));
    linkedin.answers.set(second, stats(40, 1));

    clock = new Date('2026-11-20T10:15:00Z');
    expect(await sync.syncUser(user.id)).toEqual({ status: 'synced', posts: 2, changed: 2 });
    expect(linkedin.asked.every((call) => call.token === `token-of-${user.id}`)).toBe(true);

    // An hour later: the first post moved, the second did not.
    clock = new Date('2026-11-20T11:40:00Z');
    linkedin.answers.set(first, stats(130, 7, 2, 1));
    expect(await sync.syncUser(user.id)).toEqual({ status: 'synced', posts: 2, changed: 1 });

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

  it('follows only published posts of the last year, and only for connections with the scope', async () => {
    const user = await connectedUser();
    const recent = await publishedPost(user, 10);
    const old = await publishedPost(user, 400);
    linkedin.answers.set(recent, stats(1, 0));
    linkedin.answers.set(old, stats(1, 0));
    await sync.syncUser(user.id);
    expect(linkedin.asked.map((call) => call.urn)).toEqual([recent]);
    expect(await sync.usersToSync()).toContain(user.id);

    const without = await connectedUser(['openid', 'w_member_social']);
    await publishedPost(without);
    expect(await sync.syncUser(without.id)).toEqual({ status: 'no_access' });
    expect(await sync.usersToSync()).not.toContain(without.id);
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
