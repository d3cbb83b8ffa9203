import type { DataSource } from 'typeorm';
import type { MediaStore } from '../../kernel/media/media-store';
import type { FeatureModule } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import { AvatarService } from './avatar.service';
import { User } from './user.entity';
import { UsersResolver } from './users.resolver';
import { usersRoutes } from './users.rest';
import { UsersService, type UserJobs } from './users.service';

/** The account: onboarding, profile, avatar, settings. */
export function usersModule(deps: {
  dataSource: DataSource;
  media: MediaStore;
  activity: ActivityService;
  /** What a deleted account leaves queued (its posts' jobs, its planner): given from above. */
  jobs: UserJobs;
}) {
  const avatars = new AvatarService(deps.dataSource.getRepository(User), deps.media);
  const users = new UsersService(deps.dataSource, avatars, deps.activity, deps.jobs);
  const module: FeatureModule = {
    resolvers: [new UsersResolver(users)],
    routes: usersRoutes({ users }),
  };
  return { users, module };
}
