// sharp is loaded here before any thread loads it: its libraries then stay loaded when a thread
// ends (sharp's own advice for worker threads).
import 'sharp';
import type { CarouselThreads } from '../../../../kernel/config';
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
 * code compiled). With 2 kept threads (CAROUSEL_THREADS, the default) both are kept while the
 * process runs, and an API gets them ready as it starts (`warmUp`): about 110 MB held so that
 * carousels are made at once, the first one too. With 0, nothing is held between carousels: each
 * call starts its thread and the thread ends once it has answered (calls queued behind it use it
 * first), so every carousel pays the first call's time. A thread started afresh (the last one
 * failed or timed out, or none was warmed: tests) is slow for its first call only.
 */

export type { CarouselAvatar, CarouselDesign } from './render';

/** Making a carousel that takes longer than this fails (the thread is left to finish). */
const THREAD_TIMEOUT_MS = 60_000;

export interface CarouselMaker {
  /** Both threads started, each having drafted or rendered a carousel of its own (none kept: nothing). */
  warmUp(): Promise<void>;
  /** Both threads ended once their calls are answered (a process stopping); a next call starts them. */
  endThreads(): Promise<void>;
  /** 5..10 slides within the CAROUSEL_* limits: a hook, one idea a slide, a call to action. */
  draftSlides(content: string): Promise<{ title: string; body: string }[]>;
  /** The carousel as a PDF of square pages, a slide each, and a picture of its first page. */
  renderCarousel(design: CarouselDesign): Promise<RenderedCarousel>;
  /** The picture of the carousel's page `page` (from 1), as stored. */
  pagePicture(design: CarouselDesign, page: number): Promise<Uint8Array>;
  /** Threads of the maker that have not ended yet. */
  runningThreads(): number;
}

/** A carousel maker keeping `keptThreads` threads (2: both, warmed up; 0: none between calls). */
export function carouselMaker(keptThreads: CarouselThreads): CarouselMaker {
  const idleMs = keptThreads === 0 ? 0 : null;
  const drafting = new Threaded<typeof DraftFunctions>(
    require.resolve('./draft-thread'),
    THREAD_TIMEOUT_MS,
    idleMs,
  );
  const rendering = new Threaded<typeof RenderFunctions>(
    require.resolve('./render-thread'),
    THREAD_TIMEOUT_MS,
    idleMs,
  );
  return {
    warmUp: async () => {
      if (keptThreads === 0) return;
      await drafting.call('warmUp', null);
      await rendering.call('warmUp', null);
    },
    endThreads: async () => {
      await Promise.all([drafting.close(), rendering.close()]);
    },
    draftSlides: (content) => drafting.call('draftSlides', content),
    renderCarousel: (design) => rendering.call('renderCarousel', design),
    pagePicture: (design, page) => rendering.call('pagePicture', { design, page }),
    runningThreads: () => drafting.runningThreads() + rendering.runningThreads(),
  };
}
