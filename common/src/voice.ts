/**
 * A voice profile: how a user writes, learned from their own posts (pasted, imported from
 * LinkedIn's data export, or published through Postpilot) and editable by them. Every writer
 * follows it: a model reads it in its prompt, the built-in writer takes it as parameters.
 */

/** How a post's first line catches the eye. */
export const HOOK_STYLES = ['question', 'number', 'story', 'contrarian', 'statement'] as const;
export type HookStyle = (typeof HOOK_STYLES)[number];

/** How often a writer uses something: emojis, hashtags. */
export const HABIT_LEVELS = ['never', 'sometimes', 'often'] as const;
export type HabitLevel = (typeof HABIT_LEVELS)[number];

export interface VoiceProfile {
  /** How many of the user's posts it was learned from; 0 when only set by hand. */
  sampleCount: number;
  /** A typical post's length in words (the median of the samples). */
  words: number;
  /** A typical post's paragraphs. */
  paragraphs: number;
  /** A typical sentence's length in words. */
  sentenceWords: number;
  /** The opening styles the user uses, most used first (at least one). */
  hookStyles: HookStyle[];
  /** How often the user's posts carry emojis, and which ones they use most (up to 5). */
  emojis: HabitLevel;
  favouriteEmojis: string[];
  /** How many hashtags a post typically ends with (0 to 5), and their favourites (up to 5, without '#'). */
  hashtags: number;
  favouriteHashtags: string[];
  /** US school grade of the user's prose (Flesch–Kincaid), rounded; 8 reads easily. */
  readingGrade: number;
  /** What the user comes back to: noun phrases, most frequent first (up to 8). */
  themes: string[];
  /** Words and phrases never to use in their posts (up to 20). */
  avoid: string[];
}
