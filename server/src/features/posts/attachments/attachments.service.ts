import type { EntityManager } from 'typeorm';
import {
  MEDIA_MESSAGES as MM,
  type PollDuration,
  type PostAttachmentValues,
} from '@postpilot/common';
import { AppError } from '../../../kernel/errors';
import type * as Contract from '../../../generated/graphql';
import type { Post } from '../post.entity';
import { attachmentError, mediaNotFound } from './media-errors';
import type { MediaService } from './media.service';
import { attachedMediaIds, type StoredAttachment } from './stored-attachment';

/** A file the attachment names, where the input named it, and what it must be. */
interface NamedMedia {
  id: string;
  field: string;
  kind: 'image' | 'document';
}

const KIND_WORDS = { image: 'an image', document: 'a PDF document' } as const;

/**
 * What a post carries besides its text, between the input, the posts table (StoredAttachment,
 * naming files by id) and the contract (PostAttachment, with the files). PostsService calls it in
 * the transaction that changes the post; it owns no post changes of its own.
 */
export class AttachmentsService {
  constructor(private readonly media: MediaService) {}

  /**
   * Checks a validated input against the user's files (each named file is theirs, of the right
   * kind, and on no other post) and answers what the post stores. Another user's file is not
   * found, like one that never was.
   */
  async prepare(
    manager: EntityManager,
    userId: string,
    postId: string | null,
    input: PostAttachmentValues | null,
  ): Promise<StoredAttachment | null> {
    if (!input) return null;
    const stored = toStored(input);
    const named = namedMedia(stored);
    const rows = await this.media.byIds(
      named.map((item) => item.id),
      manager,
    );
    for (const item of named) {
      const row = rows.get(item.id);
      if (!row || row.userId !== userId) throw mediaNotFound(item.field);
      if (row.kind !== item.kind) {
        throw attachmentError(item.field, MM.mediaWrongKind(KIND_WORDS[item.kind]));
      }
      if (row.postId !== null && row.postId !== postId) {
        throw new AppError('CONFLICT', 'MEDIA_IN_USE', MM.mediaInUse, {
          errors: [{ field: item.field, message: MM.mediaInUse }],
        });
      }
    }
    return stored;
  }

  /**
   * Marks the files `stored` names as the post's and lets go of those it no longer names (the
   * sweep removes them in time). A file taken meanwhile by another post or swept is refused.
   */
  async attach(
    manager: EntityManager,
    userId: string,
    postId: string,
    stored: StoredAttachment | null,
  ): Promise<void> {
    const ids = [...new Set(attachedMediaIds(stored))];
    await manager.query(
      `UPDATE post_media SET post_id = NULL
        WHERE post_id = $1 AND user_id = $2 AND NOT (id = ANY($3::uuid[]))`,
      [postId, userId, ids],
    );
    if (ids.length === 0) return;
    const taken = (await manager.query(
      `WITH taken AS (
         UPDATE post_media SET post_id = $1
          WHERE id = ANY($3::uuid[]) AND user_id = $2 AND (post_id IS NULL OR post_id = $1)
          RETURNING id)
       SELECT id FROM taken`,
      [postId, userId, ids],
    )) as { id: string }[];
    if (taken.length !== ids.length) {
      throw new AppError('CONFLICT', 'MEDIA_IN_USE', MM.mediaInUse, {
        errors: [{ field: 'attachment', message: MM.mediaInUse }],
      });
    }
  }

  /**
   * Sets each post's contract `attachment` from its stored one, reading all their files at once
   * and signing their addresses.
   */
  async fill<P extends Post>(posts: P[]): Promise<P[]> {
    const views = await this.media.views(
      await this.media.byIds(posts.flatMap((post) => attachedMediaIds(post.storedAttachment))),
    );
    for (const post of posts) post.attachment = this.build(post.storedAttachment, views);
    return posts;
  }

  /** The contract's attachment from the stored one and its files' views; a file gone is left out. */
  build(
    stored: StoredAttachment | null,
    views: Map<string, Contract.Media>,
  ): Contract.PostAttachment | null {
    if (!stored) return null;
    const view = (id: string | null) => (id ? (views.get(id) ?? null) : null);
    const empty = { images: [], document: null, link: null, poll: null };
    switch (stored.kind) {
      case 'images': {
        const images = stored.images.flatMap((image) => {
          const media = view(image.mediaId);
          return media ? [{ media, altText: image.altText }] : [];
        });
        return images.length ? { ...empty, kind: 'images', images } : null;
      }
      case 'document': {
        const media = view(stored.mediaId);
        return media
          ? { ...empty, kind: 'document', document: { media, title: stored.title } }
          : null;
      }
      case 'link':
        return {
          ...empty,
          kind: 'link',
          link: {
            url: stored.url,
            title: stored.title,
            description: stored.description,
            thumbnail: view(stored.thumbnailMediaId),
          },
        };
      case 'poll':
        return {
          ...empty,
          kind: 'poll',
          poll: { question: stored.question, options: stored.options, duration: stored.duration },
        };
    }
  }
}

function toStored(input: PostAttachmentValues): StoredAttachment {
  if (input.images) {
    return {
      kind: 'images',
      images: input.images.map((image) => ({ mediaId: image.mediaId, altText: image.altText })),
    };
  }
  if (input.document) {
    return { kind: 'document', mediaId: input.document.mediaId, title: input.document.title };
  }
  if (input.link) {
    return {
      kind: 'link',
      url: input.link.url,
      title: input.link.title,
      description: input.link.description ?? null,
      thumbnailMediaId: input.link.thumbnailMediaId ?? null,
    };
  }
  const poll = input.poll!;
  return {
    kind: 'poll',
    question: poll.question,
    options: poll.options.map((option) => option!),
    // The schema accepts only POLL_DURATIONS.
    duration: poll.duration as PollDuration,
  };
}

function namedMedia(stored: StoredAttachment): NamedMedia[] {
  switch (stored.kind) {
    case 'images':
      return stored.images.map((image, i) => ({
        id: image.mediaId,
        field: `attachment.images[${i}].mediaId`,
        kind: 'image',
      }));
    case 'document':
      return [{ id: stored.mediaId, field: 'attachment.document.mediaId', kind: 'document' }];
    case 'link':
      return stored.thumbnailMediaId
        ? [
            {
              id: stored.thumbnailMediaId,
              field: 'attachment.link.thumbnailMediaId',
              kind: 'image',
            },
          ]
        : [];
    case 'poll':
      return [];
  }
}
