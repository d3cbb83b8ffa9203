import { DateTime } from 'luxon';
import { SCHEDULE_DEFAULTS, SCHEDULE_MESSAGES as SM } from '@postpilot/common';
import { useTestApp } from '../../../../test/support/app';
import { bearer, registerUser } from '../../../../test/support/factories';

const app = useTestApp();

const SCHEDULE = {
  timezone: 'Europe/London',
  frequency: 'custom',
  customDays: ['tuesday', 'thursday'],
  timeSlots: ['17:30', '08:00'],
  autoPost: false,
  isActive: true,
};

describe('the schedule', () => {
  it('answers the default schedule until one is saved, through REST and GraphQL', async () => {
    const user = await registerUser(app);
    const rest = await app.http().get('/api/schedule').set(bearer(user)).expect(200);
    expect(rest.body).toEqual({ success: true, schedule: SCHEDULE_DEFAULTS });
    const gql = await app.graphql(
      `{ schedule { timezone frequency customDays timeSlots autoPost isActive } }`,
      {},
      user.token,
    );
    expect(gql.data).toEqual({ schedule: SCHEDULE_DEFAULTS });
  });

  it('saves the whole schedule, which a new sign-in reads back', async () => {
    const user = await registerUser(app);
    const saved = await app
      .http()
      .put('/api/schedule')
      .set(bearer(user))
      .send(SCHEDULE)
      .expect(200);
    expect(saved.body.schedule).toEqual({ ...SCHEDULE, timeSlots: ['08:00', '17:30'] });
    const login = await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    const again = await app.graphql<{ updateSchedule: unknown }>(
      `{ schedule { timezone customDays timeSlots } }`,
      {},
      login.body.token,
    );
    expect(again.data).toEqual({
      schedule: {
        timezone: 'Europe/London',
        customDays: ['tuesday', 'thursday'],
        timeSlots: ['08:00', '17:30'],
      },
    });
  });

  it('refuses an unknown zone, weekday or an impossible time with 400 and keeps what was saved', async () => {
    const user = await registerUser(app);
    await app.http().put('/api/schedule').set(bearer(user)).send(SCHEDULE).expect(200);
    const bad = await app
      .http()
      .put('/api/schedule')
      .set(bearer(user))
      .send({ ...SCHEDULE, timezone: 'Mars/Olympus', customDays: ['funday'], timeSlots: ['25:00'] })
      .expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'timezone', message: SM.timezoneInvalid },
        { field: 'customDays[0]', message: SM.dayInvalid },
        { field: 'timeSlots[0]', message: SM.timeInvalid },
      ]),
    );
    const none = await app
      .http()
      .put('/api/schedule')
      .set(bearer(user))
      .send({ ...SCHEDULE, timeSlots: [] })
      .expect(400);
    expect(none.body.errors).toEqual([{ field: 'timeSlots', message: SM.timeSlotsRequired }]);
    const gql = await app.graphql(
      `mutation ($input: ScheduleInput!) { updateSchedule(input: $input) { timezone } }`,
      { input: { ...SCHEDULE, frequency: 'hourly' } },
      user.token,
    );
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const kept = await app.http().get('/api/schedule').set(bearer(user)).expect(200);
    expect(kept.body.schedule.timezone).toBe('Europe/London');
  });

  it('previews the next slots with the posts that fill them, and lists upcoming posts', async () => {
    const user = await registerUser(app);
    await app.http().put('/api/schedule').set(bearer(user)).send(SCHEDULE).expect(200);
    const created = await app
      .http()
      .post('/api/content/posts')
      .set(bearer(user))
      .send({ content: 'Into the first free slot.', status: 'draft' })
      .expect(201);
    const scheduled = await app
      .http()
      .post(`/api/content/posts/${created.body.post.id}/schedule`)
      .set(bearer(user))
      .expect(200);

    const preview = await app.http().post('/api/schedule/preview').set(bearer(user)).expect(200);
    expect(preview.body.posts).toHaveLength(10);
    const times = preview.body.posts.map((slot: { scheduledTime: string }) =>
      DateTime.fromISO(slot.scheduledTime, { zone: 'Europe/London' }),
    );
    for (const time of times) {
      expect(['Tuesday', 'Thursday']).toContain(time.weekdayLong);
      expect(['08:00', '17:30']).toContain(time.toFormat('HH:mm'));
    }
    expect(preview.body.posts[0].post).toMatchObject({ _id: created.body.post.id });
    expect(preview.body.posts[1].post).toBeNull();
    expect(preview.body.posts[0].scheduledTime).toBe(scheduled.body.post.scheduledTime);

    const upcoming = await app.http().get('/api/schedule/upcoming').set(bearer(user)).expect(200);
    expect(upcoming.body.posts.map((p: { _id: string }) => p._id)).toEqual([created.body.post.id]);
    const gql = await app.graphql<{
      schedulePreview: { time: string; post: { id: string } | null }[];
    }>(`{ schedulePreview(count: 3) { time post { id } } upcomingPosts { id } }`, {}, user.token);
    expect(gql.data?.schedulePreview).toHaveLength(3);
    expect(gql.data?.schedulePreview[0].post?.id).toBe(created.body.post.id);
  });

  it("takes the onboarding's zone and auto-post, and shares them with Settings both ways", async () => {
    const user = await registerUser(app, {}, 'verified');
    const onboarding = {
      contentNiches: ['Leadership'],
      personalContext: 'Job title: Staff Engineer\nCompany: Globex',
      targetAudience: 'Professional network and industry peers',
      timezone: 'Europe/Berlin',
      tone: 'casual',
      autoPostEnabled: true,
      jobTitle: 'Staff Engineer',
      company: 'Globex',
    };
    const done = await app
      .http()
      .post('/api/user/onboarding')
      .set(bearer(user))
      .send(onboarding)
      .expect(200);
    // The answers reach the profile.
    expect(done.body.user).toMatchObject({ jobTitle: 'Staff Engineer', company: 'Globex' });
    // The browser's zone and the auto-post answer are the schedule's.
    const schedule = async () =>
      (await app.http().get('/api/schedule').set(bearer(user)).expect(200)).body.schedule;
    expect(await schedule()).toMatchObject({ timezone: 'Europe/Berlin', autoPost: true });

    // Settings' switch and zone are the same facts.
    await app
      .http()
      .put('/api/user/settings')
      .set(bearer(user))
      .send({ autoPostEnabled: false, timezone: 'Europe/Paris' })
      .expect(200);
    expect(await schedule()).toMatchObject({ timezone: 'Europe/Paris', autoPost: false });

    // And the Schedule page's, the other way.
    await app
      .http()
      .put('/api/schedule')
      .set(bearer(user))
      .send({ ...SCHEDULE, timezone: 'Asia/Tokyo', autoPost: true })
      .expect(200);
    const me = await app.http().get('/api/auth/me').set(bearer(user)).expect(200);
    expect(me.body.user).toMatchObject({ timezone: 'Asia/Tokyo', autoPostEnabled: true });
  });

  it("keeps the schedule's zone when onboarding's is not one of the schedule's", async () => {
    const user = await registerUser(app, {}, 'verified');
    await app
      .http()
      .post('/api/user/onboarding')
      .set(bearer(user))
      .send({
        contentNiches: ['Leadership'],
        personalContext: 'Engineer',
        targetAudience: 'Peers',
        timezone: 'Asia/Kolkata',
        autoPostEnabled: false,
      })
      .expect(200);
    const res = await app.http().get('/api/schedule').set(bearer(user)).expect(200);
    expect(res.body.schedule).toMatchObject({
      timezone: SCHEDULE_DEFAULTS.timezone,
      autoPost: false,
    });
  });

  it("shares the posting frequency with Settings both ways, keeping the schedule's days", async () => {
    const user = await registerUser(app);
    const schedule = async () =>
      (await app.http().get('/api/schedule').set(bearer(user)).expect(200)).body.schedule;
    const me = async () =>
      (await app.http().get('/api/auth/me').set(bearer(user)).expect(200)).body.user;
    await app.http().put('/api/schedule').set(bearer(user)).send(SCHEDULE).expect(200);
    // The Schedule page's frequency is the account's.
    expect((await me()).postingFrequency).toBe('custom');

    // Settings' frequency is the schedule's; its days and times stay.
    const weekly = await app
      .http()
      .put('/api/user/settings')
      .set(bearer(user))
      .send({ postingFrequency: 'weekly' })
      .expect(200);
    expect(weekly.body.user.postingFrequency).toBe('weekly');
    expect(await schedule()).toEqual({
      ...SCHEDULE,
      frequency: 'weekly',
      timeSlots: ['08:00', '17:30'],
    });

    // Through GraphQL too, and back through the Schedule page.
    const daily = await app.graphql<{ updateSettings: { postingFrequency: string } }>(
      `mutation { updateSettings(input: { postingFrequency: "daily" }) { postingFrequency } }`,
      {},
      user.token,
    );
    expect(daily.data?.updateSettings.postingFrequency).toBe('daily');
    expect((await schedule()).frequency).toBe('daily');
    await app
      .http()
      .put('/api/schedule')
      .set(bearer(user))
      .send({ ...SCHEDULE, frequency: 'weekly' })
      .expect(200);
    expect((await me()).postingFrequency).toBe('weekly');

    // The specification's biweekly and monthly are not the schedule's: refused, nothing changes.
    for (const postingFrequency of ['biweekly', 'monthly', 'hourly']) {
      const refused = await app
        .http()
        .put('/api/user/settings')
        .set(bearer(user))
        .send({ postingFrequency })
        .expect(400);
      expect(refused.body.errors).toEqual([
        { field: 'postingFrequency', message: SM.frequencyInvalid },
      ]);
    }
    expect((await me()).postingFrequency).toBe('weekly');
    expect((await schedule()).frequency).toBe('weekly');
  });

  it('starts a new schedule at the frequency Settings stored before onboarding', async () => {
    const user = await registerUser(app, {}, 'verified');
    await app
      .http()
      .put('/api/user/settings')
      .set(bearer(user))
      .send({ postingFrequency: 'weekly' })
      .expect(200);
    await app
      .http()
      .post('/api/user/onboarding')
      .set(bearer(user))
      .send({
        contentNiches: ['Leadership'],
        personalContext: 'Engineer',
        targetAudience: 'Peers',
        timezone: 'UTC',
        autoPostEnabled: false,
      })
      .expect(200);
    const res = await app.http().get('/api/schedule').set(bearer(user)).expect(200);
    expect(res.body.schedule.frequency).toBe('weekly');
  });
});
