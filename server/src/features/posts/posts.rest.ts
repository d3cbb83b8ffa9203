import { SUCCESS } from '@postpilot/common';
import type { RestRoute } from '../../kernel/rest';
import type { User } from '../users/user.entity';
import { restShape, restShapes } from '../../kernel/rest-shape';
import type { PostScheduling } from './post-scheduling';
import type { PostsService } from './posts.service';
import { PostPage, PostType } from './posts.types';

/**
 * The post paths the specification's client calls (under /content), plus approve, approve-all,
 * reject and back-to-draft, and the schedule's.
 */
export const postsRoutes = ({
  posts,
  scheduling,
}: {
  posts: PostsService;
  scheduling: PostScheduling;
}): RestRoute<User>[] => [
  {
    method: 'get',
    path: '/content/posts',
    auth: true,
    handler: async ({ user, query }) => {
      const page = await posts.list(user, query);
      return restShape(PostPage, page);
    },
  },
  {
    method: 'post',
    path: '/content/posts',
    auth: true,
    status: 201,
    handler: async ({ user, body }) => ({
      post: restShape(PostType, await posts.create(user, body)),
    }),
  },
  {
    method: 'get',
    path: '/content/posts/:id',
    auth: true,
    handler: async ({ user, params }) => ({
      post: restShape(PostType, await posts.get(user, params.id)),
    }),
  },
  {
    method: 'put',
    path: '/content/posts/:id',
    auth: true,
    handler: async ({ user, params, body }) => ({
      post: restShape(PostType, await posts.updateContent(user, params.id, body)),
    }),
  },
  {
    method: 'put',
    path: '/content/posts/:id/attachment',
    auth: true,
    handler: async ({ user, params, body }) => ({
      post: restShape(PostType, await posts.setAttachment(user, params.id, body)),
    }),
  },
  {
    method: 'put',
    path: '/content/posts/:id/first-comment',
    auth: true,
    handler: async ({ user, params, body }) => ({
      post: restShape(PostType, await posts.setFirstComment(user, params.id, body)),
    }),
  },
  {
    method: 'delete',
    path: '/content/posts/:id',
    auth: true,
    handler: ({ user, params }) => posts.remove(user, params.id),
  },
  {
    method: 'post',
    path: '/content/posts/:id/schedule',
    auth: true,
    handler: async ({ user, params, body }) => ({
      message: SUCCESS.postScheduled,
      post: restShape(PostType, await scheduling.schedule(user, params.id, body)),
    }),
  },
  {
    method: 'post',
    path: '/content/posts/:id/approve',
    auth: true,
    handler: async ({ user, params }) => ({
      post: restShape(PostType, await scheduling.approve(user, params.id)),
    }),
  },
  // The approval inbox.
  {
    method: 'post',
    path: '/content/posts/approve-all',
    auth: true,
    handler: async ({ user }) => ({
      posts: restShapes(PostType, await scheduling.approveAll(user)),
    }),
  },
  {
    method: 'post',
    path: '/content/posts/:id/reject',
    auth: true,
    handler: async ({ user, params }) => ({
      post: restShape(PostType, await scheduling.reject(user, params.id)),
    }),
  },
  {
    method: 'post',
    path: '/content/posts/:id/draft',
    auth: true,
    handler: async ({ user, params }) => ({
      post: restShape(PostType, await scheduling.returnToDraft(user, params.id)),
    }),
  },
  {
    method: 'get',
    path: '/schedule/upcoming',
    auth: true,
    handler: async ({ user, query }) => ({
      posts: restShapes(PostType, await scheduling.upcoming(user, query.limit)),
    }),
  },
  {
    // The spec's preview answers the posts the next slots would publish; each slot is listed,
    // with its post when one fills it, and the posts due at times that are not slots among them.
    method: 'post',
    path: '/schedule/preview',
    auth: true,
    handler: async ({ user, query }) => {
      const slots = await scheduling.preview(user, query.count);
      return {
        posts: slots.map(({ time, post, onSchedule }) => ({
          scheduledTime: time,
          onSchedule,
          post: post ? restShape(PostType, post) : null,
        })),
      };
    },
  },
];
