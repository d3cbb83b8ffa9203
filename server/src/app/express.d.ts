import type { User as Account } from '../features/users/user.entity';

declare global {
  namespace Express {
    interface Request {
      /** The user the bearer token stands for; null when there is none or it is invalid. */
      authUser: Account | null;
      /** Set by pino-http: echoes X-Request-Id or a new UUID. */
      id: string | number | object;
    }
  }
}

export {};
