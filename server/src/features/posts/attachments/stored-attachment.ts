import type { PollDuration } from '@postpilot/common';

/**
 * A post's attachment as the posts table keeps it (column `attachment`, JSON): uploaded files are
 * named by their post_media id; the contract's PostAttachment is built from it with those rows.
 */
export type StoredAttachment =
  | { kind: 'images'; images: { mediaId: string; altText: string }[] }
  | { kind: 'document'; mediaId: string; title: string }
  | {
      kind: 'link';
      url: string;
      title: string;
      description: string | null;
      thumbnailMediaId: string | null;
    }
  | { kind: 'poll'; question: string; options: string[]; duration: PollDuration };

/** The uploaded files a stored attachment names, in order. */
export const attachedMediaIds = (attachment: StoredAttachment | null): string[] => {
  if (!attachment) return [];
  switch (attachment.kind) {
    case 'images':
      return attachment.images.map((image) => image.mediaId);
    case 'document':
      return [attachment.mediaId];
    case 'link':
      return attachment.thumbnailMediaId ? [attachment.thumbnailMediaId] : [];
    case 'poll':
      return [];
  }
};
