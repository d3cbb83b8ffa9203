import { DateTime } from 'luxon';
import { CONTENT_MESSAGES as CM } from '@postpilot/common';
import { useTestApp } from '../../../../test/support/app';
import {
  bearer,
  buildPlannedPost,
  buildSchedule,
  createPost,
  registerUser,
  type RegisteredUser,
} from '../../../../test/support/factories';

/** The approval inbox: approve every waiting post at once, or decline one. */
const app = useTestApp();

interface RestPost {
  _id: string;
  status: string;
  scheduledTime: string | null;
  content: string;
}

/** 09:00 UTC, `days` from today. */
const nineOClock = (days: number) =>
  DateTime.utc().startOf('day').plus({ days, hours: 9 }).toJSDate();

async function memberWithSchedule(): Promise<RegisteredUser> {
  const user = await registerUser(app);
  await buildSchedule(app, user);
  return user;
}

/** A post auto-post proposed for `at`, waiting for approval (as the planner writes it). */
const proposed = async (user: RegisteredUser, content: string, at: Date): Promise<string> =>
  (await buildPlannedPost(app, user, { content, scheduledTime: at })).id;

async function postOf(user: RegisteredUser, id: string): Promise<RestPost> {
  const res = await app.http().get(`/api/content/posts/${id}`).set(bearer(user)).expect(200);
  return res.body.post;
}

const approveAll = (user: RegisteredUser) =>
  app.http().post('/api/content/posts/approve-all').set(bearer(user));

