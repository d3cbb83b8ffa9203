import type { Request, Response } from 'express';

/**
 * A cookie a service asks its door to set, described without Express. Every cookie the app sets
 * this way is HttpOnly (no script reads it) and SameSite=Lax (another site's forms and fetches
 * do not carry it; following a link to the app does).
 */
export interface BrowserCookie {
  name: string;
  /** Empty with maxAgeSeconds 0: the browser forgets the cookie. */
  value: string;
  /** Only requests under this path carry it back. */
  path: string;
  maxAgeSeconds: number;
  /** Sent over https only (the app is served over https). */
  secure: boolean;
}

/** Sets a cookie on the answer being prepared: what REST handlers and resolvers are given. */
export type SetCookie = (cookie: BrowserCookie) => void;

/** The same cookie, to be forgotten. */
export const expiredCookie = (cookie: BrowserCookie): BrowserCookie => ({
  ...cookie,
  value: '',
  maxAgeSeconds: 0,
});

/** SetCookie on this Express answer. */
export function cookieSetter(res: Response): SetCookie {
  return (cookie) => {
    res.cookie(cookie.name, cookie.value, {
      path: cookie.path,
      maxAge: cookie.maxAgeSeconds * 1000,
      httpOnly: true,
      sameSite: 'lax',
      secure: cookie.secure,
    });
  };
}

/**
 * The value of the request's cookie `name`, or undefined. A value that is not percent-encoded
 * text as the app writes it (res.cookie encodes) counts as no cookie.
 */
export function readCookie(req: Request, name: string): string | undefined {
  for (const pair of (req.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
