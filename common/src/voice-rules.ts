import { POST_MAX_LENGTH } from './constants';
import type { VoiceProfile } from './voice';

/**
 * What a voice profile may hold and learn from: the bounds of each field a user edits, how many
 * of their posts are kept to learn from, and what a profile says before anything is known.
 */

/** Posts kept to learn from (the latest), and the most one request may teach. */
export const VOICE_SAMPLES_MAX = 50;
/** A post learned from is a LinkedIn post: at most 3,000 characters. */
export const VOICE_SAMPLE_MAX_LENGTH = POST_MAX_LENGTH;

/** The range of each number a user may set. */
export const VOICE_RANGES = {
  words: { min: 10, max: 600 },
  paragraphs: { min: 1, max: 12 },
  sentenceWords: { min: 4, max: 40 },
  hashtags: { min: 0, max: 5 },
  readingGrade: { min: 1, max: 18 },
} as const;

/** How many favourites, themes and phrases to avoid a profile keeps, and how long each is. */
export const VOICE_LIST_LIMITS = {
  favouriteEmojis: 5,
  favouriteHashtags: 5,
  themes: 8,
  avoid: 20,
  /** A theme's or a phrase's length. */
  phraseLength: 60,
  /** A hashtag's length, without '#'. */
  hashtagLength: 50,
} as const;

/**
 * Well-known LinkedIn clichés, the most jarring first: a learned profile avoids each that the
 * user's own posts do not use (the first 20 of them).
 */
export const LINKEDIN_CLICHES = [
  'game-changer',
  'synergy',
  'thrilled to announce',
  'humbled',
  'let that sink in',
  'agree?',
  'thoughts?',
  "in today's fast-paced world",
  'delve',
  'think outside the box',
  'move the needle',
  'low-hanging fruit',
  'circle back',
  'paradigm shift',
  'rockstar',
  'ninja',
  'crushing it',
  'buckle up',
  'unlock your potential',
  'ever-evolving landscape',
  'tapestry',
  'leverage',
] as const;

/**
 * A profile before Postpilot has learned anything: what a user who only set a few fields by hand
 * gets for the rest. A medium LinkedIn post in short paragraphs, plain and easy to read.
 */
export const VOICE_DEFAULTS: VoiceProfile = {
  sampleCount: 0,
  words: 150,
  paragraphs: 4,
  sentenceWords: 15,
  hookStyles: ['statement'],
  emojis: 'sometimes',
  favouriteEmojis: [],
  hashtags: 3,
  favouriteHashtags: [],
  readingGrade: 8,
  themes: [],
  avoid: LINKEDIN_CLICHES.slice(0, VOICE_LIST_LIMITS.avoid),
};

/** The fields a user edits (all but sampleCount). */
export const VOICE_FIELDS = [
  'words',
  'paragraphs',
  'sentenceWords',
  'hookStyles',
  'emojis',
  'favouriteEmojis',
  'hashtags',
  'favouriteHashtags',
  'readingGrade',
  'themes',
  'avoid',
] as const satisfies readonly (keyof VoiceProfile)[];
export type VoiceField = (typeof VOICE_FIELDS)[number];

/** One emoji as a reader sees it: a pictograph (with its variation, skin tone, ZWJ joins) or a flag. */
const EMOJI_SOURCE =
  '(?:\\p{Regional_Indicator}\\p{Regional_Indicator}|(?:\\p{Emoji_Presentation}|\\p{Extended_Pictographic}\\uFE0F)\\uFE0F?\\p{Emoji_Modifier}?(?:\\u200D\\p{Extended_Pictographic}\\uFE0F?\\p{Emoji_Modifier}?)*)';

/**
 * Every emoji in a text. Symbols that are text unless asked otherwise (©, ™, ↔) are not counted
 * without their emoji variation selector.
 */
export const emojiPattern = () => new RegExp(EMOJI_SOURCE, 'gu');

/** Exactly one emoji. */
export const SINGLE_EMOJI = new RegExp(`^${EMOJI_SOURCE}$`, 'u');

/** A hashtag's word, as LinkedIn links it: letters, digits and underscores. */
export const HASHTAG_WORD = /^[\p{L}\p{N}_]{1,50}$/u;

/** Every hashtag in a text (the word in group 1), not the '#' of "C#" or of a URL's fragment. */
export const hashtagPattern = () => /(?<![\p{L}\p{N}_&/#])#([\p{L}\p{N}_]+)/gu;
