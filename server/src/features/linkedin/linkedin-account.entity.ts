import { Column, Entity, JoinColumn, OneToOne, type Relation } from 'typeorm';
import { IdAndTimestamps } from '../../kernel/entity-base';
import { User, type UserLinkedInAccount } from '../users/user.entity';

export type LinkedInAccountStatus = UserLinkedInAccount['status'];

/** A user's LinkedIn member and access token (encrypted at rest, AES-256-GCM). */
@Entity('linkedin_accounts')
export class LinkedInAccount extends IdAndTimestamps implements UserLinkedInAccount {
  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @OneToOne(() => User, (user) => user.linkedInAccount, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /** urn:li:person:{sub}, the author of the member's posts. */
  @Column({ name: 'member_urn', type: 'varchar', length: 200 })
  memberUrn: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name: string | null;

  /** iv.tag.ciphertext, base64url: see token-cipher.ts. */
  @Column({ name: 'access_token', type: 'text' })
  accessToken: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  scopes: string[];

  @Column({ type: 'varchar', length: 20 })
  status: LinkedInAccountStatus;

  /** Made against the built-in sandbox network rather than LinkedIn. */
  @Column({ type: 'boolean', default: false })
  sandbox: boolean;

  /** When post statistics last arrived from LinkedIn. */
  @Column({ name: 'metrics_synced_at', type: 'timestamptz', nullable: true })
  metricsSyncedAt: Date | null;
}
