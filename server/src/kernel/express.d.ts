import type { RequestUser } from './access';

declare global {
  namespace Express {
    interface Request {
      /** The user the bearer token stands for; null when there is none or it is invalid. */
      authUser: RequestUser | null;
      /** Set by pino-http: echoes X-Request-Id or a new UUID. */
      id: string | number | object;
    }
  }
}

export {};
