import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../../kernel/context';
import { COST } from '../../kernel/graphql-cost';
import type { User } from '../users/user.entity';
import { LearnVoiceInput, UpdateVoiceInput, VoiceType } from './voice.types';
import type { VoiceService } from './voice.service';

@Resolver(() => VoiceType)
export class VoiceResolver {
  constructor(private readonly voices: VoiceService) {}

  @Query(() => VoiceType, {
    complexity: COST.query,
    description:
      "The user's voice: the profile every writer follows (learned from their posts, with their edits), in plain words too.",
  })
  voice(@CurrentUser() user: User) {
    return this.voices.get(user);
  }

  @Mutation(() => VoiceType, {
    complexity: COST.voiceLearning,
    description:
      "Learns the user's voice from their posts (pasted, or read from LinkedIn's Shares.csv): adds them to the posts learned from (the latest 50 are kept, each once), or replaces those with replace. The user's edits stay.",
  })
  learnVoice(
    @CurrentUser() user: User,
    @Arg('input', () => LearnVoiceInput) input: LearnVoiceInput,
  ) {
    return this.voices.learn(user, input);
  }

  @Mutation(() => VoiceType, {
    complexity: COST.write,
    description:
      'Edits the voice: each field given replaces what was learned, and stays when Postpilot learns again; a field given as learned follows learning again.',
  })
  updateVoice(
    @CurrentUser() user: User,
    @Arg('input', () => UpdateVoiceInput) input: UpdateVoiceInput,
  ) {
    return this.voices.update(user, input);
  }

  @Mutation(() => VoiceType, {
    complexity: COST.write,
    description:
      "Forgets the posts learned from, what was learned and the user's edits. Whether published posts are learned from stays as it was.",
  })
  resetVoice(@CurrentUser() user: User) {
    return this.voices.reset(user);
  }
}
