import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type * as Contract from '../../generated/graphql';

@ObjectType('Writer', {
  description:
    "The writer of the user's posts: their own AI connection, the server's AI endpoint, or the built-in writer.",
})
export class WriterType implements Contract.Writer {
  @Field(() => String, {
    description:
      "openai (a model, the user's own or the server's) or composer (the built-in writer, which writes English only).",
  })
  provider: string;

  @Field(() => Boolean, {
    description: "Whether posts are written in the user's language (User.language).",
  })
  writesUserLanguage: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "Why posts will not be in the user's language, in words for the user; null when they will be.",
  })
  notice: string | null;

  @Field(() => String, {
    description:
      "user (the user's own AI connection, Settings → AI writer), server (the AI endpoint this Postpilot is configured with) or builtin (the built-in writer, offline, English only).",
  })
  source: string;

  @Field(() => String, {
    nullable: true,
    description: 'The model that writes, when a model does; null for the built-in writer.',
  })
  model: string | null;

  @Field(() => String, {
    description:
      'Who writes, in words for the user: "Your AI (gpt-4o-mini)", "Postpilot\'s AI (llama3.1)", "Built-in writer".',
  })
  label: string;

  @Field(() => String, { description: 'Why this writer, in words for the user.' })
  reason: string;
}

@ObjectType('TextChange', { description: 'One change a rewrite made, and the rule that made it.' })
export class TextChangeType implements Contract.TextChange {
  @Field(() => String, {
    description:
      'The rule, in words for the user: Spelling, Grammar, Filler, Hedge, Weasel word, Passive voice, Wordiness, Personal detail.',
  })
  rule: string;

  @Field(() => String, { description: 'Why, in words for the user.' })
  message: string;

  @Field(() => String, { description: 'The text before; empty when text was added.' })
  before: string;

  @Field(() => String, { description: 'The text after; empty when text was removed.' })
  after: string;
}

@ObjectType('GeneratedContent', {
  description: 'A post written by generateContent, not saved yet.',
})
export class GeneratedContent implements Contract.GeneratedContent {
  @Field(() => String)
  content: string;

  @Field(() => String, {
    description:
      "What wrote it: openai (a model, the user's own or the server's) or composer (the built-in writer); writer says whose and why.",
  })
  provider: string;

  @Field(() => WriterType, { description: 'Who wrote it, and why that writer.' })
  writer: WriterType;

  @Field(() => [TextChangeType], {
    description:
      "What a rewrite changed, one entry a change, for the user to review before accepting; empty for a new post and for a model's rewrite (the editor then shows the whole text's difference).",
  })
  changes: TextChangeType[];

  @Field(() => String, {
    nullable: true,
    description:
      "What the writer needs from the user before it can do this, as a question (More personal without a detail of the user's own); content is then the text unchanged. Null when it did the work.",
  })
  question: string | null;
}

@InputType('GenerateContentInput', {
  description:
    'How to write a post. Every field is optional; the defaults are tone professional, length medium, hashtags on, emojis off.',
})
export class GenerateContentInput implements Contract.GenerateContentInput {
  @Field(() => String, {
    nullable: true,
    description: 'professional, casual, inspirational, educational or humorous.',
  })
  tone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'short (1-2 paragraphs), medium (3-4) or long (5 or more).',
  })
  length?: string | null;

  @Field(() => Boolean, { nullable: true })
  includeHashtags?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  includeEmojis?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      "What the post is about, up to 200 characters; empty picks one of the user's niches.",
  })
  topic?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Extra instructions for this post, up to 1,000 characters.',
  })
  customPrompt?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "An idea of the user's idea bank to start from: its title is the topic when the topic is empty, its notes are material like key points. It is marked used once the post is written.",
  })
  ideaId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The user's own material for the post, up to 1,000 characters, one point a line: what happened, what they learned, a number, an example. The built-in writer writes only from these, the topic and the profile.",
  })
  keyPoints?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Which take to write: 0 first, then 1, 2, ... for each regeneration with the same settings.',
  })
  variant?: number | null;
}

@InputType('AssistInput', { description: "A post's text to help with, in the editor." })
export class AssistInput implements Contract.AssistInput {
  @Field(() => String, { description: "The post's text, 1 to 3,000 characters." })
  content: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The tone to keep: professional, casual, inspirational, educational or humorous; default professional.',
  })
  tone?: string | null;
}

@InputType('RewritePostInput', { description: "A post's text and how to rewrite it." })
export class RewritePostInput implements Contract.RewritePostInput {
  @Field(() => String, { description: "The post's text, 1 to 3,000 characters." })
  content: string;

  @Field(() => String, {
    description: 'shorter, punchier, personal (more personal) or grammar (fix grammar only).',
  })
  action: string;

  @Field(() => String, { nullable: true })
  tone?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "For personal: a detail of the user's own experience to weave in, up to 500 characters. Without one, the writer uses the profile's stated experience once, or answers with a question.",
  })
  detail?: string | null;
}
