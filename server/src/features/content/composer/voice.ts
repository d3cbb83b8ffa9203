import type { HookStyle, PostLength, VoiceProfile } from '@postpilot/common';
import { sanitize } from './text';

/**
 * What the user's voice profile changes in a post. Length: a voice's typical word count picks
 * the length when the user left the length at its default (medium) — short under 100 words,
 * long over 220 — and otherwise only sets the target within the chosen length's bounds.
 */
export interface VoicePlan {
  length: PostLength;
  /** Words to aim for; null to write each part in full. */
  targetWords: number | null;
  /** Hook families to try first, in the user's order. */
  hookStyles: HookStyle[];
  /** How many emojis to place when emojis are on; null for the tone's usual 2 to 4. */
  emojis: number | null;
  favouriteEmojis: string[];
  /** How many hashtags when hashtags are on. */
  hashtags: number;
  favouriteHashtags: string[];
  /** The user's typical sentence length in words; null when unknown. */
  sentenceWords: number | null;
  /** Words and phrases the post must not contain. */
  avoid: string[];
  /** What the user's posts come back to, for posts without a topic. */
  themes: string[];
}

/** Hashtags a post carries by default, when the user has no voice profile. */
export const DEFAULT_HASHTAGS = 3;
export const MAX_HASHTAGS = 5;

const WORD_BOUNDS: Record<PostLength, [number, number]> = {
  short: [35, 110],
  medium: [90, 260],
  long: [180, 480],
};

export function planVoice(
  voice: VoiceProfile | null,
  length: PostLength,
  lengthWasChosen: boolean,
): VoicePlan {
  if (!voice) {
    return {
      length,
      targetWords: null,
      hookStyles: [],
      emojis: null,
      favouriteEmojis: [],
      hashtags: DEFAULT_HASHTAGS,
      favouriteHashtags: [],
      sentenceWords: null,
      avoid: [],
      themes: [],
    };
  }
  const words = Number.isFinite(voice.words) && voice.words > 0 ? voice.words : null;
  const chosen =
    words && !lengthWasChosen && length === 'medium'
      ? words < 100
        ? 'short'
        : words > 220
          ? 'long'
          : 'medium'
      : length;
  const [low, high] = WORD_BOUNDS[chosen];
  return {
    length: chosen,
    targetWords: words ? Math.min(high, Math.max(low, words)) : null,
    hookStyles: [...new Set(voice.hookStyles ?? [])],
    emojis:
      voice.emojis === 'never'
        ? 0
        : voice.emojis === 'sometimes'
          ? 1
          : voice.emojis === 'often'
            ? 3
            : null,
    favouriteEmojis: (voice.favouriteEmojis ?? []).filter((e) =>
      /\p{Extended_Pictographic}/u.test(e),
    ),
    hashtags: Math.max(0, Math.min(MAX_HASHTAGS, Math.round(voice.hashtags ?? DEFAULT_HASHTAGS))),
    favouriteHashtags: (voice.favouriteHashtags ?? []).map((tag) => tag.replace(/^#/, '')),
    sentenceWords:
      Number.isFinite(voice.sentenceWords) && voice.sentenceWords > 0 ? voice.sentenceWords : null,
    avoid: (voice.avoid ?? []).map((phrase) => sanitize(phrase).toLowerCase()).filter(Boolean),
    themes: (voice.themes ?? []).map((theme) => sanitize(theme)).filter(Boolean),
  };
}
