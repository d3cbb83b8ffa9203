import type { Config } from '../config';
import { LocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

/**
 * The media store MEDIA_STORE names: UPLOAD_DIR on this machine (its addresses signed with a key
 * derived from JWT_SECRET) or the S3 bucket. `now` moves the clock of the addresses it signs.
 */
export function openMediaStore(
  config: Pick<Config, 'media' | 'uploadDir' | 'jwtSecret'>,
  now?: () => number,
): MediaStore {
  const { media } = config;
  if (media.store === 's3') return new S3MediaStore(media.s3, { urlTtlMs: media.urlTtlMs, now });
  return new LocalMediaStore(config.uploadDir, {
    secret: config.jwtSecret,
    urlTtlMs: media.urlTtlMs,
    now,
  });
}
