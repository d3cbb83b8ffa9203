import type { DataSource } from 'typeorm';
import type { FeatureModule } from '../../kernel/module';
import type { RateLimiter } from '../../kernel/rate-limiter';
import { WaitlistResolver } from './waitlist.resolver';
import { waitlistRoutes } from './waitlist.rest';
import { WaitlistService } from './waitlist.service';

/** The coming-soon page's waitlist. */
export function waitlistModule(deps: {
  dataSource: DataSource;
  limiter: RateLimiter;
  launchDate: Date | null;
}) {
  const waitlist = new WaitlistService(deps.dataSource, deps.limiter, deps.launchDate);
  const module: FeatureModule = {
    resolvers: [new WaitlistResolver(waitlist)],
    routes: waitlistRoutes({ waitlist }),
  };
  return { waitlist, module };
}
