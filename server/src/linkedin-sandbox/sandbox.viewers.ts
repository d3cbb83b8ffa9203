import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** A viewer's cookie value: its id and the sandbox's signature of it, `{uuid}.{HMAC}`. */
const VIEWER_COOKIE_VALUE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{43})$/;

/** Issues feed viewers and recognises them again. */
export interface ViewerIds {
  /** A new viewer: its id, and the cookie value that stands for it. */
  issue(): { id: string; cookie: string };
  /** The id of the viewer this cookie value stands for, if the sandbox issued it; else null. */
  verify(cookie: string | undefined): string | null;
}

/**
 * Viewer ids the sandbox signs (HMAC-SHA256 with a key of its own, derived from `secret`), so that
 * only viewers the feed issued count: a made-up or altered cookie is nobody. Nothing is stored
 * until the viewer does something, and the ids stay uuids in the engagement tables.
 */
export function viewerIds(secret: string): ViewerIds {
  const key = createHmac('sha256', secret).update('postpilot linkedin-sandbox viewer').digest();
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    issue() {
      const id = randomUUID();
      return { id, cookie: `${id}.${sign(id)}` };
    },
    verify(cookie) {
      const match = VIEWER_COOKIE_VALUE.exec(cookie ?? '');
      if (!match) return null;
      const given = Buffer.from(match[2]);
      const expected = Buffer.from(sign(match[1]));
      return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
    },
  };
}
