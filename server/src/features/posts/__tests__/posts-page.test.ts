import { Post } from '../post.entity';
import { User } from '../../users/user.entity';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import { registerUser } from '../../../../test/support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('a page of posts', () => {
  it('holds the posts a find reads and the count it makes, for every page and status', async () => {
    const { dataSource } = app.api.infra;
    const { posts } = app.api.services;
    const [owner, other] = await Promise.all([registerUser(app), registerUser(app)]);
    // 45 posts of every status, some at the same moment (the id orders them), with statistics,
    // attachments and first comments on some; and posts of someone else.
    await dataSource.query(
      `INSERT INTO posts (user_id, content, status, tone, created_at, updated_at, scheduled_time,
                          views, likes, metrics_updated_at, attachment, first_comment,
                          first_comment_status)
       SELECT $1, 'Post ' || n,
              (ARRAY['draft','pending_approval','scheduled','published','failed'])[1 + n % 5],
              CASE WHEN n % 3 = 0 THEN NULL ELSE 'casual' END,
              now() - (n / 3) * interval '1 minute', now(),
              CASE WHEN n % 5 IN (1, 2, 3) THEN now() + n * interval '1 hour' END,
              CASE WHEN n % 4 = 0 THEN n * 10 END, CASE WHEN n % 4 = 0 THEN n END,
              CASE WHEN n % 4 = 0 THEN now() END,
              CASE WHEN n % 7 = 0 THEN '{"kind":"poll","question":"Q?","options":["a","b"],"duration":"three_days"}'::jsonb END,
              CASE WHEN n % 6 = 0 THEN 'First!' END,
              CASE WHEN n % 6 = 0 THEN 'pending' END
         FROM generate_series(1, 45) n`,
      [owner.id],
    );
    await dataSource.query(
      `INSERT INTO posts (user_id, content, status) SELECT $1, 'Theirs ' || n, 'draft' FROM generate_series(1, 5) n`,
      [other.id],
    );
    const user = (await dataSource.getRepository(User).findOneBy({ id: owner.id }))!;
    const inputs = [
      {},
      { limit: 10, offset: 0 },
      { limit: 10, offset: 40 },
      { limit: 10, offset: 45 },
      { limit: 10, offset: 400 },
      { limit: 100, offset: 0 },
      { limit: 3, offset: 2, status: 'scheduled' },
      { limit: 20, offset: 50, status: 'draft' },
      { status: 'cancelled' },
      { limit: '5', offset: '1' },
    ];
    for (const input of inputs) {
      const status = (input as { status?: Post['status'] }).status;
      const limit = Number((input as { limit?: unknown }).limit ?? 20);
      const offset = Number((input as { offset?: unknown }).offset ?? 0);
      const [expected, count] = await dataSource.getRepository(Post).findAndCount({
        where: { userId: owner.id, ...(status ? { status } : {}) },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: limit,
        skip: offset,
      });
      const page = await posts.list(user, input);
      expect(page.totalCount).toBe(count);
      expect(page.hasMore).toBe(offset + expected.length < count);
      expect(page.posts).toStrictEqual(await posts.withAttachments(expected));
      for (const [index, post] of page.posts.entries()) {
        expect(Object.keys(post)).toEqual(Object.keys(expected[index]!));
      }
    }
  });
});
