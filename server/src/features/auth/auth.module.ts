import type { DataSource } from 'typeorm';
import type { Logger } from '../../kernel/logger';
import type { FeatureModule } from '../../kernel/module';
import type { RateLimiter } from '../../kernel/rate-limiter';
import type { EmailService } from '../email/email.service';
import type { UsersService } from '../users/users.service';
import { AuthResolver } from './auth.resolver';
import { authRoutes, verifyEmailLink } from './auth.rest';
import { AuthService, type AuthSettings } from './auth.service';

/** Accounts' sign-in side: registration, sessions, e-mail verification, passwords, deletion. */
export function authModule(deps: {
  dataSource: DataSource;
  email: EmailService;
  limiter: RateLimiter;
  users: UsersService;
  settings: AuthSettings;
  logger: Logger;
}) {
  const auth = new AuthService(
    deps.dataSource,
    deps.email,
    deps.limiter,
    deps.settings,
    deps.logger.child({ feature: 'auth' }),
  );
  const module: FeatureModule = {
    resolvers: [new AuthResolver(auth, deps.users)],
    routes: authRoutes({ auth, users: deps.users }),
    routers: [verifyEmailLink(auth)],
  };
  return { auth, module };
}
