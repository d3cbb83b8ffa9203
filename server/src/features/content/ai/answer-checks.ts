import emojiRegex from 'emoji-regex';
import { detectAll } from 'tinyld';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@postpilot/common';
import { languageOf, type GenerationRequest } from '../generation';
import { markdownToPlainText } from './plain-text';
import { tidyPost } from './post-text';

/**
 * What a model's answer must obey before it reaches the editor: LinkedIn plain text, the
 * request's hashtag and emoji switches and the voice's habits, and the account's language.
 */

/** The most hashtags a post keeps when the voice does not say: LinkedIn's own advice is 3-5. */
export const HASHTAG_CAP = 5;

/**
 * A hashtag: '#' and a word with a letter in it ("#1" is a rank, not a tag), not inside a word,
 * an address ("/page#part") or an HTML entity ("&#39;").
 */
const HASHTAG = /(^|[^\p{L}\p{N}_&#/])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;
const HASHTAG_ONLY_LINE = /^(?:\s*#[\p{L}\p{N}_]+[\s,]*)+$/u;

/** Limits that replace the request's, e.g. for a rewrite of a post the user already wrote. */
export interface PostRules {
  /** The most hashtags to keep (0: none). */
  hashtags?: number;
  /** Whether emojis may stay. */
  emojis?: boolean;
}

/** The post in a model's answer, as LinkedIn plain text obeying the request and the voice. */
export function checkPost(
  answer: string,
  request: GenerationRequest,
  rules: PostRules = {},
): string {
  let text = markdownToPlainText(tidyPost(answer, Number.POSITIVE_INFINITY));
  text = obeyHashtags(text, request, rules.hashtags);
  text = obeyEmojis(
    text,
    rules.emojis === undefined ? request : { ...request, includeEmojis: rules.emojis },
  );
  return tidyPost(text);
}

/** How many hashtags a post may end with: the voice's habit when known, never above the cap. */
export function hashtagLimit({ includeHashtags, voice }: GenerationRequest): number {
  if (!includeHashtags) return 0;
  return voice ? Math.min(Math.max(1, voice.hashtags), HASHTAG_CAP) : HASHTAG_CAP;
}

/** How many hashtags `text` has. */
export function countHashtags(text: string): number {
  return [...text.matchAll(HASHTAG)].length;
}

/** Whether `text` has an emoji. */
export function hasEmoji(text: string): boolean {
  return new RegExp(EMOJI.source).test(text);
}

/**
 * Hashtags as the request says: lines of hashtags anywhere are taken out and a hashtag inside
 * a sentence becomes its plain word; then, when hashtags are on, up to the limit of them (those
 * of the hashtag lines first, then the inline ones) go together on one last line.
 */
export function obeyHashtags(
  text: string,
  request: GenerationRequest,
  limit = hashtagLimit(request),
): string {
  const tags: string[] = [];
  const seen = new Set<string>();
  const keep = (tag: string) => {
    if (seen.has(tag.toLowerCase())) return;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  };
  const inline: string[] = [];
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    if (HASHTAG_ONLY_LINE.test(line)) {
      for (const match of line.matchAll(HASHTAG)) keep(match[2]);
      continue;
    }
    lines.push(
      line.replace(HASHTAG, (_, before: string, word: string) => {
        inline.push(word);
        return `${before}${word}`;
      }),
    );
  }
  inline.forEach(keep);
  const body = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (limit === 0 || tags.length === 0) return body;
  return `${body}\n\n${tags
    .slice(0, limit)
    .map((tag) => `#${tag}`)
    .join(' ')}`;
}

/** Emoji sequences, including those joined by ZWJ and with skin tones (emoji-regex's set). */
const EMOJI = emojiRegex();

/** The most emojis a post keeps for a voice that seldom uses them (the prompt asks for one). */
const SPARING_EMOJIS = 1;

/**
 * Emojis as the request and voice say: none when off (without leaving double spaces or empty
 * bullets), at most one for a voice that never uses them, as written otherwise.
 */
export function obeyEmojis(text: string, request: GenerationRequest): string {
  if (request.includeEmojis && request.voice?.emojis !== 'never') return text;
  let kept = request.includeEmojis ? SPARING_EMOJIS : 0;
  const stripped = text.replace(EMOJI, (emoji) => {
    if (kept > 0) {
      kept--;
      return emoji;
    }
    return '';
  });
  return stripped
    .split('\n')
    .map((line) =>
      line
        .replace(/[\uFE0F\u200D]/g, '')
        .replace(/([^\s]) {2,}/g, '$1 ')
        .replace(/ +([.,;:!?])/g, '$1')
        // A nested bullet keeps its indent; an emoji that opened a line leaves none.
        .replace(/^ +(?![•◦\s])/, '')
        .trimEnd(),
    )
    .filter((line, index, all) => !/^\s*[•◦-]\s*$/.test(line) || all.length === 1)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Fewer letters than this and a language guess is not reliable enough to refuse an answer. */
export const MIN_LETTERS_FOR_LANGUAGE = 60;

/**
 * The language `text` is written in, among the product's languages, when the text is long
 * enough to tell; null when it is too short or unclear. Hashtags and addresses are left out:
 * they are often English in any language.
 */
export function detectLanguage(text: string): Language | null {
  const prose = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(HASHTAG, '$1')
    .replace(/[^\p{L}\s'’-]+/gu, ' ');
  const letters = prose.replace(/[^\p{L}]/gu, '').length;
  // Japanese packs a word into one or two characters.
  const cjk = (prose.match(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/gu) ?? []).length;
  if (letters < MIN_LETTERS_FOR_LANGUAGE && cjk < MIN_LETTERS_FOR_LANGUAGE / 3) return null;
  const [best] = detectAll(prose, { only: [...LANGUAGES] });
  if (!best || best.accuracy < 0.3) return null;
  return (LANGUAGES as readonly string[]).includes(best.lang) ? (best.lang as Language) : null;
}

/** When `text` is clearly in another language than `expected`, that language; otherwise null. */
export function wrongLanguage(text: string, expected: Language): Language | null {
  const found = detectLanguage(text);
  return found && found !== expected ? found : null;
}

/** The follow-up that asks a model to write in the right language, naming what went wrong. */
export function languageCorrection(found: Language, expected: Language): string {
  const was = LANGUAGE_NAMES[found];
  const wanted = LANGUAGE_NAMES[expected];
  return `Your answer was in ${was}; write it in ${wanted}. Return only the text, in ${wanted}.`;
}

/** What the user sees when a model answered in the wrong language even when told. */
export function languageFailure(found: Language, expected: Language): string {
  return (
    `The AI model answered in ${LANGUAGE_NAMES[found]} instead of ${LANGUAGE_NAMES[expected]}, ` +
    'even when asked again; try again, or choose a model that writes ' +
    `${LANGUAGE_NAMES[expected]} in Settings → AI writer`
  );
}

/** The account's language as the request gives it (a job queued before it carried one: en). */
export function requestLanguage(request: GenerationRequest): Language {
  return languageOf(request.language ?? 'en');
}
