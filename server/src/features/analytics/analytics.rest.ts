import type { RestRoute } from '../../kernel/rest';
import type { User } from '../users/user.entity';
import { restShapes } from '../../kernel/rest-shape';
import type { Post } from '../posts/post.entity';
import { PostType } from '../posts/posts.types';
import type { PostsService } from '../posts/posts.service';
import type { AnalyticsService } from './analytics.service';

/**
 * GET /analytics?timeRange=: `{ analytics, topPosts }` as the specification's client reads them,
 * plus the period's days, insights, schedule adherence and whether LinkedIn shares statistics
 * (`metrics`).
 */
export const analyticsRoutes = ({
  analytics,
  posts,
}: {
  analytics: AnalyticsService;
  /** Shows each top post with what it carries, as every post answer does. */
  posts: Pick<PostsService, 'withAttachments'>;
}): RestRoute<User>[] => [
  {
    method: 'get',
    path: '/analytics',
    auth: true,
    handler: async ({ user, query }) => {
      const report = await analytics.report(user, { timeRange: query.timeRange });
      const topPosts = await posts.withAttachments(report.topPosts as Post[]);
      return { ...report, topPosts: restShapes(PostType, topPosts) };
    },
  },
  {
    method: 'post',
    path: '/analytics/sync',
    auth: true,
    handler: async ({ user }) => ({ metrics: await analytics.syncNow(user) }),
  },
];
