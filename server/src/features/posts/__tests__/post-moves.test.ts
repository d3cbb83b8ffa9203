import { DateTime } from 'luxon';
import { CONTENT_MESSAGES as CM, INPUT_MESSAGES } from '@postpilot/common';
import { useTestApp } from '../../../../test/support/app';
import {
  bearer,
  createPost,
  registerUser,
  type RegisteredUser,
} from '../../../../test/support/factories';

const app = useTestApp();

const DAILY_NINE = {
  timezone: 'UTC',
  frequency: 'daily',
  customDays: [],
  timeSlots: ['09:00'],
  autoPost: false,
  isActive: true,
};

interface MovedPost {
  id: string;
  status: string;
  scheduledTime: string;
}

const saveSchedule = (user: RegisteredUser, schedule: object) =>
  app.http().put('/api/schedule').set(bearer(user)).send(schedule).expect(200);

const schedule = (user: RegisteredUser, id: string, body: object = {}) =>
  app.http().post(`/api/content/posts/${id}/schedule`).set(bearer(user)).send(body);

const offSchedule = async (user: RegisteredUser) => {
  const res = await app.graphql<{ offSchedulePosts: MovedPost[] }>(
    `{ offSchedulePosts { id status scheduledTime } }`,
    {},
    user.token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.offSchedulePosts;
};

const moveOff = (user: RegisteredUser, ids?: string[]) =>
  app.graphql<{ moveOffSchedulePosts: MovedPost[] }>(
    `mutation ($ids: [ID!]) { moveOffSchedulePosts(ids: $ids) { id status scheduledTime } }`,
    { ids },
    user.token,
  );

/** A minute of a day ahead, in UTC, that no daily 09:00 schedule has as a slot. */
const offSlotTime = (days: number, time = '10:30') =>
  DateTime.utc()
    .plus({ days })
    .set({
      hour: Number(time.slice(0, 2)),
      minute: Number(time.slice(3)),
      second: 0,
      millisecond: 0,
    })
    .toISO()!;

const tokyoClock = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Tokyo' }).toFormat('HH:mm');

/** Drafts put into the next free slots, one after the other: answers them soonest first. */
async function scheduledPosts(user: RegisteredUser, count: number): Promise<MovedPost[]> {
  const posts: MovedPost[] = [];
  for (let i = 0; i < count; i++) {
    const draft = await createPost(app, user, `Scheduled post ${i + 1} of ${user.email}.`);
    posts.push((await schedule(user, draft.id).expect(200)).body.post);
  }
  return posts;
}

describe('posts off the schedule', () => {
  it('lists the posts a new time zone leaves off the slots and moves them in their order', async () => {
    const user = await registerUser(app);
    await saveSchedule(user, DAILY_NINE);
    const [a, b, c] = await scheduledPosts(user, 3);
    // Waiting for approval at a proposed time (it moves like the others, still waiting).
    const pending = await createPost(
      app,
      user,
      'Proposed for a time of its own.',
      'pending_approval',
    );
    const proposed = (
      await schedule(user, pending.id, { scheduledTime: offSlotTime(4, '09:00') }).expect(200)
    ).body.post;
    expect(proposed).toMatchObject({ status: 'pending_approval' });
    // One the user put at a time of their own, and keeps there.
    const chosen = await createPost(app, user, 'At half past ten, on purpose.');
    const chosenAt = (
      await schedule(user, chosen.id, { scheduledTime: offSlotTime(2) }).expect(200)
    ).body.post;

    expect((await offSchedule(user)).map((post) => post.id)).toEqual([chosen.id]);
    await saveSchedule(user, { ...DAILY_NINE, timezone: 'Asia/Tokyo' });
    const off = await offSchedule(user);
    const soonestFirst = [a!, b!, c!, proposed, chosenAt]
      .sort((x, y) => Date.parse(x.scheduledTime) - Date.parse(y.scheduledTime))
      .map((post) => post.id);
    expect(off.map((post) => post.id)).toEqual(soonestFirst);

    const toMove = [a!.id, b!.id, c!.id, pending.id];
    const res = await moveOff(user, toMove);
    expect(res.errors).toBeUndefined();
    const moved = res.data!.moveOffSchedulePosts;
    // In their order, each in a slot of the new schedule, one a day, keeping its status.
    expect(moved.map((post) => post.id)).toEqual(toMove);
    expect(moved.map((post) => post.status)).toEqual([
      'scheduled',
      'scheduled',
      'scheduled',
      'pending_approval',
    ]);
    const times = moved.map((post) => Date.parse(post.scheduledTime));
    for (const post of moved) expect(tokyoClock(post.scheduledTime)).toBe('09:00');
    expect(times[0]).toBeGreaterThan(Date.now());
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBe(86_400_000);

    // The chosen one kept its time; nothing else is off the schedule now.
    expect((await offSchedule(user)).map((post) => post.id)).toEqual([chosen.id]);
    const preview = await app.graphql<{
      schedulePreview: { time: string; onSchedule: boolean; post: { id: string } | null }[];
    }>(`{ schedulePreview(count: 6) { time onSchedule post { id } } }`, {}, user.token);
    const withPosts = preview.data!.schedulePreview.filter((slot) => slot.post);
    expect(withPosts.map((slot) => slot.post!.id)).toEqual(
      expect.arrayContaining([a!.id, b!.id, c!.id, pending.id, chosen.id]),
    );
  });

  it('moves every post off the schedule when no ids are given, and nothing twice', async () => {
    const user = await registerUser(app);
    await saveSchedule(user, DAILY_NINE);
    const posts = await scheduledPosts(user, 2);
    await saveSchedule(user, { ...DAILY_NINE, timeSlots: ['13:45'] });
    const res = await moveOff(user);
    expect(res.data!.moveOffSchedulePosts.map((post) => post.id)).toEqual(posts.map((p) => p.id));
    for (const post of res.data!.moveOffSchedulePosts) {
      expect(DateTime.fromISO(post.scheduledTime, { zone: 'UTC' }).toFormat('HH:mm')).toBe('13:45');
    }
    const again = await moveOff(user);
    expect(again.data!.moveOffSchedulePosts).toEqual([]);
  });

  it('never moves a post twice nor puts two posts in one slot when two tabs press Move at once', async () => {
    const user = await registerUser(app);
    await saveSchedule(user, DAILY_NINE);
    const posts = await scheduledPosts(user, 6);
    await saveSchedule(user, { ...DAILY_NINE, timezone: 'Australia/Sydney' });
    const extra = await createPost(app, user, 'Scheduled while the moves run.');
    const [first, second, third, rest] = await Promise.all([
      moveOff(user),
      moveOff(user),
      moveOff(
        user,
        posts.map((post) => post.id),
      ),
      schedule(user, extra.id),
    ]);
    expect(rest.status).toBe(200);
    const moved = [first, second, third].flatMap((res) => {
      expect(res.errors).toBeUndefined();
      return res.data!.moveOffSchedulePosts.map((post) => post.id);
    });
    expect([...moved].sort()).toEqual(posts.map((post) => post.id).sort());

    const upcoming = await app
      .http()
      .get('/api/schedule/upcoming?limit=20')
      .set(bearer(user))
      .expect(200);
    const times = upcoming.body.posts.map((post: { scheduledTime: string }) => post.scheduledTime);
    expect(times).toHaveLength(7);
    expect(new Set(times).size).toBe(7);
    for (const time of times) {
      expect(DateTime.fromISO(time, { zone: 'Australia/Sydney' }).toFormat('HH:mm')).toBe('09:00');
    }
    expect(await offSchedule(user)).toEqual([]);
  });

  it("answers 404 for another user's post and 400 for malformed or too many ids, moving nothing", async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    await saveSchedule(owner, DAILY_NINE);
    const [post] = await scheduledPosts(owner, 1);
    await saveSchedule(owner, { ...DAILY_NINE, timeSlots: ['07:00'] });

    const theirs = await moveOff(stranger, [post!.id]);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await moveOff(owner, [post!.id, 'not-an-id']);
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tooMany = await moveOff(
      owner,
      Array.from({ length: 101 }, () => post!.id),
    );
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.extensions?.errors?.[0]?.message).toBe(
      INPUT_MESSAGES.tooManyItems(100),
    );
    const hostileLimit = await app.graphql(
      `{ offSchedulePosts(limit: -5) { id } }`,
      {},
      owner.token,
    );
    expect(hostileLimit.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    expect((await offSchedule(owner)).map((p) => p.id)).toEqual([post!.id]);
    expect(await offSchedule(stranger)).toEqual([]);
    const strangerSchedules = await schedule(stranger, post!.id, { postNow: true }).expect(404);
    expect(strangerSchedules.body.message).toBe(CM.postNotFound);
  });
});

