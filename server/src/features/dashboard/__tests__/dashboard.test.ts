import { useTestApp } from '../../../../test/support/app';
import {
  bearer,
  buildSchedule,
  buildPost,
  registerUser,
  type RegisteredUser,
  createPost,
} from '../../../../test/support/factories';
import { STAT_NOTES } from '../dashboard.service';

const app = useTestApp();

const post = async (user: RegisteredUser, content: string) =>
  (await createPost(app, user, content)).id;

const OVERVIEW = `{ dashboardOverview {
  stats {
    totalPosts { value changePercent note }
    scheduledPosts { value changePercent note }
    totalEngagement { value changePercent note }
    profileViews { value changePercent note }
  }
  upcomingPosts { id scheduledTime }
  recentActivity { kind description timestamp postId }
  linkedInStatus { status sandbox }
} }`;

/** Saves a daily schedule in UTC at one time, on or paused. */
const saveSchedule = (user: RegisteredUser, time: string, isActive: boolean) =>
  buildSchedule(app, user, { timeSlots: [time], isActive });

describe('the dashboard overview', () => {
  it('starts empty and honest: zeros, no changes, and notes for what LinkedIn does not share', async () => {
    const user = await registerUser(app);
    const res = await app.graphql(OVERVIEW, {}, user.token);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      dashboardOverview: {
        stats: {
          totalPosts: { value: 0, changePercent: null, note: null },
          scheduledPosts: { value: 0, changePercent: null, note: null },
          totalEngagement: {
            value: null,
            changePercent: null,
            note: STAT_NOTES.engagementUnavailable,
          },
          profileViews: {
            value: null,
            changePercent: null,
            note: STAT_NOTES.profileViewsUnavailable,
          },
        },
        upcomingPosts: [],
        recentActivity: [],
        linkedInStatus: { status: 'not_connected', sandbox: true },
      },
    });
  });

  it("counts the user's published posts, compares whole 30-day periods and lists what happened", async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    await post(other, 'Not mine.');
    const published = (content: string, daysAgo: number) =>
      buildPost(app, user, {
        content,
        status: 'published',
        publishedAt: new Date(Date.now() - daysAgo * 24 * 3600_000),
      });
    for (const content of ['Old one.', 'Old two.']) await published(content, 40);
    for (const content of ['New one.', 'New two.']) await published(content, 2);
    const db = app.api.infra.dataSource;
    await post(user, 'Still a draft.');
    const scheduled = await post(user, 'New three, going out soon.');
    await app.http().post(`/api/content/posts/${scheduled}/schedule`).set(bearer(user)).expect(200);

    // An account days old: no whole previous period to compare with.
    const young = await app.http().get('/api/dashboard/overview').set(bearer(user)).expect(200);
    expect(young.body.statDetails.totalPosts).toEqual({
      value: 4,
      changePercent: null,
      note: '1 draft',
    });

    await db.query(`UPDATE users SET created_at = now() - interval '90 days' WHERE id = $1`, [
      user.id,
    ]);
    const res = await app.http().get('/api/dashboard/overview').set(bearer(user)).expect(200);
    expect(res.body.stats).toEqual({
      totalPosts: 4,
      scheduledPosts: 1,
      totalEngagement: null,
      profileViews: null,
    });
    // Two published in the last 30 days against two in the 30 before.
    expect(res.body.statDetails.totalPosts).toEqual({
      value: 4,
      changePercent: 0,
      note: '1 draft',
    });
    // Nothing was due in the last 30 days: no change to show.
    expect(res.body.statDetails.scheduledPosts.changePercent).toBeNull();
    expect(res.body.upcomingPosts.map((p: { _id: string }) => p._id)).toEqual([scheduled]);
    expect(res.body.recentActivity).toHaveLength(5);
    expect(res.body.recentActivity[0]).toMatchObject({
      kind: 'post_scheduled',
      postId: scheduled,
      description: expect.stringMatching(
        /^Scheduled “New three, going out soon\.” for \w{3} \d{1,2} \w{3}, 09:00 \(America\/New_York\)$/,
      ),
    });
    expect(res.body.recentActivity[1]).toMatchObject({
      kind: 'post_saved',
      description: 'Saved a draft: “New three, going out soon.”',
    });
    expect(res.body.linkedInStatus).toMatchObject({ status: 'not_connected' });
  });

  it('records settings, schedule and deletions as activity', async () => {
    const user = await registerUser(app);
    await app
      .http()
      .put('/api/user/settings')
      .set(bearer(user))
      .send({ language: 'fr' })
      .expect(200);
    await saveSchedule(user, '10:00', false);
    const id = await post(user, 'Soon gone.');
    await app.http().delete(`/api/content/posts/${id}`).set(bearer(user)).expect(200);
    const res = await app.graphql<{
      dashboardOverview: {
        recentActivity: { kind: string; description: string; postId: string | null }[];
      };
    }>(OVERVIEW, {}, user.token);
    expect(res.data?.dashboardOverview.recentActivity).toEqual([
      expect.objectContaining({
        kind: 'post_deleted',
        description: 'Deleted “Soon gone.”',
        postId: null,
      }),
      expect.objectContaining({ kind: 'post_saved', postId: null }),
      expect.objectContaining({
        kind: 'schedule_changed',
        description: 'Paused your posting schedule',
      }),
      expect.objectContaining({ kind: 'settings_changed', description: 'Updated your settings' }),
    ]);
    await app.http().get('/api/dashboard/overview').expect(401);
  });

  it('folds repeated settings and schedule changes into one line each', async () => {
    const user = await registerUser(app);
    for (const language of ['fr', 'de', 'es']) {
      await app.http().put('/api/user/settings').set(bearer(user)).send({ language }).expect(200);
    }
    for (const slot of ['08:00', '09:00', '10:00']) {
      await saveSchedule(user, slot, true);
    }
    const res = await app.http().get('/api/dashboard/overview').set(bearer(user)).expect(200);
    expect(
      res.body.recentActivity.map((a: { kind: string; description: string }) => a.kind),
    ).toEqual(['schedule_changed', 'settings_changed']);
  });
});
