import type { PostStatus } from '@postpilot/common';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { IdAndTimestamps } from '../../kernel/entity-base';
import type * as Contract from '../../generated/graphql';
import { User } from '../users/user.entity';
import type { StoredAttachment } from './attachments/stored-attachment';

/**
 * A LinkedIn post, and the contract's Post (the API answers the entity; the type-graphql class
 * PostType says which fields show). Only the posts feature changes it (PostsService, PostScheduling
 * and PublishingClaims; every other feature asks them), each status move a conditional UPDATE on
 * the status it expects, so two actors can never both win.
 */
@Entity('posts')
@Index('posts_user_created', ['userId', 'createdAt', 'id'])
export class Post extends IdAndTimestamps implements Contract.Post {
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The owner; deleting the user deletes their posts (ON DELETE CASCADE). */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 20 })
  status: PostStatus;

  @Column({ name: 'scheduled_time', type: 'timestamptz', nullable: true })
  scheduledTime: Date | null;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** LinkedIn's URN for the published post (urn:li:share:… or urn:li:ugcPost:…). */
  @Column({ name: 'external_urn', type: 'varchar', length: 200, nullable: true })
  externalUrn: string | null;

  /** The post's page on LinkedIn (or in the sandbox feed). */
  @Column({ name: 'external_url', type: 'varchar', length: 500, nullable: true })
  url: string | null;

  /** Publishing attempts made so far. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** Why the last publishing attempt failed, shown to the user. */
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** When the dispatcher tries again after LinkedIn failed; null: at scheduledTime. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  /** While publishing: until when the claiming worker holds it (it renews the lease). */
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  /** The tone it was written in, when known; analytics compares tones by it. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  tone: string | null;

  /** LinkedIn's latest figures (null until it reported any); history is in post_metrics. */
  @Column({ type: 'integer', nullable: true })
  views: number | null;

  @Column({ type: 'integer', nullable: true })
  likes: number | null;

  @Column({ type: 'integer', nullable: true })
  comments: number | null;

  @Column({ type: 'integer', nullable: true })
  shares: number | null;

  @Column({ name: 'metrics_updated_at', type: 'timestamptz', nullable: true })
  metricsUpdatedAt: Date | null;

  /** When its statistics are fetched next (StatisticsClaims); null: not followed (any more). */
  @Column({ name: 'metrics_due_at', type: 'timestamptz', nullable: true })
  metricsDueAt: Date | null;

  /**
   * What the post carries besides its text, naming uploaded files by id; the contract's
   * `attachment` is built from it and those files (attachments/).
   */
  @Column({ name: 'attachment', type: 'jsonb', nullable: true })
  storedAttachment: StoredAttachment | null;

  /**
   * The contract's attachment (with its files), set by the service that answers the post;
   * undefined until then (the GraphQL field then reads it itself).
   */
  attachment?: Contract.PostAttachment | null;

  /** Text posted as the first comment right after the post goes out. */
  @Column({ name: 'first_comment', type: 'text', nullable: true })
  firstComment: string | null;

  /** pending until the post is out, then posted or failed; null without a first comment. */
  @Column({ name: 'first_comment_status', type: 'varchar', length: 10, nullable: true })
  firstCommentStatus: Contract.FirstCommentStatus | null;

  /** Why LinkedIn did not take the first comment. */
  @Column({ name: 'first_comment_error', type: 'text', nullable: true })
  firstCommentError: string | null;

  /**
   * Auto-post scheduled it without anyone reading it (a model wrote it, approval was off); an
   * edit by the user clears it. Such a post is never an example of the user's voice.
   */
  @Column({ type: 'boolean', default: false })
  unreviewed: boolean;

  /** LinkedIn's latest figures as the contract shows them; null until it reported any. */
  get metrics(): Contract.PostMetrics | null {
    if (!this.metricsUpdatedAt || this.views === null) return null;
    return {
      views: this.views,
      likes: this.likes ?? 0,
      comments: this.comments ?? 0,
      shares: this.shares ?? 0,
      updatedAt: this.metricsUpdatedAt,
    };
  }
}
