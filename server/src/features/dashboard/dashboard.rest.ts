import type { RestRoute } from '../../kernel/rest';
import type { User } from '../users/user.entity';
import { restShapes } from '../../kernel/rest-shape';
import { PostType } from '../posts/posts.types';
import type { DashboardService } from './dashboard.service';

/**
 * GET /dashboard/overview. `stats` carries totalPosts, scheduledPosts, totalEngagement and
 * profileViews (null when unknown); `statDetails` adds each one's change and note.
 */
export const dashboardRoutes = ({
  dashboard,
}: {
  dashboard: DashboardService;
}): RestRoute<User>[] => [
  {
    method: 'get',
    path: '/dashboard/overview',
    auth: true,
    handler: async ({ user }) => {
      const view = await dashboard.overview(user);
      const names = Object.keys(view.stats) as (keyof typeof view.stats)[];
      return {
        stats: Object.fromEntries(names.map((name) => [name, view.stats[name].value])),
        statDetails: view.stats,
        upcomingPosts: restShapes(PostType, view.upcomingPosts),
        recentActivity: view.recentActivity,
        linkedInStatus: view.linkedInStatus,
      };
    },
  },
];
