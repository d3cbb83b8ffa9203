// sharp is loaded here before any thread loads it: its libraries then stay loaded when a thread
// ends (sharp's own advice for worker threads).
import 'sharp';
import { Threaded } from '../../../../kernel/threaded';
import type { CarouselDesign } from './render';
import type * as ThreadFunctions from './thread';

/**
 * The carousel maker: slides drafted from a post's text, and the PDF of square slides (with a
 * picture of each) that LinkedIn shows as a swipeable document. Both are done in a worker thread:
 * parsing a long post takes a tenth of a second and laying out and painting a carousel more than
 * one, and neither holds the API's event loop, so nobody else's request waits for them.
 */

export type { CarouselDesign } from './render';

/** Making a carousel that takes longer than this fails (the thread is left to finish). */
const THREAD_TIMEOUT_MS = 60_000;

const thread = new Threaded<typeof ThreadFunctions>(require.resolve('./thread'), THREAD_TIMEOUT_MS);

/** 5..10 slides within the CAROUSEL_* limits: a hook, one idea a slide, a call to action. */
export function draftSlides(content: string): Promise<{ title: string; body: string }[]> {
  return thread.call('draftSlides', content);
}

/** The carousel as a PDF of square pages, a slide each, and pictures of its first pages. */
export async function renderCarousel(
  design: CarouselDesign,
): Promise<{ pdf: Buffer; pages: number; pageImages: Buffer[] }> {
  const { pdf, pages, pageImages } = await thread.call('renderCarousel', design);
  return { pdf: asBuffer(pdf), pages, pageImages: pageImages.map(asBuffer) };
}

/** A Buffer over bytes a thread sent (which arrive as a plain Uint8Array), without a copy. */
const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
