import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../kernel/context';
import { COST } from '../../kernel/graphql-cost';
import type { User } from '../users/user.entity';
import { ScheduleInput, ScheduleType } from './schedule.types';
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
      'Saves the whole schedule. Every change takes effect at once; posts already scheduled keep their times until moved (offSchedulePosts lists those no longer on a slot, moveOffSchedulePosts moves them into the new slots).',
  })
  updateSchedule(
    @CurrentUser() user: User,
    @Arg('input', () => ScheduleInput) input: ScheduleInput,
  ) {
    return this.schedules.update(user, input);
  }
}
