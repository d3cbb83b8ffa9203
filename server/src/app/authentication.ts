import type { RequestHandler } from 'express';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import type { User } from '../features/users/user.entity';
import { JWT_ALGORITHM, sessionKey, type SessionClaims } from '../features/auth/tokens';
import type { AuthService } from '../features/auth/auth.service';

/** What passport gives a strategy for one request: its three outcomes. */
interface StrategyAttempt {
  success: (user: User) => void;
  fail: () => void;
  error: (error: unknown) => void;
  authenticate: (req: Parameters<RequestHandler>[0]) => void;
}

/**
 * passport-jwt reads `Authorization: Bearer …` on /graphql and /api alike. A missing, expired,
 * forged or revoked token leaves req.authUser null; each operation decides whether it needs one;
 * a failure to load the user is the request's error. The strategy is run as passport runs one (an
 * object whose prototype is the strategy, given the three outcomes), without the per-request
 * middleware passport.authenticate builds around it.
 */
export function bearerAuthentication(secret: string, auth: AuthService): RequestHandler {
  const strategy = new JwtStrategy(
    {
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // jsonwebtoken takes a KeyObject as it is; passport-jwt's types only know strings.
      secretOrKey: sessionKey(secret) as unknown as string,
      algorithms: [JWT_ALGORITHM],
    },
    (claims: Partial<SessionClaims>, done: (err: unknown, user?: User | false) => void) => {
      auth.userForClaims(claims).then((user) => done(null, user ?? false), done);
    },
  );
  return (req, _res, next) => {
    req.authUser = null;
    if (!req.headers.authorization) return next();
    const attempt = Object.create(strategy) as StrategyAttempt;
    attempt.success = (user) => {
      req.authUser = user;
      next();
    };
    attempt.fail = () => next();
    attempt.error = (error) => next(error);
    attempt.authenticate(req);
  };
}