describe('approve all', () => {
  it('keeps proposed times still ahead and free, moves the others to free slots, books none twice', async () => {
    const user = await memberWithSchedule();
    const other = await memberWithSchedule();
    const kept = await proposed(user, 'Proposed for the day after tomorrow.', nineOClock(2));
    // The user scheduled a post of their own at the time auto-post proposed for this one.
    const mine = await createPost(app, user, 'My own post, scheduled by hand.');
    await app
      .http()
      .post(`/api/content/posts/${mine.id}/schedule`)
      .set(bearer(user))
      .send({ scheduledTime: nineOClock(3).toISOString() })
      .expect(200);
    const clashing = await proposed(user, 'Proposed where the user put their own.', nineOClock(3));
    const late = await proposed(user, 'Proposed for yesterday, never approved.', nineOClock(-1));
    const unproposed = await createPost(
      app,
      user,
      'Saved for approval by hand.',
      'pending_approval',
    );
    const draft = await createPost(app, user, 'Only a draft.');
    const othersPost = await proposed(other, 'Not yours to approve.', nineOClock(2));

    const res = await approveAll(user).expect(200);
    const approved: RestPost[] = res.body.posts;
    expect(res.body.success).toBe(true);
    expect(approved.map((post) => post._id).sort()).toEqual(
      [kept, clashing, late, unproposed.id].sort(),
    );
    expect(approved.every((post) => post.status === 'scheduled')).toBe(true);
    const times = approved.map((post) => Date.parse(post.scheduledTime!));
    // Soonest first, each in the future, each at one of the schedule's slots.
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const time of times) {
      expect(time).toBeGreaterThan(Date.now());
      expect(new Date(time).toISOString()).toMatch(/T09:00:00\.000Z$/);
    }
    const at = (id: string) => approved.find((post) => post._id === id)!.scheduledTime;
    expect(at(kept)).toBe(nineOClock(2).toISOString());
    // No slot is booked twice: not among the approved, not with the user's own post.
    const booked = [...times, nineOClock(3).getTime()];
    expect(new Set(booked).size).toBe(booked.length);
    expect(at(clashing)).not.toBe(nineOClock(3).toISOString());
    expect(await postOf(user, mine.id)).toMatchObject({
      status: 'scheduled',
      scheduledTime: nineOClock(3).toISOString(),
    });

    // What was not waiting, and another user's post, are left alone.
    expect((await postOf(user, draft.id)).status).toBe('draft');
    expect((await postOf(other, othersPost)).status).toBe('pending_approval');
    // Nothing waits any more; one line of activity says what happened.
    expect((await approveAll(user).expect(200)).body.posts).toEqual([]);
    const overview = await app.http().get('/api/dashboard/overview').set(bearer(user)).expect(200);
    expect(overview.body.recentActivity[0].description).toBe(
      'Approved 4 posts waiting for approval and scheduled them',
    );
  });

  it('approves each post once when two requests race, and never shares a slot', async () => {
    const user = await memberWithSchedule();
    const ids = await Promise.all(
      [1, 2, 3, 4, 5].map((day) => proposed(user, `Take number ${day}.`, nineOClock(-day))),
    );
    const answers = await Promise.all([approveAll(user), approveAll(user)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const approved: RestPost[] = answers.flatMap((res) => res.body.posts);
    expect(approved.map((post) => post._id).sort()).toEqual([...ids].sort());
    const times = approved.map((post) => post.scheduledTime);
    expect(new Set(times).size).toBe(ids.length);
  });

  it('answers GraphQL with the approved posts, and needs a signed-in member', async () => {
    const user = await memberWithSchedule();
    const id = await proposed(user, 'Through GraphQL.', nineOClock(4));
    const res = await app.graphql<{
      approveAllPosts: { id: string; status: string; scheduledTime: string }[];
    }>(`mutation { approveAllPosts { id status scheduledTime } }`, {}, user.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.approveAllPosts).toEqual([
      { id, status: 'scheduled', scheduledTime: nineOClock(4).toISOString() },
    ]);
    await app.http().post('/api/content/posts/approve-all').expect(401);
    const unverified = await registerUser(app, {}, 'unverified');
    await approveAll(unverified).expect(403);
  });
});

describe('reject', () => {
  it('cancels a waiting post and frees its slot; only a waiting post can be rejected', async () => {
    const user = await memberWithSchedule();
    const slot = nineOClock(2);
    const id = await proposed(user, 'Not quite my voice.', slot);
    const res = await app
      .http()
      .post(`/api/content/posts/${id}/reject`)
      .set(bearer(user))
      .expect(200);
    expect(res.body.post).toMatchObject({ _id: id, status: 'cancelled', scheduledTime: null });

    // The slot is free again: the preview shows it empty, and approve-all leaves it out.
    const preview = await app.http().post('/api/schedule/preview').set(bearer(user)).expect(200);
    const entry = preview.body.posts.find(
      (p: { scheduledTime: string }) => p.scheduledTime === slot.toISOString(),
    );
    expect(entry).toEqual({ scheduledTime: slot.toISOString(), post: null, onSchedule: true });
    expect((await approveAll(user).expect(200)).body.posts).toEqual([]);

    // Rejected once is enough; a draft or a scheduled post is not waiting for approval.
    const again = await app
      .http()
      .post(`/api/content/posts/${id}/reject`)
      .set(bearer(user))
      .expect(409);
    expect(again.body.message).toBe(CM.onlyPendingReject);
    const draft = await createPost(app, user, 'A draft.');
    await app.http().post(`/api/content/posts/${draft.id}/reject`).set(bearer(user)).expect(409);
    expect((await postOf(user, draft.id)).status).toBe('draft');

    // A rejected post can still go back to draft.
    const back = await app
      .http()
      .post(`/api/content/posts/${id}/draft`)
      .set(bearer(user))
      .expect(200);
    expect(back.body.post.status).toBe('draft');
  });

  it('through GraphQL, says so in the activity', async () => {
    const user = await memberWithSchedule();
    const id = await proposed(user, 'A post I would never write.', nineOClock(3));
    const res = await app.graphql<{ rejectPost: { id: string; status: string } }>(
      `mutation ($id: ID!) { rejectPost(id: $id) { id status scheduledTime } }`,
      { id },
      user.token,
    );
    expect(res.data).toEqual({ rejectPost: { id, status: 'cancelled', scheduledTime: null } });
    const overview = await app.http().get('/api/dashboard/overview').set(bearer(user)).expect(200);
    expect(overview.body.recentActivity[0]).toMatchObject({
      kind: 'post_rejected',
      description: 'Rejected “A post I would never write.”',
      postId: id,
    });
  });
});

describe("another user's post and hostile input", () => {
  it("answers 404 for another user's post and leaves it waiting", async () => {
    const owner = await memberWithSchedule();
    const other = await memberWithSchedule();
    const id = await proposed(owner, 'Mine to approve.', nineOClock(2));
    const rest = await app
      .http()
      .post(`/api/content/posts/${id}/reject`)
      .set(bearer(other))
      .expect(404);
    expect(rest.body).toMatchObject({ success: false, message: CM.postNotFound });
    const graphql = await app.graphql(
      `mutation ($id: ID!) { rejectPost(id: $id) { id } }`,
      { id },
      other.token,
    );
    expect(graphql.errors?.[0]).toMatchObject({
      message: CM.postNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await approveAll(other).expect(200)).body.posts).toEqual([]);
    expect(await postOf(owner, id)).toMatchObject({
      status: 'pending_approval',
      scheduledTime: nineOClock(2).toISOString(),
    });
  });

  it('refuses malformed ids with 400 and changes nothing', async () => {
    const user = await memberWithSchedule();
    const id = await proposed(user, 'Still waiting.', nineOClock(2));
    for (const bad of ['42', `${id}'--`, '%00', 'x'.repeat(300)]) {
      const res = await app
        .http()
        .post(`/api/content/posts/${encodeURIComponent(bad)}/reject`)
        .set(bearer(user));
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    for (const bad of ['42', "'; DROP TABLE posts; --", '\u0000']) {
      const res = await app.graphql(
        `mutation ($id: ID!) { rejectPost(id: $id) { id } }`,
        { id: bad },
        user.token,
      );
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    // A body on approve-all is ignored, whatever it holds.
    const junk = await approveAll(user)
      .send({ ids: ['not-a-uuid'], __proto__: { status: 'published' } })
      .expect(200);
    expect(junk.body.posts.map((post: RestPost) => post._id)).toEqual([id]);
  });
});
