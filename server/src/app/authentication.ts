import type { RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { ExtractJwt } from 'passport-jwt';
import { JWT_ALGORITHM, sessionKey, type SessionClaims } from '../features/auth/tokens';
import type { AuthService } from '../features/auth/auth.service';

/**
 * Reads `Authorization: Bearer …` on /graphql and /api alike, as passport-jwt reads it (its own
 * extractor, then jsonwebtoken's checks with the same options), without passport's per-request
 * machinery. A missing, expired, forged or revoked token leaves req.authUser null; each
 * operation decides whether it needs one. A failure to load the user is the request's error.
 */
export function bearerAuthentication(secret: string, auth: AuthService): RequestHandler {
  const key = sessionKey(secret);
  const tokenOf = ExtractJwt.fromAuthHeaderAsBearerToken();
  const options: jwt.VerifyOptions = { algorithms: [JWT_ALGORITHM], ignoreExpiration: false };
  return (req, _res, next) => {
    req.authUser = null;
    if (!req.headers.authorization) return next();
    const token = tokenOf(req);
    if (!token) return next();
    let claims: Partial<SessionClaims>;
    try {
      claims = jwt.verify(token, key, options) as Partial<SessionClaims>;
    } catch {
      return next();
    }
    auth.userForClaims(claims).then((user) => {
      req.authUser = user ?? null;
      next();
    }, next);
  };
}
