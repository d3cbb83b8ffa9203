import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../../kernel/context';
import { COST } from '../../../kernel/graphql-cost';
import type { User } from '../../users/user.entity';
import { CarouselInput, CarouselSlideType, LinkPreviewType, MediaType } from './attachments.types';
import type { CarouselService } from './carousel.service';
import type { LinkPreviewService } from './link-preview';
import type { MediaService } from './media.service';

/**
 * Thin doors into the media services: link previews and the carousel maker (uploads are REST's
 * multipart route).
 */
@Resolver()
export class MediaResolver {
  constructor(
    private readonly media: MediaService,
    private readonly links: LinkPreviewService,
    private readonly carousels: CarouselService,
  ) {}

  @Query(() => [CarouselSlideType], {
    complexity: COST.query,
    description:
      "Slides drafted from a post's text (a hook slide, one idea a slide, a closing call to action), 5 to 10, to edit before making the carousel.",
  })
  draftCarousel(
    @CurrentUser() _user: User,
    @Arg('content', () => String, { description: "The post's text, 1 to 3,000 characters." })
    content: string,
  ) {
    return this.carousels.draft({ content });
  }

  @Mutation(() => MediaType, {
    // A PDF of up to 10 pages drawn, and a picture of each.
    complexity: 19 * COST.write,
    description:
      "Makes a carousel: a PDF of square slides in the user's name and colours, stored as a document to attach.",
  })
  async makeCarousel(
    @CurrentUser() user: User,
    @Arg('input', () => CarouselInput) input: CarouselInput,
  ) {
    return await this.media.view(await this.carousels.make(user, input));
  }

  @Mutation(() => LinkPreviewType, {
    // A page fetched from the internet, and maybe its picture decoded and stored.
    complexity: 10 * COST.write,
    description:
      "Reads a link's page (its Open Graph tags) for a link card; its picture is stored as an image to attach. Private and local addresses are refused.",
  })
  previewLink(@CurrentUser() user: User, @Arg('url', () => String) url: string) {
    return this.links.preview(user.id, { url });
  }
}
