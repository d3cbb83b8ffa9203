import { Arg, Mutation, Resolver } from 'type-graphql';
import { CurrentUser } from '../../../kernel/context';
import { COST } from '../../../kernel/graphql-cost';
import type { User } from '../../users/user.entity';
import { LinkPreviewType } from './attachments.types';
import type { LinkPreviewService } from './link-preview';
import type { MediaService } from './media.service';

/** Thin doors into the media services: link previews (uploads are REST's multipart route). */
@Resolver()
export class MediaResolver {
  constructor(
    private readonly media: MediaService,
    private readonly links: LinkPreviewService,
  ) {}

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
