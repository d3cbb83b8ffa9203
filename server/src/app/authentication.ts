import type { RequestHandler } from 'express';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import type { User } from '../features/users/user.entity';
import { JWT_ALGORITHM, sessionKey, type SessionClaims } from '../features/auth/tokens';
import type { AuthService } from '../features/auth/auth.service';

/**
 * passport-jwt reads `Authorization: Bearer …` on /graphql and /api alike. A missing, expired,
 * forged or revoked token leaves req.authUser null; each operation decides whether it needs one.
 */
export function bearerAuthentication(secret: string, auth: AuthService): RequestHandler {
  const authenticator = new passport.Passport();
  authenticator.use(
    new JwtStrategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        // jsonwebtoken takes a KeyObject as it is; passport-jwt's types only know strings.
        secretOrKey: sessionKey(secret) as unknown as string,
        algorithms: [JWT_ALGORITHM],
      },
      (claims: Partial<SessionClaims>, done: (err: unknown, user?: User | false) => void) => {
        auth.userForClaims(claims).then((user) => done(null, user ?? false), done);
      },
    ),
  );
  return (req, res, next) => {
    req.authUser = null;
    if (!req.headers.authorization) return next();
    authenticator.authenticate('jwt', { session: false }, (err: unknown, user: User | false) => {
      if (err) return next(err);
      req.authUser = user || null;
      next();
    })(req, res, next);
  };
}
