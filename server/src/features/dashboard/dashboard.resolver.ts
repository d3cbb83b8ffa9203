import { Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../kernel/context';
import type { User } from '../users/user.entity';
import { DashboardOverview } from './dashboard.types';
import type { DashboardService } from './dashboard.service';

@Resolver(() => DashboardOverview)
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Query(() => DashboardOverview, {
    // It counts all of the user's posts and two months of statistics, then reads the upcoming
    // posts, the activity and the connection: about 25 ms on the benchmark's account.
    complexity: 2500,
    description:
      'The dashboard: the four stats with their change against the previous 30 days, the next 3 scheduled posts, the last 5 events and the LinkedIn connection.',
  })
  dashboardOverview(@CurrentUser() user: User) {
    return this.dashboard.overview(user);
  }
}
