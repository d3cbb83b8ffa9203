import { Column, Entity, OneToOne, type Relation } from 'typeorm';
import { IdAndTimestamps } from '../../kernel/entity-base';
import type * as Contract from '../../generated/graphql';

/**
 * What the account knows of the user's LinkedIn connection. The linkedin feature owns the entity
 * (LinkedInAccount, which implements this); the relation names it, so users imports nothing above.
 */
export interface UserLinkedInAccount {
  status: 'connected' | 'needs_reconnect';
  expiresAt: Date;
  scopes: string[];
  metricsSyncedAt: Date | null;
}

/**
 * An account, and the contract's User: the API answers the entity (the type-graphql class
 * UserType says which fields show, so the password hash and token version never do; the
 * avatar's address is made from avatarKey by UsersResolver and userJson).
 */
@Entity('users')
export class User extends IdAndTimestamps implements Contract.User {
  /** Always stored lower-cased; unique. */
  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  /** Bumped when the password changes: tokens carrying an older version stop working. */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ name: 'job_title', type: 'varchar', length: 200, nullable: true })
  jobTitle: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  /**
   * The media store's key of the avatar (avatars/<name>.webp); the contract's profilePicture is
   * an address signed from it when it is read.
   */
  @Column({ name: 'avatar_key', type: 'varchar', length: 200, nullable: true })
  avatarKey: string | null;

  @Column({ name: 'is_email_verified', type: 'boolean', default: false })
  isEmailVerified: boolean;

  /** When the last verification e-mail was sent: the resend cooldown counts from here. */
  @Column({ name: 'verification_sent_at', type: 'timestamptz', nullable: true })
  verificationSentAt: Date | null;

  @Column({ name: 'has_completed_onboarding', type: 'boolean', default: false })
  hasCompletedOnboarding: boolean;

  @Column({ name: 'content_niches', type: 'text', array: true, default: () => "'{}'" })
  contentNiches: string[];

  @Column({ name: 'personal_context', type: 'text', nullable: true })
  personalContext: string | null;

  @Column({ name: 'target_audience', type: 'text', nullable: true })
  targetAudience: string | null;

  @Column({ type: 'varchar', length: 20, default: 'professional' })
  tone: string;

  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  timezone: string;

  @Column({ type: 'varchar', length: 8, default: 'en' })
  language: string;

  @Column({ name: 'email_notifications', type: 'boolean', default: true })
  emailNotifications: boolean;

  @Column({ name: 'push_notifications', type: 'boolean', default: true })
  pushNotifications: boolean;

  @Column({ name: 'auto_post_enabled', type: 'boolean', default: false })
  autoPostEnabled: boolean;

  @Column({ name: 'content_approval_required', type: 'boolean', default: true })
  contentApprovalRequired: boolean;

  @Column({ name: 'default_posting_time', type: 'varchar', length: 5, default: '09:00' })
  defaultPostingTime: string;

  @Column({ name: 'posting_frequency', type: 'varchar', length: 10, default: 'daily' })
  postingFrequency: string;

  /** Loaded with the user, so linkedInConnected is known wherever the user is. */
  @OneToOne('LinkedInAccount', 'user', { eager: true })
  linkedInAccount?: Relation<UserLinkedInAccount> | null;

  /** The full name, as the contract shows it. */
  get name(): string {
    return `${this.firstName} ${this.lastName}`.trim();
  }

  /** The specification's name for hasCompletedOnboarding. */
  get isOnboardingComplete(): boolean {
    return this.hasCompletedOnboarding;
  }

  /** Connected, and the token has not run out. */
  get linkedInConnected(): boolean {
    const account = this.linkedInAccount;
    return account?.status === 'connected' && account.expiresAt.getTime() > Date.now();
  }
}
