import { Arg, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../kernel/context';
import { COST, listCost } from '../../kernel/graphql-cost';
import { PostType } from '../content/content.types';
import type { User } from '../users/user.entity';
import { ScheduleInput, ScheduleSlot, ScheduleType } from './schedule.types';
import type { ScheduleService } from './schedule.service';

@Resolver(() => ScheduleType)
export class ScheduleResolver {
  constructor(private readonly schedules: ScheduleService) {}

  @Query(() => ScheduleType, {
    complexity: COST.query,
    description:
      "The user's schedule; the defaults (America/New_York, daily, 09:00, active, no auto-post) until one is saved.",
  })
  schedule(@CurrentUser() user: User) {
    return this.schedules.get(user);
  }

  @Mutation(() => ScheduleType, {
    complexity: COST.write,
    description:
      'Saves the whole schedule. Every change takes effect at once: posts already scheduled keep their times.',
  })
  updateSchedule(
    @CurrentUser() user: User,
    @Arg('input', () => ScheduleInput) input: ScheduleInput,
  ) {
    return this.schedules.update(user, input);
  }

  @Query(() => [PostType], {
    complexity: listCost(COST.query, 'limit', { min: 1, max: 100, default: 10 }),
    description: "The user's scheduled posts, soonest first.",
  })
  upcomingPosts(
    @CurrentUser() user: User,
    @Arg('limit', () => Int, { defaultValue: 10, description: 'How many posts: 1 to 100.' })
    limit: number,
  ) {
    return this.schedules.upcoming(user, limit);
  }

  @Query(() => [ScheduleSlot], {
    // The schedule and the posts due are two queries; each slot is a time-zone computation.
    complexity: listCost(2 * COST.query, 'count', { min: 1, max: 50, default: 10 }, 20),
    description: "The next slots of the user's schedule and the post that fills each one, if any.",
  })
  schedulePreview(
    @CurrentUser() user: User,
    @Arg('count', () => Int, { defaultValue: 10, description: 'How many slots: 1 to 50.' })
    count: number,
  ) {
    return this.schedules.preview(user, count);
  }
}
