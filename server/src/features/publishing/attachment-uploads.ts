import { In, type Repository } from 'typeorm';
import { MediaMissing, type MediaObject, type MediaStore } from '../../kernel/media/media-store';
import type { LinkedInApi, PostContent } from '../linkedin/linkedin.client';
import type { PostMedia } from '../posts/attachments/post-media.entity';
import { attachedMediaIds, type StoredAttachment } from '../posts/attachments/stored-attachment';

/** How long an uploaded file's URN is used again for the same member before it is re-uploaded. */
export const UPLOAD_REUSED_FOR_MS = 24 * 3600_000;

const LINKEDIN_DURATION = {
  one_day: 'ONE_DAY',
  three_days: 'THREE_DAYS',
  seven_days: 'SEVEN_DAYS',
  fourteen_days: 'FOURTEEN_DAYS',
} as const;

/** A file the attachment names that is gone (its row or its bytes): the post cannot go out. */
export class AttachmentFileMissing extends Error {
  override readonly name = 'AttachmentFileMissing';
}

/**
 * A post's files on their way to LinkedIn: streamed from the media store, uploaded through
 * LinkedIn's documented flow right before the post, their URNs kept on the post_media row so that
 * a retry (or the next worker, after a crash) names the same upload rather than sending the bytes
 * again.
 */
export class AttachmentUploads {
  constructor(
    private readonly media: Repository<PostMedia>,
    private readonly store: MediaStore,
    private readonly linkedin: Pick<LinkedInApi, 'upload'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The files a batch of posts carries, in one query; none when no post carries files. */
  async load(attachments: (StoredAttachment | null)[]): Promise<Map<string, PostMedia>> {
    const ids = [...new Set(attachments.flatMap((attachment) => attachedMediaIds(attachment)))];
    if (ids.length === 0) return new Map();
    const rows = await this.media.findBy({ id: In(ids) });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * The post's `content`, its files uploaded for `owner` first (all of them, or the post does not
   * go out: the first upload failure is thrown, a LinkedInError or AttachmentFileMissing).
   */
  async content(
    attachment: StoredAttachment,
    files: Map<string, PostMedia>,
    token: string,
    owner: string,
  ): Promise<PostContent> {
    const ids = attachedMediaIds(attachment);
    const settled = await Promise.allSettled(
      ids.map((id) => this.uploaded(files.get(id), token, owner)),
    );
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const urns = new Map(
      ids.map((id, i) => [id, (settled[i] as PromiseFulfilledResult<string>).value]),
    );
    const urn = (id: string) => urns.get(id)!;
    switch (attachment.kind) {
      case 'images': {
        const images = attachment.images.map(({ mediaId, altText }) => ({
          id: urn(mediaId),
          altText,
        }));
        return images.length === 1 ? { media: images[0]! } : { multiImage: { images } };
      }
      case 'document':
        return { media: { id: urn(attachment.mediaId), title: attachment.title } };
      case 'link':
        return {
          article: {
            source: attachment.url,
            title: attachment.title,
            ...(attachment.description && { description: attachment.description }),
            ...(attachment.thumbnailMediaId && { thumbnail: urn(attachment.thumbnailMediaId) }),
          },
        };
      case 'poll':
        return {
          poll: {
            question: attachment.question,
            options: attachment.options.map((text) => ({ text })),
            settings: { duration: LINKEDIN_DURATION[attachment.duration] },
          },
        };
    }
  }

  /** The file's URN at LinkedIn for `owner`: the one kept from a recent upload, or a new one. */
  private async uploaded(
    file: PostMedia | undefined,
    token: string,
    owner: string,
  ): Promise<string> {
    if (!file) throw new AttachmentFileMissing('a file of the attachment was deleted');
    const fresh =
      file.linkedinUrn &&
      file.linkedinOwner === owner &&
      file.linkedinUploadedAt &&
      this.now().getTime() - file.linkedinUploadedAt.getTime() < UPLOAD_REUSED_FOR_MS;
    if (fresh) return file.linkedinUrn!;
    let stored: MediaObject;
    try {
      stored = await this.store.open(file.storageKey);
    } catch (error) {
      if (!(error instanceof MediaMissing)) throw error;
      throw new AttachmentFileMissing(`the file of ${file.id} is not in the media store`);
    }
    let urn: string;
    try {
      ({ urn } = await this.linkedin.upload(
        token,
        owner,
        file.kind === 'document' ? 'document' : 'image',
        { stream: stored.body, bytes: stored.bytes },
      ));
    } finally {
      // A request that failed before reading it all leaves no connection to the store open.
      stored.body.destroy();
    }
    const at = this.now();
    await this.media.update(
      { id: file.id },
      { linkedinUrn: urn, linkedinOwner: owner, linkedinUploadedAt: at },
    );
    Object.assign(file, { linkedinUrn: urn, linkedinOwner: owner, linkedinUploadedAt: at });
    return urn;
  }
}
