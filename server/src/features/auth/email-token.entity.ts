import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { IdAndCreatedAt } from '../../kernel/entity-base';
import { User } from '../users/user.entity';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** A single-use link sent by e-mail. Only the SHA-256 of the token is stored. */
@Entity('email_tokens')
export class EmailToken extends IdAndCreatedAt {
  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  purpose: EmailTokenPurpose;

  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
