import path from 'node:path';
import { carouselSchema, draftCarouselSchema } from '@postpilot/common';
import { parseInput } from '../../../kernel/input';
import type * as Contract from '../../../generated/graphql';
import { UPLOADS_URL_PATH } from '../../users/avatar.service';
import type { User } from '../../users/user.entity';
import { draftSlides, renderCarousel } from './carousel';
import type { MediaService } from './media.service';
import type { PostMedia } from './post-media.entity';

const AVATARS_URL = `${UPLOADS_URL_PATH}/avatars/`;

/**
 * The carousel maker's doors: slides drafted from a post's text, and the carousel made from the
 * edited slides in the user's name, picture and colours, stored as a document of theirs to attach.
 */
export class CarouselService {
  constructor(
    private readonly media: MediaService,
    private readonly uploadDir: string,
  ) {}

  draft(input: unknown): Promise<Contract.CarouselSlide[]> {
    const { content } = parseInput(draftCarouselSchema, input);
    return draftSlides(content);
  }

  async make(user: User, input: unknown): Promise<PostMedia> {
    const { title, slides, accentColor, backgroundColor, textColor } = parseInput(
      carouselSchema,
      input,
    );
    const headline = [user.jobTitle, user.company].filter(Boolean).join(' at ') || null;
    const rendered = await renderCarousel({
      title,
      slides: slides.map((slide) => ({ title: slide.title, body: slide.body ?? '' })),
      accentColor,
      backgroundColor,
      textColor,
      author: { name: user.name, headline, avatarFile: this.avatarFile(user) },
    });
    return this.media.storeDocument(user.id, rendered, `${title}.pdf`);
  }

  /** The stored avatar's file, when the user has one of ours. */
  private avatarFile(user: User): string | null {
    const url = user.profilePicture;
    if (!url?.startsWith(AVATARS_URL)) return null;
    return path.join(this.uploadDir, 'avatars', path.basename(url));
  }
}
