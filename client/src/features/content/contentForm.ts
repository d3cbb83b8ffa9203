import {
  GENERATION_DEFAULTS,
  POST_MAX_LENGTH,
  updatePostSchema,
  type PostLength,
  type RewriteAction,
  type Tone,
} from '@postpilot/common';
import { ValidationError } from 'yup';
import type { GenerateContentInput } from '../../gql/graphql';
import { dateFormat, numberFormat } from '../../shared/format/display';

/** When a post goes out: 'Tue, Mar 5, 9:00 AM'. */
export { formatMoment } from '../../shared/format/display';

/** The generation settings, as the form holds them. */
export interface GenerationValues {
  topic: string;
  tone: Tone;
  length: PostLength;
  includeHashtags: boolean;
  includeEmojis: boolean;
  customPrompt: string;
  /** The user's own material, one point a line. */
  keyPoints: string;
  /** The idea of the idea bank the form was filled from; '' when none. */
  ideaId: string;
}

/** GENERATION_DEFAULTS: professional, medium, hashtags on, emojis off; no topic, no prompt. */
export const initialGenerationValues: GenerationValues = {
  topic: '',
  tone: GENERATION_DEFAULTS.tone,
  length: GENERATION_DEFAULTS.length,
  includeHashtags: GENERATION_DEFAULTS.includeHashtags,
  includeEmojis: GENERATION_DEFAULTS.includeEmojis,
  customPrompt: '',
  keyPoints: '',
  ideaId: '',
};

export const TONE_LABELS: Record<Tone, string> = {
  professional: 'Professional',
  casual: 'Casual',
  inspirational: 'Inspirational',
  educational: 'Educational',
  humorous: 'Humorous',
};

/** The settings as sent, trimmed; what decides whether a generation is "the same settings". */
export function toGenerateInput(values: GenerationValues, variant: number): GenerateContentInput {
  return {
    topic: values.topic.trim(),
    tone: values.tone,
    length: values.length,
    includeHashtags: values.includeHashtags,
    includeEmojis: values.includeEmojis,
    customPrompt: values.customPrompt.trim(),
    keyPoints: values.keyPoints.trim(),
    ...(values.ideaId ? { ideaId: values.ideaId } : {}),
    variant,
  };
}

/**
 * Which take to ask for: the next one when the settings are those of the last generation (so the
 * deterministic composer writes something new), else the first one again.
 */
export function nextVariant(
  last: { key: string; variant: number } | null,
  values: GenerationValues,
): { key: string; variant: number } {
  const key = JSON.stringify(toGenerateInput(values, 0));
  return { key, variant: last?.key === key ? last.variant + 1 : 0 };
}

/** '1,234 / 3,000' (in the account's language: '1.234 / 3.000'). */
export const formatCounter = (text: string) =>
  `${numberFormat().format(text.length)} / ${numberFormat().format(POST_MAX_LENGTH)}`;

/** Why a post's text cannot be saved (empty, or over LinkedIn's 3,000), or undefined. */
export function postContentError(content: string): string | undefined {
  try {
    updatePostSchema.validateSync({ content });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** LinkedIn's feed shows this much of a post before '…see more'. */
export const FOLD_LINES = 3;
export const FOLD_CHARACTERS = 210;

/**
 * Where the feed folds a post: after its third line or about 210 characters, whichever comes
 * first (a long line is cut at a word break when there is one near). Undefined when it all fits.
 */
export function foldIndex(content: string): number | undefined {
  let cut = content.length;
  let newlines = 0;
  for (let i = 0; i < content.length; i++) {
    if (content[i] === '\n' && ++newlines === FOLD_LINES) {
      cut = i;
      break;
    }
  }
  if (cut > FOLD_CHARACTERS) {
    const space = content.lastIndexOf(' ', FOLD_CHARACTERS);
    cut = space > FOLD_CHARACTERS * 0.75 ? space : FOLD_CHARACTERS;
  }
  // Only blank space after the fold: nothing is hidden.
  return content.slice(cut).trim() ? cut : undefined;
}

/** The text in pieces, hashtags apart, so the preview can colour them as LinkedIn does. */
export function splitHashtags(text: string): { text: string; hashtag: boolean }[] {
  return text
    .split(/(#[\p{L}\p{N}_]+)/u)
    .filter(Boolean)
    .map((part) => ({ text: part, hashtag: /^#[\p{L}\p{N}_]+$/u.test(part) }));
}

/** What the built-in writer does, said on the Content page when it is the user's writer. */
export const BUILT_IN_WRITER_NOTE =
  'The built-in writer writes only from your topic, your key points and your profile, and invents nothing: the more points you give it, the fuller the post. Connect an AI in Settings → AI writer to write a whole post from a topic alone.';

/** The writer behind a generation, said discreetly beside the heading (its reason on hover or focus). */
export function writtenBy(writer: { label: string }): string {
  return `Written by: ${writer.label}`;
}

// Dates on the account's clock, in its language.
/** 'Nov 24, 2026'. */
export const formatCreated = (iso: string) =>
  dateFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** What each rewrite is called in the editor's Rewrite menu. */
export const REWRITE_LABELS: Record<RewriteAction, string> = {
  shorter: 'Shorter',
  punchier: 'Punchier',
  personal: 'More personal',
  grammar: 'Fix grammar',
};

/** What Fix grammar's offline checker does not do, said next to its changes. */
export const GRAMMAR_CHECK_LIMITS =
  'Checked offline by harper: it catches much but not every error (not all agreement, such as “Me and him has”), and it does not check facts or style.';

/** Said when the post held material for fewer first lines than usual. */
export const FEWER_HOOKS =
  'That is all this post has to draw from. Add a number, a result or a sentence of your own for more.';

/** What the editor says when its writer could not help. */
export const ASSIST_ERRORS = {
  hooks: 'Could not suggest first lines',
  rewrite: 'Could not rewrite the post',
};

/** A reader of a feed takes in about this many words a minute. */
const WORDS_PER_MINUTE = 230;

/** '45 sec read', '2 min read'; empty for an empty text. */
export function readingTime(content: string): string {
  const words = content.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  if (words === 0) return '';
  const seconds = Math.ceil(((words / WORDS_PER_MINUTE) * 60) / 5) * 5;
  return seconds < 60 ? `${seconds} sec read` : `${Math.round(seconds / 60)} min read`;
}

/** The text with `line` in place of its first line (a hook chosen for it). */
export function withFirstLine(content: string, line: string): string {
  const text = content.replace(/^\s+/, '');
  const newline = text.indexOf('\n');
  return newline < 0 ? line : `${line}${text.slice(newline)}`;
}
