import type { DataSource } from 'typeorm';
import type { Logger } from '../../kernel/logger';
import { ActivityService } from './activity.service';

/** The activity record: written by the other features, read by the dashboard. */
export function activityModule(deps: { dataSource: DataSource; logger: Logger }) {
  const activity = new ActivityService(deps.dataSource, (err) =>
    deps.logger.warn({ err }, 'an activity could not be recorded'),
  );
  return { activity };
}
