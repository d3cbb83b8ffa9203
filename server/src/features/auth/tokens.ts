import { createHash, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** What a session token carries: the user and the token version it was issued under. */
export interface SessionClaims {
  sub: string;
  tv: number;
}

export const JWT_ALGORITHM = 'HS256' as const;

export function signSessionToken(claims: SessionClaims, secret: string, expiresIn: string): string {
  return jwt.sign(claims, secret, {
    algorithm: JWT_ALGORITHM,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** A random token for an e-mail link, and the hash that is all the database keeps of it. */
export function newEmailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashEmailToken(token) };
}

export const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');
