import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type * as Contract from '../../generated/graphql';
import { User } from '../users/user.entity';

/**
 * An RSS or Atom feed a user follows for ideas. Only IdeaFeedsService changes it; the worker reads
 * every due feed through it.
 */
@Entity('idea_feeds')
export class IdeaFeed implements Omit<Contract.IdeaFeed, 'createdAt' | 'lastFetchedAt'> {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** The keys (links, else ids) of the items the feed listed at its last reading. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  seen: string[];

  @Column({ name: 'last_fetched_at', type: 'timestamptz', nullable: true })
  lastFetchedAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

/** An idea for a post in a user's idea bank. Only IdeasService and IdeaFeedsService change it. */
@Entity('ideas')
export class Idea implements Omit<Contract.Idea, 'createdAt' | 'usedAt'> {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'feed_id', type: 'uuid', nullable: true })
  feedId: string | null;

  @ManyToOne(() => IdeaFeed, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'feed_id' })
  feed?: IdeaFeed | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  notes: string;

  @Column({ name: 'source_url', type: 'varchar', length: 2000, nullable: true })
  sourceUrl: string | null;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt: Date;
}
