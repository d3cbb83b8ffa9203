import { SUCCESS } from '@postpilot/common';
import type { RestRoute } from '../../kernel/rest';
import type { User } from '../users/user.entity';
import type { PostView } from './post.view';
import type { ContentService } from './content.service';

/** A post as the REST API shows it: the GraphQL fields, plus `_id` as spec §3 names the id. */
export const postJson = (post: PostView) => ({ _id: post.id, ...post });

/** Spec §7's content paths, plus approve and back-to-draft. */
export const contentRoutes = ({ content }: { content: ContentService }): RestRoute<User>[] => [
  {
    method: 'post',
    path: '/content/generate',
    auth: true,
    handler: ({ user, body }) => content.generate(user, body),
  },
  {
    method: 'get',
    path: '/content/posts',
    auth: true,
    handler: async ({ user, query }) => {
      const page = await content.list(user, query);
      return { ...page, posts: page.posts.map(postJson) };
    },
  },
  {
    method: 'post',
    path: '/content/posts',
    auth: true,
    status: 201,
    handler: async ({ user, body }) => ({
      post: postJson(await content.create(user, body)),
    }),
  },
  {
    method: 'get',
    path: '/content/posts/:id',
    auth: true,
    handler: async ({ user, params }) => ({
      post: postJson(await content.get(user, params.id)),
    }),
  },
  {
    method: 'put',
    path: '/content/posts/:id',
    auth: true,
    handler: async ({ user, params, body }) => ({
      post: postJson(await content.updateContent(user, params.id, body)),
    }),
  },
  {
    method: 'delete',
    path: '/content/posts/:id',
    auth: true,
    handler: ({ user, params }) => content.remove(user, params.id),
  },
  {
    method: 'post',
    path: '/content/posts/:id/schedule',
    auth: true,
    handler: async ({ user, params, body }) => ({
      message: SUCCESS.postScheduled,
      post: postJson(await content.schedule(user, params.id, body)),
    }),
  },
  {
    method: 'post',
    path: '/content/posts/:id/approve',
    auth: true,
    handler: async ({ user, params }) => ({
      post: postJson(await content.approve(user, params.id)),
    }),
  },
  {
    method: 'post',
    path: '/content/posts/:id/draft',
    auth: true,
    handler: async ({ user, params }) => ({
      post: postJson(await content.returnToDraft(user, params.id)),
    }),
  },
];
