import type { DataSource } from 'typeorm';
import { ANALYTICS_MESSAGES, LIST_SIZES } from '@postpilot/common';
import type { User } from '../users/user.entity';
import type { ActivityService } from '../activity/activity.service';
import type { LinkedInConnectionService } from '../linkedin/linkedin-connection.service';
import type { PostScheduling } from '../posts/post-scheduling';
import { changePercent } from '../analytics/analytics.math';
import { metricsStatus } from '../analytics/analytics.service';
import type * as Contract from '../../generated/graphql';

export const STAT_NOTES = {
  engagementUnavailable: ANALYTICS_MESSAGES.notShared,
  profileViewsUnavailable: 'LinkedIn does not share profile views with apps',
} as const;

/** The dashboard, every figure from the user's own data (never a constant). */
export class DashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scheduling: PostScheduling,
    private readonly activity: ActivityService,
    private readonly linkedin: LinkedInConnectionService,
  ) {}

  async overview(user: User): Promise<Contract.DashboardOverview> {
    const [counts] = await this.dataSource.query(
      `SELECT
         count(*) FILTER (WHERE status = 'published')::int AS published,
         count(*) FILTER (WHERE status = 'draft')::int AS drafts,
         count(*) FILTER (WHERE status = 'pending_approval')::int AS pending,
         count(*) FILTER (WHERE published_at >= now() - interval '30 days')::int
           AS published_recent,
         count(*) FILTER (WHERE published_at >= now() - interval '60 days'
                            AND published_at < now() - interval '30 days')::int AS published_before,
         count(*) FILTER (WHERE status IN ('scheduled', 'publishing'))::int AS scheduled,
         count(*) FILTER (WHERE status IN ('scheduled', 'publishing')
                            AND scheduled_time < now() + interval '30 days')::int AS due_next,
         count(*) FILTER (WHERE status IN ('published', 'failed')
                            AND scheduled_time >= now() - interval '30 days'
                            AND scheduled_time < now())::int AS due_last,
         sum(coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0))::int
           AS engagement,
         bool_or(metrics_updated_at IS NOT NULL) AS has_metrics,
         (SELECT coalesce(sum(likes + comments + shares), 0)::int FROM metric_hours
           WHERE user_id = $1 AND hour >= now() - interval '30 days') AS engaged_recent,
         (SELECT coalesce(sum(likes + comments + shares), 0)::int FROM metric_hours
           WHERE user_id = $1 AND hour >= now() - interval '60 days'
             AND hour < now() - interval '30 days') AS engaged_before
       FROM posts WHERE user_id = $1`,
      [user.id],
    );
    const engagementKnown =
      metricsStatus(user.linkedInAccount).available || counts.has_metrics === true;
    const [upcomingPosts, recentActivity, linkedInStatus] = await Promise.all([
      this.scheduling.upcoming(user, LIST_SIZES.dashboardUpcoming),
      this.activity.recent(user.id, LIST_SIZES.dashboardActivity),
      this.linkedin.get(user),
    ]);
    return {
      stats: {
        totalPosts: {
          value: counts.published,
          changePercent: fullPeriods(user, 2)
            ? changePercent(counts.published_recent, counts.published_before)
            : null,
          note: unpublishedNote(counts.drafts, counts.pending),
        },
        scheduledPosts: {
          value: counts.scheduled,
          changePercent: fullPeriods(user, 1)
            ? changePercent(counts.due_next, counts.due_last)
            : null,
          note: null,
        },
        // Post statistics arrive with the metrics sync, when LinkedIn shares them at all.
        totalEngagement: engagementKnown
          ? {
              value: counts.engagement ?? 0,
              changePercent: fullPeriods(user, 2)
                ? changePercent(counts.engaged_recent, counts.engaged_before)
                : null,
              note: null,
            }
          : { value: null, changePercent: null, note: STAT_NOTES.engagementUnavailable },
        profileViews: {
          value: null,
          changePercent: null,
          note: STAT_NOTES.profileViewsUnavailable,
        },
      },
      upcomingPosts,
      recentActivity,
      linkedInStatus,
    };
  }
}

/** Whether the account is old enough that the last `periods` 30-day periods are whole. */
function fullPeriods(user: User, periods: number): boolean {
  return Date.now() - user.createdAt.getTime() >= periods * 30 * 24 * 3600_000;
}

/** "3 drafts · 1 waiting for approval", or null when there are neither. */
function unpublishedNote(drafts: number, pending: number): string | null {
  const parts = [
    drafts ? `${drafts} ${drafts === 1 ? 'draft' : 'drafts'}` : null,
    pending ? `${pending} waiting for approval` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
