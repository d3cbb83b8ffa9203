import { createParameterDecorator } from 'type-graphql';
import type { User } from '../features/users/user.entity';
import type { Services } from './services';
import type { SetCookie } from './cookies';
import { AppError } from './errors';

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

/** The signed-in user; a resolver that takes it refuses anonymous calls with UNAUTHENTICATED. */
export function CurrentUser() {
  return createParameterDecorator<Context>(({ context }) => {
    if (!context.user) throw AppError.unauthenticated();
    return context.user;
  });
}
