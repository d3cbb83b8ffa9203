// sharp is loaded here before any thread loads it: its libraries then stay loaded when a thread
// ends (sharp's own advice for worker threads).
import 'sharp';
import { Threaded } from '../../../../kernel/threaded';
import type * as DraftFunctions from './draft-thread';
import type { CarouselDesign, RenderedCarousel } from './render';
import type * as RenderFunctions from './render-thread';

/**
 * The carousel maker: slides drafted from a post's text, and the PDF of square slides (with
 * pictures of its pages) that LinkedIn shows as a swipeable document. All is done in worker
 * threads: parsing a long post takes a tenth of a second and painting a carousel's pictures more,
 * and none of it holds the API's event loop, so nobody else's request waits for it.
 *
 * Two threads, one drafting and one rendering: a draft never waits for anyone's carousel. Each
 * thread's first call is several times as slow as the next (the parser loaded, typefaces read,
 * code compiled), so both are kept while the process runs, and an API gets them ready as it
 * starts (`warmUp`): about 110 MB held so that carousels are made at once, the first one too.
 * A thread started afresh (the last one failed or timed out, or none was warmed: tests) is slow
 * for its first call only.
 */

export type { CarouselAvatar, CarouselDesign } from './render';

/** Making a carousel that takes longer than this fails (the thread is left to finish). */
const THREAD_TIMEOUT_MS = 60_000;

const drafting = new Threaded<typeof DraftFunctions>(
  require.resolve('./draft-thread'),
  THREAD_TIMEOUT_MS,
  null,
);
const rendering = new Threaded<typeof RenderFunctions>(
  require.resolve('./render-thread'),
  THREAD_TIMEOUT_MS,
  null,
);

/** Both threads started, each having drafted or rendered a carousel of its own, in turn. */
export async function warmUp(): Promise<void> {
  await drafting.call('warmUp', null);
  await rendering.call('warmUp', null);
}

/** Both threads ended once their calls are answered (a process stopping); a next call starts them. */
export async function endThreads(): Promise<void> {
  await Promise.all([drafting.close(), rendering.close()]);
}

/** 5..10 slides within the CAROUSEL_* limits: a hook, one idea a slide, a call to action. */
export function draftSlides(content: string): Promise<{ title: string; body: string }[]> {
  return drafting.call('draftSlides', content);
}

/** The carousel as a PDF of square pages, a slide each, and a picture of its first page. */
export function renderCarousel(design: CarouselDesign): Promise<RenderedCarousel> {
  return rendering.call('renderCarousel', design);
}

/** The picture of the carousel's page `page` (from 1), as stored. */
export function pagePicture(design: CarouselDesign, page: number): Promise<Uint8Array> {
  return rendering.call('pagePicture', { design, page });
}
