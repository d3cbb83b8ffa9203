import type { RestRoute } from '../../app/rest';
import { postJson } from '../content/content.rest';

/**
 * Spec §7's overview. `stats` carries the four figures as spec §3 names them (null when
 * unknown); `statDetails` adds each one's change and note.
 */
export const dashboardRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/dashboard/overview',
    auth: true,
    handler: async ({ user, services }) => {
      const view = await services.dashboard.overview(user);
      const names = Object.keys(view.stats) as (keyof typeof view.stats)[];
      return {
        stats: Object.fromEntries(names.map((name) => [name, view.stats[name].value])),
        statDetails: view.stats,
        upcomingPosts: view.upcomingPosts.map(postJson),
        recentActivity: view.recentActivity,
        linkedInStatus: view.linkedInStatus,
      };
    },
  },
];
