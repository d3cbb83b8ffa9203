import { createParameterDecorator } from 'type-graphql';
import type { User } from '../features/users/user.entity';
import type { Services } from './services';
import { requireAccess, type Access } from './access';
import type { SetCookie } from '../kernel/cookies';

/**
 * What every resolver gets: the signed-in user (or null), who is asking, the services, and a way
 * to set a cookie on the answer (the only part of the HTTP response a resolver may touch).
 */
export interface Context {
  user: User | null;
  requestId: string;
  ip: string;
  services: Services;
  setCookie: SetCookie;
}

/**
 * The signed-in user, once they have reached `access` (by default: verified and onboarded);
 * otherwise the resolver answers UNAUTHENTICATED or FORBIDDEN before it runs.
 */
export function CurrentUser(access: Access = 'member') {
  return createParameterDecorator<Context>(({ context }) => requireAccess(context.user, access));
}
