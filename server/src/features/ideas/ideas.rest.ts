import type { RestRoute } from '../../kernel/rest';
import { restShape, restShapes } from '../../kernel/rest-shape';
import type { User } from '../users/user.entity';
import type { IdeaFeedsService } from './idea-feeds.service';
import type { IdeasService } from './ideas.service';
import { IdeaFeedType, IdeaPage, IdeaType } from './ideas.types';

/** The idea bank over REST, the same services as GraphQL's. */
export const ideasRoutes = ({
  ideas,
  feeds,
}: {
  ideas: IdeasService;
  feeds: IdeaFeedsService;
}): RestRoute<User>[] => [
  {
    method: 'get',
    path: '/ideas',
    auth: true,
    handler: async ({ user, query }) => restShape(IdeaPage, await ideas.list(user, query)),
  },
  {
    method: 'post',
    path: '/ideas',
    auth: true,
    status: 201,
    handler: async ({ user, body }) => ({ idea: restShape(IdeaType, await ideas.add(user, body)) }),
  },
  {
    method: 'post',
    path: '/ideas/from-url',
    auth: true,
    status: 201,
    handler: async ({ user, body }) => ({
      idea: restShape(IdeaType, await ideas.addFromUrl(user, body)),
    }),
  },
  {
    method: 'get',
    path: '/ideas/feeds',
    auth: true,
    handler: async ({ user }) => ({ feeds: restShapes(IdeaFeedType, await feeds.list(user)) }),
  },
  {
    method: 'post',
    path: '/ideas/feeds',
    auth: true,
    status: 201,
    handler: async ({ user, body }) => ({
      feed: restShape(IdeaFeedType, await feeds.follow(user, body)),
    }),
  },
  {
    method: 'post',
    path: '/ideas/feeds/:id/refresh',
    auth: true,
    handler: async ({ user, params }) => ({
      feed: restShape(IdeaFeedType, await feeds.refresh(user, params.id!)),
    }),
  },
  {
    method: 'delete',
    path: '/ideas/feeds/:id',
    auth: true,
    handler: async ({ user, params }) => feeds.unfollow(user, params.id!),
  },
  {
    method: 'put',
    path: '/ideas/:id',
    auth: true,
    handler: async ({ user, params, body }) => ({
      idea: restShape(IdeaType, await ideas.update(user, params.id!, body)),
    }),
  },
  {
    method: 'delete',
    path: '/ideas/:id',
    auth: true,
    handler: async ({ user, params }) => ideas.remove(user, params.id!),
  },
];
