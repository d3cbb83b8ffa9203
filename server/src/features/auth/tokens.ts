import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** What a session token carries: the user and the token version it was issued under. */
export interface SessionClaims {
  sub: string;
  tv: number;
}

export const JWT_ALGORITHM = 'HS256' as const;

const keys = new Map<string, KeyObject>();

/**
 * The HMAC key of a JWT secret, made once. Given the secret as a string, jsonwebtoken first
 * tries to read it as a PEM public key on every call, which failing costs more than the
 * signature itself.
 */
export function sessionKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export function signSessionToken(claims: SessionClaims, secret: string, expiresIn: string): string {
  return jwt.sign(claims, sessionKey(secret), {
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
