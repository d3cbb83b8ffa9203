import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One change in a post's statistics as LinkedIn reported it: the time series. A sync writes a
 * snapshot only when a figure moved, and adds the change to the user's MetricHour in the same
 * transaction.
 */
@Entity('post_metrics')
@Index('post_metrics_post_captured', ['postId', 'capturedAt'])
@Index('post_metrics_user_captured', ['userId', 'capturedAt'])
export class PostMetricsSnapshot {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'post_id', type: 'uuid' })
  postId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'captured_at', type: 'timestamptz' })
  capturedAt: Date;

  @Column({ type: 'integer' })
  views: number;

  @Column({ type: 'integer' })
  likes: number;

  @Column({ type: 'integer' })
  comments: number;

  @Column({ type: 'integer' })
  shares: number;

  @Column({ name: 'members_reached', type: 'integer', nullable: true })
  membersReached: number | null;
}

/** The roll-up: what a user's posts gained in one hour (changes LinkedIn reported then). */
@Entity('metric_hours')
export class MetricHour {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'timestamptz' })
  hour: Date;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ type: 'integer', default: 0 })
  likes: number;

  @Column({ type: 'integer', default: 0 })
  comments: number;

  @Column({ type: 'integer', default: 0 })
  shares: number;
}
