// sharp is loaded here before any thread loads it: its libraries then stay loaded when a thread
// ends (sharp's own advice for worker threads).
import 'sharp';
import { Threaded } from '../../../../kernel/threaded';
import { draftSlides as draft } from './draft';
import type { CarouselDesign, RenderedCarousel } from './render';

/**
 * The carousel maker: slides drafted from a post's text, and the PDF of square slides (with a
 * picture of each) that LinkedIn shows as a swipeable document.
 */

export type { CarouselDesign } from './render';

/** 5..10 slides within the CAROUSEL_* limits: a hook, one idea a slide, a call to action. */
export function draftSlides(content: string): { title: string; body: string }[] {
  return draft(content);
}

/** Making a carousel that takes longer than this fails (the thread is left to finish). */
const RENDER_TIMEOUT_MS = 60_000;

const renderer = new Threaded<CarouselDesign, RenderedCarousel>(
  require.resolve('./render'),
  'renderCarousel',
  RENDER_TIMEOUT_MS,
);

/**
 * The carousel as a PDF of square pages, a slide each, and pictures of its first pages, made in
 * a worker thread: the second or more of layout and PDF work never holds the API's event loop,
 * so nobody else's request waits for it.
 */
export async function renderCarouselInThread(
  design: CarouselDesign,
): Promise<{ pdf: Buffer; pages: number; pageImages: Buffer[] }> {
  const { pdf, pages, pageImages } = await renderer.call(design);
  return { pdf: asBuffer(pdf), pages, pageImages: pageImages.map(asBuffer) };
}

/** A Buffer over bytes a thread sent (which arrive as a plain Uint8Array), without a copy. */
const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
