import { Column, Entity, Index } from 'typeorm';
import { IdAndCreatedAt } from '../../kernel/entity-base';

export const ACTIVITY_KINDS = [
  'post_generated',
  'post_saved',
  'post_scheduled',
  'post_rejected',
  'post_published',
  'post_failed',
  'post_deleted',
  'linkedin_connected',
  'linkedin_disconnected',
  'linkedin_needs_reconnect',
  'schedule_changed',
  'settings_changed',
  'auto_post_skipped',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Something that happened to a user's account or posts, in words for the user. */
@Entity('activities')
@Index('activities_user_created', ['userId', 'createdAt'])
export class Activity extends IdAndCreatedAt {
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 40 })
  kind: ActivityKind;

  @Column({ type: 'text' })
  description: string;

  /** The post it is about; cleared when that post is deleted. */
  @Column({ name: 'post_id', type: 'uuid', nullable: true })
  postId: string | null;
}
