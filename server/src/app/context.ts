import { createParameterDecorator } from 'type-graphql';
import type { User } from '../features/users/user.entity';
import type { Services } from './services';
import { requireAccess, type Access } from './access';

/** What every resolver gets: the signed-in user (or null), who is asking, and the services. */
export interface Context {
  user: User | null;
  requestId: string;
  ip: string;
  services: Services;
}

/**
 * The signed-in user, once they have reached `access` (by default: verified and onboarded);
 * otherwise the resolver answers UNAUTHENTICATED or FORBIDDEN before it runs.
 */
export function CurrentUser(access: Access = 'member') {
  return createParameterDecorator<Context>(({ context }) => requireAccess(context.user, access));
}
