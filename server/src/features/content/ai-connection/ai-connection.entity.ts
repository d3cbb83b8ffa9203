import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Timestamps } from '../../../kernel/entity-base';
import { User } from '../../users/user.entity';

/**
 * A user's own OpenAI-compatible endpoint (Settings → AI writer), one a user. The key is sealed
 * with the token key (TOKEN_ENCRYPTION_KEY), as LinkedIn's tokens are, and never leaves the
 * server but in the request to the endpoint.
 */
@Entity('ai_connections')
export class AiConnection extends Timestamps {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The API root, such as https://api.openai.com/v1, without a trailing slash. */
  @Column({ name: 'base_url', type: 'text' })
  baseUrl: string;

  @Column({ type: 'text' })
  model: string;

  /** iv.tag.ciphertext (AES-256-GCM); null for endpoints without a key (a local Ollama). */
  @Column({ name: 'api_key_encrypted', type: 'text', nullable: true })
  apiKeyEncrypted: string | null;
}