describe('a truthful preview', () => {
  it('shows posts at times that are not slots among the slots, and a slot is free only when no post is due', async () => {
    const user = await registerUser(app);
    await saveSchedule(user, DAILY_NINE);
    const [onSlot] = await scheduledPosts(user, 1);
    const chosen = await createPost(app, user, 'Half past ten, between the slots.');
    const at = offSlotTime(2);
    await schedule(user, chosen.id, { scheduledTime: at }).expect(200);

    const res = await app
      .http()
      .post('/api/schedule/preview?count=5')
      .set(bearer(user))
      .expect(200);
    const entries: { scheduledTime: string; onSchedule: boolean; post: { _id: string } | null }[] =
      res.body.posts;
    expect(entries).toHaveLength(5);
    const times = entries.map((entry) => Date.parse(entry.scheduledTime));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    const off = entries.filter((entry) => !entry.onSchedule);
    expect(off).toEqual([
      expect.objectContaining({
        scheduledTime: new Date(at).toISOString(),
        post: expect.objectContaining({ _id: chosen.id }),
      }),
    ]);
    const slots = entries.filter((entry) => entry.onSchedule);
    expect(slots).toHaveLength(4);
    expect(slots[0]!.post?._id).toBe(onSlot!.id);
    expect(slots.slice(1).every((slot) => slot.post === null)).toBe(true);
    for (const slot of slots) {
      expect(DateTime.fromISO(slot.scheduledTime, { zone: 'UTC' }).toFormat('HH:mm')).toBe('09:00');
    }
  });
});

