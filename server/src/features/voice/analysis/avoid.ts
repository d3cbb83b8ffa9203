import { LINKEDIN_CLICHES, VOICE_LIST_LIMITS } from '@postpilot/common';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A phrase as it may be written: any case, "game-changer" or "game changer", either apostrophe,
 * on word boundaries where it begins or ends with a letter.
 */
function phrasePattern(phrase: string): RegExp {
  const body = escape(phrase)
    .replace(/\\?-/g, '[-\\s]?')
    .replace(/'/g, "['’]")
    .replace(/ /g, '\\s+');
  const start = /^\p{L}/u.test(phrase) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = /\p{L}$/u.test(phrase) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${body}${end}`, 'iu');
}

const PATTERNS = LINKEDIN_CLICHES.map((phrase) => ({ phrase, pattern: phrasePattern(phrase) }));

/** The clichés none of the user's posts use, the most jarring first (up to 20). */
export function clichesToAvoid(posts: string[]): string[] {
  return PATTERNS.filter(({ pattern }) => !posts.some((post) => pattern.test(post)))
    .map(({ phrase }) => phrase)
    .slice(0, VOICE_LIST_LIMITS.avoid);
}
