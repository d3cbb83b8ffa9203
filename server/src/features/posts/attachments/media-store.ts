import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_URL_PATH } from '../../users/avatar.service';

const MEDIA = 'media';

/** Where one uploaded file and its page pictures go: names that cannot be guessed. */
export interface MediaKeys {
  file: string;
  /** Page `n`'s picture, a WebP unless said (a carousel's first page is a PNG). */
  page: (n: number, extension?: 'png' | 'webp') => string;
}

/**
 * The bytes of uploaded media under UPLOAD_DIR/media (served from /uploads/media): each file is
 * `media/<32 random hex>.<ext>`, a document's page pictures `media/<same>-p<N>.webp` (or `.png`).
 */
export class MediaStore {
  constructor(private readonly uploadDir: string) {}

  newKeys(extension: string): MediaKeys {
    return keysOf(randomBytes(16).toString('hex'), extension);
  }

  /** The keys of a stored file: where page pictures made after it go. */
  keysOfFile(file: string): MediaKeys {
    const { name, ext } = path.posix.parse(file);
    return keysOf(name, ext.slice(1));
  }

  pathOf(key: string): string {
    const resolved = path.resolve(this.uploadDir, key);
    // Keys are ours, but a path outside the folder is never read or removed.
    if (!resolved.startsWith(path.resolve(this.uploadDir, MEDIA) + path.sep)) {
      throw new Error(`Not a media key: ${key}`);
    }
    return resolved;
  }

  urlOf(key: string): string {
    return `${UPLOADS_URL_PATH}/${key}`;
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    await mkdir(path.join(this.uploadDir, MEDIA), { recursive: true });
    await writeFile(this.pathOf(key), bytes);
  }

  async copy(from: string, key: string): Promise<void> {
    await mkdir(path.join(this.uploadDir, MEDIA), { recursive: true });
    await copyFile(from, this.pathOf(key));
  }

  /** Removes stored files; one already gone is fine. */
  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }
}

function keysOf(name: string, extension: string): MediaKeys {
  return {
    file: `${MEDIA}/${name}.${extension}`,
    page: (n, pictureExtension = 'webp') => `${MEDIA}/${name}-p${n}.${pictureExtension}`,
  };
}
