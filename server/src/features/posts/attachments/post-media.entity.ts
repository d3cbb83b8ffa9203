import type { MediaKind } from '@postpilot/common';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { IdAndCreatedAt } from '../../../kernel/entity-base';
import { User } from '../../users/user.entity';

/**
 * A file uploaded for a post: an image or a PDF document, kept in the media store under a key
 * that cannot be guessed. It belongs to its uploader; `postId` is set when a post carries it
 * (attachment, document or link thumbnail) and cleared when it no longer does. Unattached files
 * older than MEDIA_UNATTACHED_TTL_MS are swept; deleting the post deletes its files.
 * LinkedIn's URN for the uploaded copy is kept so a retried publish does not upload it again.
 */
@Entity('post_media')
@Index('post_media_post', ['postId'])
@Index('post_media_user_created', ['userId', 'createdAt'])
export class PostMedia extends IdAndCreatedAt {
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The post that carries it; null until attached (and after it is taken off). */
  @Column({ name: 'post_id', type: 'uuid', nullable: true })
  postId: string | null;

  @Column({ type: 'varchar', length: 10 })
  kind: MediaKind;

  /** The stored bytes' type: image/jpeg, image/png, image/gif or application/pdf. */
  @Column({ name: 'content_type', type: 'varchar', length: 50 })
  contentType: string;

  /** The name the file had when uploaded, for showing (cleaned, at most 200 characters). */
  @Column({ name: 'file_name', type: 'varchar', length: 200 })
  fileName: string;

  /** The media store's key of the bytes (media/<random>.<ext>); never an address. */
  @Column({ name: 'storage_key', type: 'varchar', length: 200 })
  storageKey: string;

  @Column({ type: 'integer' })
  bytes: number;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  /** A document's pages. */
  @Column({ type: 'integer', nullable: true })
  pages: number | null;

  /** The media store's keys of pictures of a document's first pages, in order. */
  @Column({ name: 'page_images', type: 'jsonb', default: () => "'[]'" })
  pageImages: string[];

  /** LinkedIn's URN for the uploaded copy (urn:li:image:… or urn:li:document:…). */
  @Column({ name: 'linkedin_urn', type: 'varchar', length: 200, nullable: true })
  linkedinUrn: string | null;

  /** The member URN it was uploaded for: a URN is only used for the same owner. */
  @Column({ name: 'linkedin_owner', type: 'varchar', length: 200, nullable: true })
  linkedinOwner: string | null;

  @Column({ name: 'linkedin_uploaded_at', type: 'timestamptz', nullable: true })
  linkedinUploadedAt: Date | null;
}
