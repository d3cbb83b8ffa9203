import { Post } from '../post.entity';
import { User } from '../../users/user.entity';
import { useTestApp } from '../../../../test/support/app';
import { buildPost, registerUser } from '../../../../test/support/factories';

const app = useTestApp();

describe('a page of posts', () => {
  it('holds the posts a find reads and the count it makes, for every page and status', async () => {
    const { dataSource } = app.api.infra;
    const { posts } = app.api.services;
    const [owner, other] = await Promise.all([registerUser(app), registerUser(app)]);
    // 45 posts of every status, some at the same moment (the id orders them), with statistics,
    // attachments and first comments on some; and posts of someone else.
    const now = Date.now();
    const statuses = ['draft', 'pending_approval', 'scheduled', 'published', 'failed'] as const;
    for (let n = 1; n <= 45; n++) {
      await buildPost(app, owner, {
        content: `Post ${n}`,
        status: statuses[n % 5],
        tone: n % 3 === 0 ? null : 'casual',
        createdAt: new Date(now - Math.floor(n / 3) * 60_000),
        scheduledTime: [1, 2, 3].includes(n % 5) ? new Date(now + n * 3600_000) : null,
        figures: n % 4 === 0 ? { views: n * 10, likes: n, comments: 0, shares: 0 } : null,
        attachment:
          n % 7 === 0
            ? { poll: { question: 'Q?', options: ['a', 'b'], duration: 'three_days' } }
            : null,
        firstComment: n % 6 === 0 ? 'First!' : null,
      });
    }
    for (let n = 1; n <= 5; n++) await buildPost(app, other, { content: `Theirs ${n}` });
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
