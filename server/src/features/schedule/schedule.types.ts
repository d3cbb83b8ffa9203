import { Field, InputType, ObjectType } from 'type-graphql';
import type * as Contract from '../../generated/graphql';

@ObjectType('Schedule', {
  description: 'When the user posts: the time zone, the days and the times of day.',
})
export class ScheduleType implements Contract.Schedule {
  @Field(() => String, { description: 'One of the 11 schedule time zones.' })
  timezone: string;

  @Field(() => String, {
    description:
      'daily, weekly (on the first custom day, Monday when none) or custom (on the custom days).',
  })
  frequency: string;

  @Field(() => [String], {
    description:
      'The weekdays of a custom schedule (monday ... sunday); the first one is also the day of a weekly schedule.',
  })
  customDays: string[];

  @Field(() => [String], {
    description: "Times of day, HH:MM (24-hour), in the schedule's time zone; at least one.",
  })
  timeSlots: string[];

  @Field(() => Boolean, {
    description:
      'Publish at each slot without waiting for approval; with it, Postpilot writes and schedules posts for the coming 7 days.',
  })
  autoPost: boolean;

  @Field(() => Boolean, {
    description: 'While false, nothing is planned and scheduled posts wait.',
  })
  isActive: boolean;
}

@InputType('ScheduleInput', { description: 'A whole schedule to save.' })
export class ScheduleInput implements Contract.ScheduleInput {
  @Field(() => String)
  timezone: string;

  @Field(() => String)
  frequency: string;

  @Field(() => [String])
  customDays: string[];

  @Field(() => [String])
  timeSlots: string[];

  @Field(() => Boolean)
  autoPost: boolean;

  @Field(() => Boolean)
  isActive: boolean;
}
