import { DOCUMENT_MAX_BYTES, MEDIA_MESSAGES as MM } from '@postpilot/common';
import type { RestRoute } from '../../../kernel/rest';
import { restShape } from '../../../kernel/rest-shape';
import type { User } from '../../users/user.entity';
import { LinkPreviewType, MediaType } from './attachments.types';
import type { LinkPreviewService } from './link-preview';
import type { MediaService } from './media.service';

/** Uploads (multipart, streamed to disk: a document may be 100 MB) and link previews. */
export const mediaRoutes = ({
  media,
  links,
}: {
  media: MediaService;
  links: LinkPreviewService;
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
      media: restShape(MediaType, media.view(await media.upload(user.id, upload))),
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
];
