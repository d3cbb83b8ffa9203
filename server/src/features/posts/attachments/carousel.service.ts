import { setTimeout as delay } from 'node:timers/promises';
import { carouselSchema, DOCUMENT_PREVIEW_PAGES, draftCarouselSchema } from '@postpilot/common';
import { parseInput } from '../../../kernel/input';
import type * as Contract from '../../../generated/graphql';
import { MediaMissing, type MediaStore } from '../../../kernel/media/media-store';
import type { User } from '../../users/user.entity';
import type { Logger } from '../../../kernel/logger';
import type { CarouselThreads } from '../../../kernel/config';
import {
  carouselMaker,
  type CarouselAvatar,
  type CarouselDesign,
  type CarouselMaker,
} from './carousel';
import type { MediaService } from './media.service';
import type { PostMedia } from './post-media.entity';

/** How long after a carousel's answer its next pages' pictures start to be drawn. */
const LATER_PAGES_AFTER_MS = 1_000;

/**
 * The carousel maker's doors: slides drafted from a post's text, and the carousel made from the
 * edited slides in the user's name, picture and colours, stored as a document of theirs to attach.
 */
export class CarouselService {
  /** Pictures of made carousels' next pages still being drawn. */
  private readonly drawing = new Set<Promise<void>>();
  private readonly maker: CarouselMaker;

  /** `threads`: the maker's threads kept between carousels (CAROUSEL_THREADS). */
  constructor(
    private readonly media: MediaService,
    private readonly store: MediaStore,
    private readonly logger: Logger,
    threads: CarouselThreads,
  ) {
    this.maker = carouselMaker(threads);
  }

  draft(input: unknown): Promise<Contract.CarouselSlide[]> {
    const { content } = parseInput(draftCarouselSchema, input);
    return this.maker.draftSlides(content);
  }

  /**
   * The carousel, answered once its PDF and its first page's picture are stored; the next pages'
   * pictures are drawn after and added to the document.
   */
  async make(user: User, input: unknown): Promise<PostMedia> {
    const { title, slides, accentColor, backgroundColor, textColor } = parseInput(
      carouselSchema,
      input,
    );
    const headline = [user.jobTitle, user.company].filter(Boolean).join(' at ') || null;
    const design: CarouselDesign = {
      title,
      slides: slides.map((slide) => ({ title: slide.title, body: slide.body ?? '' })),
      accentColor,
      backgroundColor,
      textColor,
      author: { name: user.name, headline, avatar: await this.avatarOf(user) },
    };
    // A title is often the post's first sentence: "Calm releases." is "Calm releases.pdf".
    const fileName = `${title.replace(/[\s.]+$/u, '') || 'Carousel'}.pdf`;
    const stored = await this.media.storeDocument(
      user.id,
      await this.maker.renderCarousel(design),
      fileName,
    );
    this.drawLaterPages(stored, design);
    return stored;
  }

  /** The maker's threads started and ready, for an API that serves people (api.ts). */
  warmUp(): Promise<void> {
    return this.maker.warmUp();
  }

  /** The maker's threads that have not ended yet. */
  runningThreads(): number {
    return this.maker.runningThreads();
  }

  /** Resolves once the pictures being drawn are stored. */
  async settled(): Promise<void> {
    while (this.drawing.size > 0) await Promise.all(this.drawing);
  }

  /** For a process that is stopping: the pictures being drawn stored, then the threads ended. */
  async close(): Promise<void> {
    await this.settled();
    await this.maker.endThreads();
  }

  /**
   * The next pages' pictures, as many as documents show, one a call to the thread: a request
   * someone waits for (another member's draft) waits for one picture at most, not all of them.
   * They start a moment after the answer, which the member's browser follows at once with
   * requests of its own (the first page's picture, the lists fetched again) that would otherwise
   * wait for the cores and the file threads the drawing takes. A failure loses only pictures (the
   * document keeps those it has, as a process stopped meanwhile leaves it): logged, not thrown.
   */
  private drawLaterPages(stored: PostMedia, design: CarouselDesign): void {
    const last = Math.min(stored.pages ?? 0, DOCUMENT_PREVIEW_PAGES);
    if (last <= stored.pageImages.length) return;
    const drawn = (async () => {
      await delay(LATER_PAGES_AFTER_MS);
      const pictures: Uint8Array[] = [];
      for (let page = stored.pageImages.length + 1; page <= last; page++) {
        pictures.push(await this.maker.pagePicture(design, page));
      }
      await this.media.addPageImages(stored, pictures);
    })()
      .catch((error: unknown) => {
        this.logger.error({ err: error, mediaId: stored.id }, 'drawing carousel pages failed');
      })
      .finally(() => this.drawing.delete(drawn));
    this.drawing.add(drawn);
  }

  /** The user's stored avatar, when they have one (gone meanwhile: the initials are drawn). */
  private async avatarOf(user: User): Promise<CarouselAvatar | null> {
    if (!user.avatarKey) return null;
    try {
      return { key: user.avatarKey, webp: await this.store.read(user.avatarKey) };
    } catch (error) {
      if (error instanceof MediaMissing) return null;
      throw error;
    }
  }
}
