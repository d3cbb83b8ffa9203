import type { TestApp } from '../app';
import { userEntity } from './users';

export interface ScheduleOverrides {
  timezone?: string;
  frequency?: string;
  customDays?: string[];
  timeSlots?: string[];
  autoPost?: boolean;
  isActive?: boolean;
}

/**
 * The user's posting schedule, saved through the schedule service as the Schedule page saves it
 * (the account follows, and auto-post plans when it is on): daily at 09:00 UTC, active, without
 * auto-post, unless said.
 */
export async function buildSchedule(
  app: TestApp,
  user: { id: string },
  overrides: ScheduleOverrides = {},
) {
  return app.api.services.schedules.update(await userEntity(app, user), {
    timezone: 'UTC',
    frequency: 'daily',
    customDays: [],
    timeSlots: ['09:00'],
    autoPost: false,
    isActive: true,
    ...overrides,
  });
}
