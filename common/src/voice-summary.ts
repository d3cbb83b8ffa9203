import type { HookStyle, VoiceProfile } from './voice';

/** How each opening reads in a sentence ("You usually open with a question"). */
export const HOOK_STYLE_WORDS: Record<HookStyle, string> = {
  question: 'a question',
  number: 'a number',
  story: 'a story',
  contrarian: 'a contrarian take',
  statement: 'a plain statement',
};

/** The phrases to avoid the summary names; the rest are counted. */
const AVOID_NAMED = 8;
/** Below this many words a paragraph, paragraphs read as short. */
const SHORT_PARAGRAPH_WORDS = 50;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "a, b or c" */
function either(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

function lengthLine({ words, paragraphs }: VoiceProfile): string {
  if (paragraphs <= 1) return `Your posts run about ${words} words in a single paragraph.`;
  const short = words / paragraphs < SHORT_PARAGRAPH_WORDS ? 'short ' : '';
  return `Your posts run about ${words} words in ${paragraphs} ${short}paragraphs.`;
}

/** The first three openings, as a sentence says them: "a question, a number or a story". */
export function describeOpenings(hookStyles: readonly HookStyle[]): string {
  return either(hookStyles.slice(0, 3).map((style) => HOOK_STYLE_WORDS[style]));
}

function openingLine({ hookStyles }: VoiceProfile): string {
  return `You usually open with ${describeOpenings(hookStyles)}.`;
}

function emojiLine({ emojis, favouriteEmojis }: VoiceProfile): string {
  if (emojis === 'never') return "You don't use emojis.";
  const favourites = favouriteEmojis.length > 0 ? ` — ${favouriteEmojis.join(' ')} most` : '';
  return `You use emojis ${emojis}${favourites}.`;
}

function hashtagLine({ hashtags, favouriteHashtags }: VoiceProfile): string {
  if (hashtags === 0) return "You don't end with hashtags.";
  const examples =
    favouriteHashtags.length > 0
      ? `, such as ${favouriteHashtags.map((tag) => `#${tag}`).join(' ')}`
      : '';
  return `You end with ${plural(hashtags, 'hashtag', 'hashtags')}${examples}.`;
}

function avoidLine({ avoid }: VoiceProfile): string {
  // Quoted: a phrase may end with its own punctuation ("agree?").
  const named = avoid
    .slice(0, AVOID_NAMED)
    .map((phrase) => `“${phrase}”`)
    .join(', ');
  const more = avoid.length - AVOID_NAMED;
  return `Postpilot avoids: ${named}${more > 0 ? ` and ${more} more` : ''}.`;
}

/**
 * A profile in plain words, one sentence a habit: what the Settings page shows and what a
 * person can check against their own posts.
 */
export function describeVoice(profile: VoiceProfile): string[] {
  return [
    lengthLine(profile),
    openingLine(profile),
    emojiLine(profile),
    hashtagLine(profile),
    `Your sentences average ${profile.sentenceWords} words; they read at grade ${profile.readingGrade}.`,
    ...(profile.themes.length > 0 ? [`You come back to: ${profile.themes.join(', ')}.`] : []),
    ...(profile.avoid.length > 0 ? [avoidLine(profile)] : []),
  ];
}
