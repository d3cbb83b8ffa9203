import { randomBytes } from 'node:crypto';
import path from 'node:path';

const MEDIA = 'media';

/** Where one uploaded file and its page pictures go in the media store: keys that cannot be guessed. */
export interface MediaKeys {
  file: string;
  /** Page `n`'s picture, a WebP unless said (a carousel's first page is a PNG). */
  page: (n: number, extension?: 'png' | 'webp') => string;
}

/**
 * A post's file is `media/<32 random hex>.<ext>` in the media store, a document's page pictures
 * `media/<same>-p<N>.webp` (or `.png`).
 */
export function newMediaKeys(extension: string): MediaKeys {
  return keysOf(randomBytes(16).toString('hex'), extension);
}

/** The keys of a stored file: where page pictures made after it go. */
export function mediaKeysOfFile(file: string): MediaKeys {
  const { name, ext } = path.posix.parse(file);
  return keysOf(name, ext.slice(1));
}

function keysOf(name: string, extension: string): MediaKeys {
  return {
    file: `${MEDIA}/${name}.${extension}`,
    page: (n, pictureExtension = 'webp') => `${MEDIA}/${name}-p${n}.${pictureExtension}`,
  };
}
