import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Timestamps } from '../../kernel/entity-base';
import type { VoiceField, VoiceProfile } from '@postpilot/common';
import { User } from '../users/user.entity';

/** The fields of a profile the user edited, as they set them. */
export type VoiceOverrides = Partial<Pick<VoiceProfile, VoiceField>>;

/**
 * A user's voice: the posts it is learned from, what was learned (a cache of analyzeVoice over
 * them: null until derived, and again once published posts are added), the fields the user
 * edited, and whether published posts are learned from. One a user.
 */
@Entity('voice_profiles')
export class VoiceProfileRecord extends Timestamps {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The texts learned from, newest first: the latest 50, each at most 3,000 characters. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  samples: string[];

  @Column({ type: 'jsonb', nullable: true })
  learned: VoiceProfile | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  overrides: VoiceOverrides;

  @Column({ name: 'learn_from_published', type: 'boolean', default: true })
  learnFromPublished: boolean;
}
