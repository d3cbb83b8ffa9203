import type { PngOptions, WebpOptions } from 'sharp';
import { sniff } from './media-kind';

/**
 * Pictures of a document's first pages, shown in the post's preview: how wide they are drawn and
 * how they are stored. Made by the PDF reader (uploads) and by the carousel maker alike.
 */

/** The width of a page picture, in pixels: sharp enough for a feed preview. */
export const PAGE_PICTURE_WIDTH = 1080;

/**
 * A page picture as stored: WebP. At effort 2 the encoder takes half the time of its default (4)
 * for a file about 5% larger at the same quality.
 */
export const PAGE_PICTURE_WEBP: WebpOptions = { quality: 82, effort: 2 };

/**
 * A picture someone waits for (a carousel's first page, answered with it): PNG at zlib level 6,
 * lossless. A 1080-pixel slide encodes in about 4 ms, against 27 ms for WebP at effort 0 and
 * 43 ms at effort 2, for a file of 70-80 KB against 55-60 and 40-45 KB.
 */
export const WAITED_PAGE_PICTURE_PNG: PngOptions = { compressionLevel: 6 };

/** The file extension of a stored page picture: PNG's or WebP's, by its first bytes. */
export function pictureExtension(picture: Uint8Array): 'png' | 'webp' {
  const head = Buffer.from(picture.buffer, picture.byteOffset, Math.min(picture.byteLength, 8));
  return sniff(head) === 'png' ? 'png' : 'webp';
}

/**
 * Pictures encoded at once. Encoding runs on libuv's thread pool, which the whole process shares
 * (password hashing, files): two keep both cores busy and leave the rest of the pool free.
 */
export const PAGE_PICTURES_AT_ONCE = 2;
