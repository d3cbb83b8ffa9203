import { DOCUMENT_MAX_BYTES, MEDIA_MESSAGES as MM } from '@postpilot/common';
import type { RestRoute } from '../../../kernel/rest';
import { restShape, restShapes } from '../../../kernel/rest-shape';
import type { User } from '../../users/user.entity';
import { CarouselSlideType, LinkPreviewType, MediaType } from './attachments.types';
import type { CarouselService } from './carousel.service';
import type { LinkPreviewService } from './link-preview';
import type { MediaService } from './media.service';

/** Uploads (multipart, streamed to disk: a document may be 100 MB, then to the store) and link previews. */
export const mediaRoutes = ({
  media,
  links,
  carousels,
}: {
  media: MediaService;
  links: LinkPreviewService;
  carousels: CarouselService;
}): RestRoute<User>[] => [
  {
    method: 'post',
    path: '/media',
    auth: true,
    status: 201,
    // The largest file taken is a document; an image's own limit is checked once its bytes say
    // it is one.
    upload: {
      field: 'file',
      maxBytes: DOCUMENT_MAX_BYTES,
      tooLargeMessage: MM.documentTooLarge,
      toDisk: true,
    },
    handler: async ({ user, upload }) => ({
      media: restShape(MediaType, await media.view(await media.upload(user.id, upload))),
    }),
  },
  {
    method: 'post',
    path: '/media/link-preview',
    auth: true,
    handler: async ({ user, body }) => ({
      preview: restShape(LinkPreviewType, await links.preview(user.id, body)),
    }),
  },
  {
    method: 'post',
    path: '/media/carousel/draft',
    auth: true,
    handler: async ({ body }) => ({
      slides: restShapes(CarouselSlideType, await carousels.draft(body)),
    }),
  },
  {
    method: 'post',
    path: '/media/carousel',
    auth: true,
    status: 201,
    handler: async ({ user, body }) => ({
      media: restShape(MediaType, await media.view(await carousels.make(user, body))),
    }),
  },
];
