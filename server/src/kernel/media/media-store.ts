import type { Readable } from 'node:stream';
import type { RequestHandler } from 'express';

/**
 * Where uploaded files live (avatars, post media and their page pictures, the sandbox LinkedIn's
 * copies): local disk for one machine, an S3-compatible bucket for several. The database keeps
 * each file's key, never an address; a browser reads a file only through a signed address made
 * when it is asked for (`url`), which stops working after MEDIA_URL_TTL.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Stores `bytes` under `key` (a new key each time: keys are never reused for other bytes). */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Stores a file on this machine's disk (an upload the request left there), streamed. */
  writeFile(key: string, file: string): Promise<void>;
  /** The bytes as a stream, with their size and type; MediaMissing when there are none. */
  open(key: string): Promise<MediaObject>;
  /** The bytes at once, for files small enough to hold (an avatar); MediaMissing when none. */
  read(key: string): Promise<Buffer>;
  /** The stored size, or null when nothing is stored under `key`. */
  stat(key: string): Promise<{ bytes: number } | null>;
  /** Removes stored files; one already gone is fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** A short-lived signed address a browser can read the file at (made now, never stored). */
  url(key: string): Promise<string>;
  /** Where browsers read files when it is not the app's own origin (for its CSP); else null. */
  origin(): Promise<string | null>;
  /**
   * The route that answers the addresses `url` makes when the app serves the files itself (local
   * disk, under /uploads); null when browsers read them elsewhere (a bucket).
   */
  serve(): RequestHandler | null;
  /** Lets go of connections (a process stopping). */
  close(): void;
}

/** A stored file, opened for reading. */
export interface MediaObject {
  body: Readable;
  bytes: number;
  contentType: string;
}

/** Nothing is stored under the key (removed, or never written). */
export class MediaMissing extends Error {
  override readonly name = 'MediaMissing';
  constructor(key: string) {
    super(`No stored file ${key}`);
  }
}

/**
 * A key: one or more folders of lower-case letters, digits and dashes, then a file name of
 * letters, digits, dots, dashes and underscores. Keys are made by the app; a key outside this
 * shape (a path that climbs out, a URL) is refused by both stores before any file is touched.
 */
const MEDIA_KEY = /^(?:[a-z0-9][a-z0-9-]*\/)+[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function checkedKey(key: string): string {
  if (!MEDIA_KEY.test(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return key;
}

export const isMediaKey = (key: string): boolean => MEDIA_KEY.test(key);

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** A stored file's type, by its key's extension (the app names files by what their bytes are). */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * When an address made at `nowMs` was issued and when it expires. Addresses made within the same
 * step (a quarter of the lifetime, at least a second) are the same address, so a page fetched
 * again shows pictures the browser already holds instead of loading them anew; each stays valid
 * for at least `ttlMs` from when it was handed out.
 */
export function urlWindow(nowMs: number, ttlMs: number): { issuedAt: number; expiresAt: number } {
  const step = Math.max(1000, Math.floor(ttlMs / 4));
  const issuedAt = Math.floor(nowMs / step) * step;
  return { issuedAt, expiresAt: issuedAt + ttlMs + step };
}
