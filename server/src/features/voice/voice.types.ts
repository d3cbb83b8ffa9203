import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type * as Contract from '../../generated/graphql';

@ObjectType('VoiceProfile', {
  description: 'A voice profile: how the user writes, learned from their posts and edited by them.',
})
export class VoiceProfileType implements Contract.VoiceProfile {
  @Field(() => Int, {
    description: "How many of the user's posts it was learned from; 0 when only set by hand.",
  })
  sampleCount: number;

  @Field(() => Int, { description: "A typical post's length in words, 10 to 600." })
  words: number;

  @Field(() => Int, { description: "A typical post's paragraphs, 1 to 12." })
  paragraphs: number;

  @Field(() => Int, { description: "A typical sentence's length in words, 4 to 40." })
  sentenceWords: number;

  @Field(() => [String], {
    description:
      'How their posts open, most used first: question, number, story, contrarian or statement.',
  })
  hookStyles: string[];

  @Field(() => String, {
    description: "How often the user's posts carry emojis: never, sometimes or often.",
  })
  emojis: string;

  @Field(() => [String], { description: 'The emojis they use most (up to 5).' })
  favouriteEmojis: string[];

  @Field(() => Int, { description: 'How many hashtags a post typically ends with, 0 to 5.' })
  hashtags: number;

  @Field(() => [String], {
    description: "The hashtags they use most, without '#' (up to 5).",
  })
  favouriteHashtags: string[];

  @Field(() => Int, {
    description: 'US school grade of their prose (Flesch–Kincaid), 1 to 18; 8 reads easily.',
  })
  readingGrade: number;

  @Field(() => [String], {
    description: 'What the user comes back to, most frequent first (up to 8).',
  })
  themes: string[];

  @Field(() => [String], {
    description: 'Words and phrases never to use in their posts (up to 20).',
  })
  avoid: string[];
}

@ObjectType('Voice', { description: 'How the user writes, and what Postpilot learned it from.' })
export class VoiceType implements Contract.Voice {
  @Field(() => VoiceProfileType, {
    nullable: true,
    description:
      'The profile every writer follows; null until Postpilot learned from a post or the user edited a field.',
  })
  profile: VoiceProfileType | null;

  @Field(() => [String], {
    description: 'The profile in plain words, a sentence a habit; empty without a profile.',
  })
  summary: string[];

  @Field(() => Int, {
    description: "How many of the user's posts it is learned from (at most 50).",
  })
  sampleCount: number;

  @Field(() => Boolean, {
    description:
      'Whether the posts Postpilot publishes for the user are learned from, once the user has a voice.',
  })
  learnFromPublished: boolean;

  @Field(() => [String], {
    description: 'The fields the user edited, which learning leaves as they are.',
  })
  edited: string[];
}

@InputType('LearnVoiceInput', { description: "The user's posts to learn their voice from." })
export class LearnVoiceInput implements Contract.LearnVoiceInput {
  @Field(() => [String], {
    description: '1 to 50 posts, newest first, each 1 to 3,000 characters.',
  })
  posts: string[];

  @Field(() => Boolean, {
    nullable: true,
    description: 'Forget the posts learned from before, rather than add these to them.',
  })
  replace?: boolean | null;
}

@InputType('UpdateVoiceInput', {
  description: 'Edits of the voice profile; a field left out (or null) keeps what it is.',
})
export class UpdateVoiceInput implements Contract.UpdateVoiceInput {
  @Field(() => Int, { nullable: true, description: '10 to 600.' })
  words?: number | null;

  @Field(() => Int, { nullable: true, description: '1 to 12.' })
  paragraphs?: number | null;

  @Field(() => Int, { nullable: true, description: '4 to 40.' })
  sentenceWords?: number | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'One or more of question, number, story, contrarian and statement, most used first.',
  })
  hookStyles?: string[] | null;

  @Field(() => String, { nullable: true, description: 'never, sometimes or often.' })
  emojis?: string | null;

  @Field(() => [String], { nullable: true, description: 'Up to 5 emojis, one each.' })
  favouriteEmojis?: string[] | null;

  @Field(() => Int, { nullable: true, description: '0 to 5.' })
  hashtags?: number | null;

  @Field(() => [String], {
    nullable: true,
    description:
      "Up to 5 hashtags, with or without '#': letters, digits and underscores, at most 50.",
  })
  favouriteHashtags?: string[] | null;

  @Field(() => Int, { nullable: true, description: '1 to 18.' })
  readingGrade?: number | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Up to 8 themes, each at most 60 characters.',
  })
  themes?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Up to 20 words or phrases never to use, each at most 60 characters.',
  })
  avoid?: string[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the posts Postpilot publishes for the user are learned from.',
  })
  learnFromPublished?: boolean | null;
}
