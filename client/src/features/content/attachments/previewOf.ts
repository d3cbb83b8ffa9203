import type { PollDuration } from '@postpilot/common';
import type { AttachmentViewFragment } from '../../../gql/graphql';
import { draftOf, type AttachmentDraft } from './attachmentForm';

/** An attachment as the feed shows it, from a draft being edited or a saved post alike. */
export type PreviewAttachment =
  | { kind: 'images'; images: { key: string; src: string; alt: string }[] }
  | { kind: 'document'; title: string; pages: number | null; firstPage: string | null }
  | { kind: 'link'; url: string; title: string; thumbnail: string | null }
  | { kind: 'poll'; question: string; options: string[]; duration: PollDuration };

/** What the feed would show of an attachment; null while there is nothing to show yet. */
export function previewOf(draft: AttachmentDraft | null): PreviewAttachment | null {
  if (!draft) return null;
  switch (draft.kind) {
    case 'images': {
      const images = draft.images
        .filter((image) => image.previewUrl)
        .map((image) => ({ key: image.key, src: image.previewUrl, alt: image.altText.trim() }));
      return images.length ? { kind: 'images', images } : null;
    }
    case 'document':
      return draft.media || draft.upload
        ? {
            kind: 'document',
            title: draft.title.trim() || draft.media?.fileName || draft.upload?.fileName || '',
            pages: draft.media?.pages ?? null,
            firstPage: draft.media?.pageImages[0] ?? null,
          }
        : null;
    case 'link':
      return draft.url.trim()
        ? {
            kind: 'link',
            url: draft.url.trim(),
            title: draft.title.trim() || draft.url.trim(),
            thumbnail: draft.thumbnail?.url ?? null,
          }
        : null;
    case 'poll':
      return draft.question.trim() || draft.options.some((option) => option.trim())
        ? {
            kind: 'poll',
            question: draft.question.trim(),
            options: draft.options.map((option) => option.trim()),
            duration: draft.duration,
          }
        : null;
  }
}

/** A saved attachment as the feed shows it. */
export const previewOfSaved = (attachment: AttachmentViewFragment | null | undefined) =>
  previewOf(draftOf(attachment));
