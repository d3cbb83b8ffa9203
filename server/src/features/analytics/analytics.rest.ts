import type { RestRoute } from '../../app/rest';
import { postJson } from '../content/content.rest';

/**
 * Spec §7's analytics: `{ analytics, topPosts }` as spec §3 names them, plus the period's days,
 * insights, schedule adherence and whether LinkedIn shares statistics (`metrics`).
 */
export const analyticsRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/analytics',
    auth: true,
    handler: async ({ user, services, query }) => {
      const report = await services.analytics.report(user, { timeRange: query.timeRange });
      return { ...report, topPosts: report.topPosts.map(postJson) };
    },
  },
  {
    method: 'post',
    path: '/analytics/sync',
    auth: true,
    handler: async ({ user, services }) => ({ metrics: await services.analytics.syncNow(user) }),
  },
];
