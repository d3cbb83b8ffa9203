import { Arg, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DEFAULT_ANALYTICS_PERIOD } from '@postpilot/common';
import { CurrentUser } from '../../kernel/context';
import { argumentSize, COST } from '../../kernel/graphql-cost';
import type { User } from '../users/user.entity';
import { AnalyticsReport, MetricsStatusType } from './analytics.types';
import type { AnalyticsService } from './analytics.service';

/**
 * A report costs its seven queries, which read the period's posts and roll-up hours, and a
 * day's work for each day of the period: about 20 ms over 7 days and 45 ms over 365 on the
 * benchmark's account of 5,000 posts (bench/analytics.mjs, bench/graphql-cost.mjs).
 */
const REPORT_COST = { base: 1500, perDay: 10 };

@Resolver(() => AnalyticsReport)
export class AnalyticsResolver {
  constructor(private readonly reports: AnalyticsService) {}

  @Query(() => AnalyticsReport, {
    complexity: ({ args, childComplexity }) =>
      REPORT_COST.base +
      REPORT_COST.perDay *
        argumentSize(args.timeRange, { min: 7, max: 365, default: DEFAULT_ANALYTICS_PERIOD }) +
      childComplexity,
    description:
      "The user's analytics for the last `timeRange` days, each figure compared with the period of the same length just before it.",
  })
  analytics(
    @CurrentUser() user: User,
    @Arg('timeRange', () => Int, {
      defaultValue: DEFAULT_ANALYTICS_PERIOD,
      description: 'The period in days: 7, 30, 90 or 365.',
    })
    timeRange: number,
  ) {
    return this.reports.report(user, { timeRange });
  }

  @Mutation(() => MetricsStatusType, {
    complexity: COST.metricsSync,
    description:
      "Fetches the statistics of the user's published posts from LinkedIn now, rather than at the next periodic sync, and answers once they have arrived.",
  })
  syncPostMetrics(@CurrentUser() user: User) {
    return this.reports.syncNow(user);
  }
}
