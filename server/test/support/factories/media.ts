import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PostMedia } from '../../../src/features/posts/attachments/post-media.entity';
import type { TestApp } from '../app';

/** A stored file, and its bytes as they were stored (an image is re-encoded on the way in). */
export interface BuiltMedia {
  media: PostMedia;
  stored: Buffer;
}

/**
 * A file the user uploaded (a PNG, JPEG or GIF image, or a PDF), through the media service's
 * upload as the REST door hands it one: judged by its bytes, kept in the media store, one row.
 */
export async function buildMedia(
  app: TestApp,
  user: { id: string },
  bytes: Buffer,
  fileName = 'file',
): Promise<BuiltMedia> {
  const folder = await mkdtemp(path.join(tmpdir(), 'postpilot-upload-'));
  try {
    const file = path.join(folder, 'upload');
    await writeFile(file, bytes);
    const media = await app.api.services.media.upload(user.id, {
      path: file,
      bytes: bytes.length,
      fileName,
    });
    const stored = await app.api.infra.media.read(media.storageKey);
    return { media, stored };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
