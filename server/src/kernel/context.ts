import { createParameterDecorator } from 'type-graphql';
import type { ContainerType } from 'type-graphql';
import { requireAccess, type Access, type RequestUser } from './access';
import type { SetCookie } from './cookies';

/**
 * What every resolver gets: the signed-in user (or null), who is asking, where the resolvers'
 * instances come from (the composition root builds each with its service), and a way to set a
 * cookie on the answer (the only part of the HTTP response a resolver may touch).
 */
export interface Context {
  user: RequestUser | null;
  requestId: string;
  ip: string;
  container: ContainerType;
  setCookie: SetCookie;
}

/**
 * The signed-in user, once they have reached `access` (by default: verified and onboarded);
 * otherwise the resolver answers UNAUTHENTICATED or FORBIDDEN before it runs. The resolver
 * names the user's type (the users feature's entity, which is what authentication loads).
 */
export function CurrentUser(access: Access = 'member') {
  return createParameterDecorator<Context>(({ context }) => requireAccess(context.user, access));
}
