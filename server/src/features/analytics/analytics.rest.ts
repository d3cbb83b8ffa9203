import type { RestRoute } from '../../kernel/rest';
import type { User } from '../users/user.entity';
import { restShapes } from '../../kernel/rest-shape';
import { PostType } from '../posts/posts.types';
import type { AnalyticsService } from './analytics.service';

/**
 * Spec §7's analytics: `{ analytics, topPosts }` as spec §3 names them, plus the period's days,
 * insights, schedule adherence and whether LinkedIn shares statistics (`metrics`).
 */
export const analyticsRoutes = ({
  analytics,
}: {
  analytics: AnalyticsService;
}): RestRoute<User>[] => [
  {
    method: 'get',
    path: '/analytics',
    auth: true,
    handler: async ({ user, query }) => {
      const report = await analytics.report(user, { timeRange: query.timeRange });
      return { ...report, topPosts: restShapes(PostType, report.topPosts) };
    },
  },
  {
    method: 'post',
    path: '/analytics/sync',
    auth: true,
    handler: async ({ user }) => ({ metrics: await analytics.syncNow(user) }),
  },
];
