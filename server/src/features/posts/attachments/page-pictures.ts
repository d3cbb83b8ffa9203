import type { WebpOptions } from 'sharp';

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
 * A picture someone waits for (a carousel's first page, answered with it): encoder effort 0,
 * which takes half the time of effort 2 on an opaque picture for a file about 45% larger.
 */
export const WAITED_PAGE_PICTURE_WEBP: WebpOptions = { quality: 82, effort: 0 };

/**
 * Pictures encoded at once. Encoding runs on libuv's thread pool, which the whole process shares
 * (password hashing, files): two keep both cores busy and leave the rest of the pool free.
 */
export const PAGE_PICTURES_AT_ONCE = 2;
