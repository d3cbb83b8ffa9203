import { createHmac, timingSafeEqual } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { INPUT_MESSAGES, MEDIA_MESSAGES } from '@postpilot/common';
import { AppError } from '../errors';
import {
  checkedKey,
  contentTypeOf,
  isMediaKey,
  MediaMissing,
  urlWindow,
  type MediaObject,
  type MediaStore,
} from './media-store';

/** Where the app serves the files of a local store. */
export const UPLOADS_URL_PATH = '/uploads';

export interface LocalMediaStoreOptions {
  /** A server secret (JWT_SECRET); the key that signs addresses is derived from it. */
  secret: string;
  /** How long an address stays valid at least (MEDIA_URL_TTL). */
  urlTtlMs: number;
  now?: () => number;
}

type Verdict = 'valid' | 'expired' | 'invalid';

/**
 * Files on this machine's disk, under UPLOAD_DIR: a key is a path below it. The app serves them
 * under /uploads, each only at an address signed with HMAC-SHA256 (the key and its expiry, by a
 * key derived from the server's secret) and only until it expires.
 */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local' as const;
  private readonly root: string;
  private readonly signingKey: Buffer;
  private readonly now: () => number;

  constructor(
    folder: string,
    private readonly options: LocalMediaStoreOptions,
  ) {
    // Absolute, as sending a file needs it.
    this.root = path.resolve(folder);
    // A key of its own: an address's signature never doubles as anything else the secret signs.
    this.signingKey = createHmac('sha256', options.secret).update('postpilot media urls').digest();
    this.now = options.now ?? Date.now;
  }

  /** The file of `key` on disk. */
  pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async writeFile(key: string, from: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(from, file);
  }

  async open(key: string): Promise<MediaObject> {
    const file = this.pathOf(key);
    const handle = await open(file, 'r').catch((error: unknown) => {
      throw missingOr(error, key);
    });
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), bytes: size, contentType: contentTypeOf(key) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key)).catch((error: unknown) => {
      throw missingOr(error, key);
    });
  }

  async stat(key: string): Promise<{ bytes: number } | null> {
    try {
      return { bytes: (await stat(this.pathOf(key))).size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async url(key: string): Promise<string> {
    checkedKey(key);
    const expires = Math.ceil(urlWindow(this.now(), this.options.urlTtlMs).expiresAt / 1000);
    return `${UPLOADS_URL_PATH}/${key}?expires=${expires}&signature=${this.sign(key, expires)}`;
  }

  async origin(): Promise<null> {
    return null;
  }

  close(): void {}

  /**
   * The route under /uploads: a file is sent only at an address `url` made, before it expires
   * (403 otherwise, 404 when the file is gone), and may be kept by the browser until then.
   */
  serve(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      let key: string;
      try {
        key = decodeURIComponent(req.path.replace(/^\//, ''));
      } catch {
        return next(new AppError('BAD_USER_INPUT', 'MALFORMED_PATH', INPUT_MESSAGES.malformedPath));
      }
      const expires = Number(typeof req.query.expires === 'string' ? req.query.expires : NaN);
      const verdict = this.verify(key, expires, req.query.signature);
      if (verdict === 'expired') {
        return next(new AppError('FORBIDDEN', 'MEDIA_URL_EXPIRED', MEDIA_MESSAGES.urlExpired));
      }
      if (verdict === 'invalid') {
        return next(new AppError('FORBIDDEN', 'MEDIA_URL_INVALID', MEDIA_MESSAGES.urlInvalid));
      }
      const left = Math.max(0, Math.floor(expires - this.now() / 1000));
      res.sendFile(
        this.pathOf(key),
        { headers: { 'Cache-Control': `private, max-age=${left}` }, cacheControl: false },
        (error) => {
          if (error && !res.headersSent) next(AppError.notFound('FILE_NOT_FOUND'));
        },
      );
    };
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.signingKey).update(`${key}\n${expires}`).digest('base64url');
  }

  /** Whether an address's key, expiry and signature are one `url` made, and still valid. */
  private verify(key: string, expires: number, signature: unknown): Verdict {
    if (!isMediaKey(key) || !Number.isSafeInteger(expires) || typeof signature !== 'string') {
      return 'invalid';
    }
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expires * 1000 <= this.now() ? 'expired' : 'valid';
  }
}

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | null)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException | null)?.code === 'ENOTDIR';

function missingOr(error: unknown, key: string): unknown {
  return isMissing(error) ? new MediaMissing(key) : error;
}
