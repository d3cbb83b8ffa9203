import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { IdAndTimestamps } from '../../kernel/entity-base';
import type * as Contract from '../../generated/graphql';
import { User } from '../users/user.entity';

/**
 * A browser that receives a user's push notifications: the push service's endpoint and the
 * browser's keys that the payload is encrypted to (RFC 8291). An endpoint belongs to one account.
 */
@Entity('push_subscriptions')
@Index('push_subscriptions_user_created', ['userId', 'createdAt'])
export class PushSubscription extends IdAndTimestamps implements Contract.PushSubscription {
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text', unique: true })
  endpoint: string;

  /** The browser's P-256 public key, base64url. */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  /** The browser's 16-byte authentication secret, base64url. */
  @Column({ type: 'varchar', length: 30 })
  auth: string;
}