describe('choosing when', () => {
  it('posts now: the post is due at once', async () => {
    const user = await registerUser(app);
    const draft = await createPost(app, user, 'Right now, please.');
    const before = Date.now();
    const res = await schedule(user, draft.id, { postNow: true }).expect(200);
    expect(res.body.post.status).toBe('scheduled');
    const due = Date.parse(res.body.post.scheduledTime);
    expect(due).toBeGreaterThanOrEqual(before - 5_000);
    expect(due).toBeLessThanOrEqual(Date.now());
    // A scheduled post can be sent now too (Change time).
    const later = await createPost(app, user, 'Later, then sooner.');
    await schedule(user, later.id, { scheduledTime: offSlotTime(3) }).expect(200);
    const sooner = await schedule(user, later.id, { postNow: true }).expect(200);
    expect(Date.parse(sooner.body.post.scheduledTime)).toBeLessThanOrEqual(Date.now());
  });

  it('moves a scheduled post, and a waiting one keeps waiting at its new time', async () => {
    const user = await registerUser(app);
    await saveSchedule(user, DAILY_NINE);
    const [post] = await scheduledPosts(user, 1);
    const at = offSlotTime(6, '16:20');
    const moved = await app.graphql<{ schedulePost: MovedPost }>(
      `mutation ($id: ID!, $input: SchedulePostInput) { schedulePost(id: $id, input: $input) { id status scheduledTime } }`,
      { id: post!.id, input: { scheduledTime: at } },
      user.token,
    );
    expect(moved.data!.schedulePost).toEqual({
      id: post!.id,
      status: 'scheduled',
      scheduledTime: new Date(at).toISOString(),
    });
    const pending = await createPost(app, user, 'Awaiting a yes.', 'pending_approval');
    const noTime = await schedule(user, pending.id).expect(409);
    expect(noTime.body.message).toBe(CM.pendingNeedsTime);
    // The moment the scheduled post holds is not free for it.
    const taken = await schedule(user, pending.id, { scheduledTime: at }).expect(409);
    expect(taken.body.code).toBe('SLOT_TAKEN');
    const later = offSlotTime(7, '16:20');
    const waiting = await schedule(user, pending.id, { scheduledTime: later }).expect(200);
    expect(waiting.body.post).toMatchObject({
      status: 'pending_approval',
      scheduledTime: new Date(later).toISOString(),
    });
  });

  it('refuses past, far, malformed or doubled times with 400 and changes nothing', async () => {
    const user = await registerUser(app);
    const draft = await createPost(app, user, 'Not like this.');
    const cases: [object, string, string][] = [
      [
        { scheduledTime: new Date(Date.now() - 60_000).toISOString() },
        'scheduledTime',
        CM.scheduledTimePast,
      ],
      [{ scheduledTime: '2999-01-01T09:00:00Z' }, 'scheduledTime', CM.scheduledTimeTooFar],
      [{ scheduledTime: 'next tuesday' }, 'scheduledTime', CM.scheduledTimeInvalid],
      [{ scheduledTime: offSlotTime(2), postNow: true }, 'postNow', CM.postNowWithTime],
      [{ postNow: 'soon' }, 'postNow', INPUT_MESSAGES.notBoolean],
      [{ scheduledTime: { $gt: 0 } }, 'scheduledTime', INPUT_MESSAGES.notDate],
    ];
    for (const [body, field, message] of cases) {
      const res = await schedule(user, draft.id, body).expect(400);
      expect(res.body.errors).toEqual([{ field, message }]);
    }
    const gql = await app.graphql(
      `mutation ($id: ID!) { schedulePost(id: $id, input: { postNow: true, scheduledTime: "2030-01-01T09:00:00Z" }) { id } }`,
      { id: draft.id },
      user.token,
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unchanged = await app
      .http()
      .get(`/api/content/posts/${draft.id}`)
      .set(bearer(user))
      .expect(200);
    expect(unchanged.body.post).toMatchObject({ status: 'draft', scheduledTime: null });
  });

  it('tells the next free slot, where a post scheduled without a time goes', async () => {
    const user = await registerUser(app);
    await saveSchedule(user, { ...DAILY_NINE, timezone: 'Europe/Berlin', timeSlots: ['18:00'] });
    const ask = async () =>
      (await app.graphql<{ nextFreeSlot: string | null }>(`{ nextFreeSlot }`, {}, user.token)).data!
        .nextFreeSlot;
    const next = await ask();
    const draft = await createPost(app, user, 'Into the next free slot.');
    const res = await schedule(user, draft.id).expect(200);
    expect(res.body.post.scheduledTime).toBe(next);
    const berlin = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Berlin' });
    const after = berlin((await ask())!);
    expect(after.toFormat('HH:mm')).toBe('18:00');
    expect(after.toISODate()).toBe(berlin(next!).plus({ days: 1 }).toISODate());

    await saveSchedule(user, { ...DAILY_NINE, frequency: 'custom', customDays: [] });
    expect(await ask()).toBeNull();
  });
});
