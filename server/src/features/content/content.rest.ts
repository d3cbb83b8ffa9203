import { SUCCESS } from '@postpilot/common';
import type { RestRoute } from '../../app/rest';
import type { PostView } from './post.view';

/** A post as the REST API shows it: the GraphQL fields, plus `_id` as spec §3 names the id. */
export const postJson = (post: PostView) => ({ _id: post.id, ...post });

/** Spec §7's content paths, plus approve and back-to-draft. */
export const contentRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/content/generate',
    auth: true,
    handler: ({ user, body, services }) => services.content.generate(user, body),
  },
  {
    method: 'get',
    path: '/content/posts',
    auth: true,
    handler: async ({ user, query, services }) => {
      const page = await services.content.list(user, query);
      return { ...page, posts: page.posts.map(postJson) };
    },
  },
  {
    method: 'post',
    path: '/content/posts',
    auth: true,
    status: 201,
    handler: async ({ user, body, services }) => ({
      post: postJson(await services.content.create(user, body)),
    }),
  },
  {
    method: 'get',
    path: '/content/posts/:id',
    auth: true,
    handler: async ({ user, params, services }) => ({
      post: postJson(await services.content.get(user, params.id)),
    }),
  },
  {
    method: 'put',
    path: '/content/posts/:id',
    auth: true,
    handler: async ({ user, params, body, services }) => ({
      post: postJson(await services.content.updateContent(user, params.id, body)),
    }),
  },
  {
    method: 'delete',
    path: '/content/posts/:id',
    auth: true,
    handler: ({ user, params, services }) => services.content.remove(user, params.id),
  },
  {
    method: 'post',
    path: '/content/posts/:id/schedule',
    auth: true,
    handler: async ({ user, params, body, services }) => ({
      message: SUCCESS.postScheduled,
      post: postJson(await services.content.schedule(user, params.id, body)),
    }),
  },
  {
    method: 'post',
    path: '/content/posts/:id/approve',
    auth: true,
    handler: async ({ user, params, services }) => ({
      post: postJson(await services.content.approve(user, params.id)),
    }),
  },
  {
    method: 'post',
    path: '/content/posts/:id/draft',
    auth: true,
    handler: async ({ user, params, services }) => ({
      post: postJson(await services.content.returnToDraft(user, params.id)),
    }),
  },
];
