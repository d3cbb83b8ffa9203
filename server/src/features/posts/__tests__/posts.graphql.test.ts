import { CONTENT_MESSAGES as CM, SUCCESS } from '@postpilot/common';
import { useTestApp } from '../../../../test/support/app';
import { registerUser } from '../../../../test/support/factories';

const app = useTestApp();

const POST_FIELDS = 'id content status scheduledTime publishedAt lastError createdAt updatedAt';

describe('posts through GraphQL', () => {
  it('saves, lists, edits, approves, returns to draft and deletes', async () => {
    const user = await registerUser(app);
    const created = await app.graphql<{ createPost: { id: string; status: string } }>(
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`,
      { input: { content: 'Waiting for a yes.', status: 'pending_approval' } },
      user.token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createPost.id;
    expect(created.data!.createPost.status).toBe('pending_approval');

    const edited = await app.graphql(
      `mutation ($id: ID!, $input: UpdatePostInput!) { updatePost(id: $id, input: $input) { content } }`,
      { id, input: { content: 'Waiting for a yes, politely.' } },
      user.token,
    );
    expect(edited.data).toEqual({ updatePost: { content: 'Waiting for a yes, politely.' } });

    const approved = await app.graphql<{ approvePost: { status: string; scheduledTime: string } }>(
      `mutation ($id: ID!) { approvePost(id: $id) { status scheduledTime } }`,
      { id },
      user.token,
    );
    expect(approved.data!.approvePost.status).toBe('scheduled');
    expect(Date.parse(approved.data!.approvePost.scheduledTime)).toBeGreaterThan(Date.now());

    const list = await app.graphql<{
      posts: { totalCount: number; hasMore: boolean; posts: { id: string }[] };
    }>(`{ posts(status: scheduled) { totalCount hasMore posts { id } } }`, {}, user.token);
    expect(list.data!.posts).toEqual({ totalCount: 1, hasMore: false, posts: [{ id }] });

    const back = await app.graphql(
      `mutation ($id: ID!) { returnPostToDraft(id: $id) { status scheduledTime } }`,
      { id },
      user.token,
    );
    expect(back.data).toEqual({ returnPostToDraft: { status: 'draft', scheduledTime: null } });

    const deleted = await app.graphql(
      `mutation ($id: ID!) { deletePost(id: $id) { success message } }`,
      { id },
      user.token,
    );
    expect(deleted.data).toEqual({ deletePost: { success: true, message: SUCCESS.postDeleted } });
  });

  it("gives NOT_FOUND for another user's post and BAD_USER_INPUT for a malformed id", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const created = await app.graphql<{ createPost: { id: string } }>(
      `mutation { createPost(input: { content: "Private.", status: draft }) { id } }`,
      {},
      owner.token,
    );
    const id = created.data!.createPost.id;
    const operations = [
      `query ($id: ID!) { post(id: $id) { id } }`,
      `mutation ($id: ID!) { updatePost(id: $id, input: { content: "Mine now" }) { id } }`,
      `mutation ($id: ID!) { deletePost(id: $id) { success } }`,
      `mutation ($id: ID!) { schedulePost(id: $id) { id } }`,
      `mutation ($id: ID!) { approvePost(id: $id) { id } }`,
      `mutation ($id: ID!) { returnPostToDraft(id: $id) { id } }`,
    ];
    for (const operation of operations) {
      const res = await app.graphql(operation, { id }, other.token);
      expect(res.errors?.[0]).toMatchObject({
        message: CM.postNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
      const malformed = await app.graphql(operation, { id: '42' }, owner.token);
      expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const still = await app.graphql(
      `query ($id: ID!) { post(id: $id) { content status } }`,
      { id },
      owner.token,
    );
    expect(still.data).toEqual({ post: { content: 'Private.', status: 'draft' } });
  });

  it("removes a deleted account's posts with it", async () => {
    const user = await registerUser(app);
    await app.graphql(
      `mutation { createPost(input: { content: "Gone with me.", status: draft }) { id } }`,
      {},
      user.token,
    );
    await app
      .http()
      .delete('/api/user')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ password: user.password })
      .expect(200);
    const rows = await app.api.infra.dataSource.query(
      `SELECT count(*)::int AS n FROM posts WHERE user_id = $1`,
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });
});
