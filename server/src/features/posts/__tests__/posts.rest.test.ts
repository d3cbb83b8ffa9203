import { DateTime } from 'luxon';
import { CONTENT_MESSAGES as CM, SUCCESS } from '@postpilot/common';
import { useTestApp } from '../../../../test/support/app';
import {
  bearer,
  buildSchedule,
  registerUser,
  createPost,
} from '../../../../test/support/factories';

const app = useTestApp();

describe('posts through the documented REST paths', () => {
  it('counts only the member’s posts of the asked status on every page, and past the last', async () => {
    const [user, other] = [await registerUser(app), await registerUser(app)];
    for (let n = 1; n <= 5; n++) await createPost(app, user, `Draft number ${n} for the count.`);
    await createPost(app, user, 'One waiting for approval.', 'pending_approval');
    await createPost(app, other, 'Somebody else’s draft, not counted.');
    const page = async (query: string) =>
      (await app.http().get(`/api/content/posts?${query}`).set(bearer(user)).expect(200)).body as {
        totalCount: number;
        hasMore: boolean;
        posts: { content: string }[];
      };

    expect(await page('limit=2&offset=0')).toMatchObject({ totalCount: 6, hasMore: true });
    const drafts = await page('status=draft&limit=2&offset=2');
    expect(drafts).toMatchObject({ totalCount: 5, hasMore: true });
    expect(drafts.posts.map((p) => p.content)).toEqual([
      'Draft number 3 for the count.',
      'Draft number 2 for the count.',
    ]);
    expect(await page('status=draft&limit=2&offset=4')).toMatchObject({
      totalCount: 5,
      hasMore: false,
      posts: [{ content: 'Draft number 1 for the count.' }],
    });
    expect(await page('status=draft&offset=9')).toEqual(
      expect.objectContaining({ totalCount: 5, hasMore: false, posts: [] }),
    );
    expect(await page('status=published')).toMatchObject({ totalCount: 0, posts: [] });
  });

  it('creates, lists newest first with pages, edits and deletes', async () => {
    const user = await registerUser(app);
    const first = await createPost(app, user, 'First thoughts on onboarding.');
    const second = await createPost(app, user, 'Second post, for approval.', 'pending_approval');
    expect(first).toMatchObject({ _id: first.id, status: 'draft' });
    expect(second.status).toBe('pending_approval');

    const list = await app.http().get('/api/content/posts').set(bearer(user)).expect(200);
    expect(list.body).toMatchObject({ success: true, totalCount: 2, hasMore: false });
    expect(list.body.posts.map((p: { _id: string }) => p._id)).toEqual([second.id, first.id]);

    const page = await app
      .http()
      .get('/api/content/posts?limit=1&offset=1')
      .set(bearer(user))
      .expect(200);
    expect(page.body.posts.map((p: { _id: string }) => p._id)).toEqual([first.id]);
    expect(page.body.hasMore).toBe(false);
    const drafts = await app
      .http()
      .get('/api/content/posts?status=pending_approval')
      .set(bearer(user))
      .expect(200);
    expect(drafts.body.posts.map((p: { _id: string }) => p._id)).toEqual([second.id]);

    const edited = await app
      .http()
      .put(`/api/content/posts/${first.id}`)
      .set(bearer(user))
      .send({ content: '  Better first thoughts.  ' })
      .expect(200);
    expect(edited.body.post).toMatchObject({ _id: first.id, content: 'Better first thoughts.' });

    const deleted = await app
      .http()
      .delete(`/api/content/posts/${first.id}`)
      .set(bearer(user))
      .expect(200);
    expect(deleted.body).toEqual({ success: true, message: SUCCESS.postDeleted });
    await app.http().get(`/api/content/posts/${first.id}`).set(bearer(user)).expect(404);
  });

  it('refuses bad input with 400 and the field, and changes nothing', async () => {
    const user = await registerUser(app);
    const empty = await app
      .http()
      .post('/api/content/posts')
      .set(bearer(user))
      .send({ content: '   ', status: 'draft' })
      .expect(400);
    expect(empty.body.errors).toEqual([{ field: 'content', message: CM.contentRequired }]);
    const long = await app
      .http()
      .post('/api/content/posts')
      .set(bearer(user))
      .send({ content: 'x'.repeat(3001), status: 'draft' })
      .expect(400);
    expect(long.body.errors).toEqual([{ field: 'content', message: CM.contentTooLong }]);
    const published = await app
      .http()
      .post('/api/content/posts')
      .set(bearer(user))
      .send({ content: 'Sneaky', status: 'published' })
      .expect(400);
    expect(published.body.errors).toEqual([{ field: 'status', message: CM.statusForCreate }]);
    await app.http().get('/api/content/posts?limit=0').set(bearer(user)).expect(400);
    await app.http().get('/api/content/posts?status=gone').set(bearer(user)).expect(400);
    const malformed = await app
      .http()
      .put('/api/content/posts/not-a-uuid')
      .set(bearer(user))
      .send({ content: 'x' })
      .expect(400);
    expect(malformed.body.message).toBe(CM.postIdInvalid);

    const list = await app.http().get('/api/content/posts').set(bearer(user)).expect(200);
    expect(list.body.totalCount).toBe(0);
    const exactly = await createPost(app, user, 'y'.repeat(3000));
    expect(exactly.content).toHaveLength(3000);
  });

  it("answers 404 for another user's post on every door, and leaves it alone", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const post = await createPost(app, owner, 'Mine, not yours.', 'pending_approval');
    const doors = [
      app.http().get(`/api/content/posts/${post.id}`),
      app.http().put(`/api/content/posts/${post.id}`).send({ content: 'Hijacked' }),
      app.http().delete(`/api/content/posts/${post.id}`),
      app.http().post(`/api/content/posts/${post.id}/schedule`),
      app.http().post(`/api/content/posts/${post.id}/approve`),
      app.http().post(`/api/content/posts/${post.id}/draft`),
    ];
    for (const door of doors) {
      const res = await door.set(bearer(other));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: CM.postNotFound });
    }
    const list = await app.http().get('/api/content/posts').set(bearer(other)).expect(200);
    expect(list.body.posts).toEqual([]);
    const mine = await app
      .http()
      .get(`/api/content/posts/${post.id}`)
      .set(bearer(owner))
      .expect(200);
    expect(mine.body.post).toMatchObject({
      content: 'Mine, not yours.',
      status: 'pending_approval',
    });
    await app.http().get('/api/content/posts').expect(401);
  });

  it('schedules a draft into the next free slot of the user, one post per slot', async () => {
    const user = await registerUser(app);
    await buildSchedule(app, user, { timezone: 'Asia/Tokyo', timeSlots: ['08:15'] });
    const a = await createPost(app, user, 'Slot one.');
    const b = await createPost(app, user, 'Slot two.');
    const first = await app
      .http()
      .post(`/api/content/posts/${a.id}/schedule`)
      .set(bearer(user))
      .expect(200);
    expect(first.body).toMatchObject({
      success: true,
      message: SUCCESS.postScheduled,
      post: { status: 'scheduled' },
    });
    const second = await app
      .http()
      .post(`/api/content/posts/${b.id}/schedule`)
      .set(bearer(user))
      .expect(200);
    const times = [first.body.post.scheduledTime, second.body.post.scheduledTime].map((iso) =>
      DateTime.fromISO(iso, { zone: 'Asia/Tokyo' }),
    );
    for (const time of times) expect(time.toFormat('HH:mm')).toBe('08:15');
    expect(times[0].toMillis()).toBeGreaterThan(Date.now());
    expect(times[1].diff(times[0], 'days').days).toBe(1);

    // Only drafts are scheduled.
    const again = await app
      .http()
      .post(`/api/content/posts/${a.id}/schedule`)
      .set(bearer(user))
      .expect(409);
    expect(again.body.message).toBe(CM.onlyDraftsSchedule);
  });

  it('schedules at an explicit future time and refuses a past one or a taken one', async () => {
    const user = await registerUser(app);
    const post = await createPost(app, user, 'At a time of my choosing.');
    const past = await app
      .http()
      .post(`/api/content/posts/${post.id}/schedule`)
      .set(bearer(user))
      .send({ scheduledTime: new Date(Date.now() - 60_000).toISOString() })
      .expect(400);
    expect(past.body.errors).toEqual([{ field: 'scheduledTime', message: CM.scheduledTimePast }]);
    const at = DateTime.utc().plus({ days: 3 }).startOf('minute').toISO();
    const res = await app
      .http()
      .post(`/api/content/posts/${post.id}/schedule`)
      .set(bearer(user))
      .send({ scheduledTime: at })
      .expect(200);
    expect(new Date(res.body.post.scheduledTime).toISOString()).toBe(new Date(at!).toISOString());

    const rival = await createPost(app, user, 'Same minute, please.');
    await app
      .http()
      .post(`/api/content/posts/${rival.id}/schedule`)
      .set(bearer(user))
      .send({ scheduledTime: at })
      .expect(409);
    const unchanged = await app
      .http()
      .get(`/api/content/posts/${rival.id}`)
      .set(bearer(user))
      .expect(200);
    expect(unchanged.body.post.status).toBe('draft');
  });

  it('approves a post into a slot, and sends scheduled posts back to draft', async () => {
    const user = await registerUser(app);
    const post = await createPost(app, user, 'Please approve me.', 'pending_approval');
    const approved = await app
      .http()
      .post(`/api/content/posts/${post.id}/approve`)
      .set(bearer(user))
      .expect(200);
    expect(approved.body.post.status).toBe('scheduled');
    expect(Date.parse(approved.body.post.scheduledTime)).toBeGreaterThan(Date.now());
    const twice = await app
      .http()
      .post(`/api/content/posts/${post.id}/approve`)
      .set(bearer(user))
      .expect(409);
    expect(twice.body.message).toBe(CM.onlyPendingApprove);

    const back = await app
      .http()
      .post(`/api/content/posts/${post.id}/draft`)
      .set(bearer(user))
      .expect(200);
    expect(back.body.post).toMatchObject({ status: 'draft', scheduledTime: null });
    const draftAgain = await app
      .http()
      .post(`/api/content/posts/${post.id}/draft`)
      .set(bearer(user))
      .expect(409);
    expect(draftAgain.body.message).toBe(CM.cannotReturnToDraft);
  });
});
