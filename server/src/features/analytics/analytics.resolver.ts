import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DEFAULT_ANALYTICS_PERIOD } from '@postpilot/common';
import { CurrentUser, type Context } from '../../app/context';
import type { User } from '../users/user.entity';
import { AnalyticsReport, MetricsStatusType } from './analytics.types';

@Resolver(() => AnalyticsReport)
export class AnalyticsResolver {
  @Query(() => AnalyticsReport, {
    description:
      "The user's analytics for the last `timeRange` days, each figure compared with the period of the same length just before it.",
  })
  analytics(
    @CurrentUser() user: User,
    @Ctx() ctx: Context,
    @Arg('timeRange', () => Int, {
      defaultValue: DEFAULT_ANALYTICS_PERIOD,
      description: 'The period in days: 7, 30, 90 or 365.',
    })
    timeRange: number,
  ) {
    return ctx.services.analytics.report(user, { timeRange });
  }

  @Mutation(() => MetricsStatusType, {
    description:
      "Fetches the statistics of the user's published posts from LinkedIn now, rather than at the next periodic sync, and answers once they have arrived.",
  })
  syncPostMetrics(@CurrentUser() user: User, @Ctx() ctx: Context) {
    return ctx.services.analytics.syncNow(user);
  }
}
