import emojiRegex from 'emoji-regex';
import { GenerationError, type GenerationRequest } from '../generation';
import type { ChatMessage } from './prompt';
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
export const HASHTAG = /(^|[^\p{L}\p{N}_&#/])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;
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
    lines.push(untag(line, keep, inline));
  }
  // Tags in the order the answer has them; words of sentences after the tag lists.
  const first = [...text.matchAll(HASHTAG)].map((match) => match[2].toLowerCase());
  const rank = (tag: string) => first.indexOf(tag.toLowerCase());
  tags.sort((a, b) => rank(a) - rank(b));
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

const TAG = String.raw`#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*`;
/** Hashtags in a row, or closing a line: a tag list, not words of the sentence. */
const TAG_RUN = new RegExp(
  String.raw`[ \t]*(?<![\p{L}\p{N}_&#/])${TAG}(?:[ \t,]+${TAG})+|[ \t]+${TAG}(?:[ \t,]+${TAG})*[ \t]*$`,
  'gu',
);
/** A hashtag standing between two sentences ("… a perk. #RemoteWork It is …"). */
const TAG_BETWEEN = new RegExp(String.raw`([.!?…])[ \t]+(${TAG})(?=[ \t]+\p{Lu})`, 'gu');

/**
 * One line's hashtags: tag lists and tags between sentences are taken out (to `keep`); a tag
 * repeating a word the line already says is dropped; any other becomes its plain word (`inline`).
 */
function untag(line: string, keep: (tag: string) => void, inline: string[]): string {
  const collect = (found: string) => {
    for (const match of found.matchAll(HASHTAG)) keep(match[2]);
  };
  let text = line.replace(TAG_RUN, (found) => {
    collect(found);
    return '';
  });
  text = text.replace(TAG_BETWEEN, (_, end: string, tag: string) => {
    collect(` ${tag}`);
    return end;
  });
  return text.replace(HASHTAG, (found, before: string, word: string, offset: number) => {
    const earlier = text.slice(0, offset).toLowerCase();
    if (new RegExp(`(?:^|[^\\p{L}])${escape(word.toLowerCase())}(?![\\p{L}])`, 'u').test(earlier)) {
      keep(word);
      return '';
    }
    inline.push(word);
    return `${before}${word}`;
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Emoji sequences, including those joined by ZWJ and with skin tones (emoji-regex's set). */
const EMOJI = emojiRegex();

/** One code point that shows as text unless asked to be an emoji (by U+FE0F). */
const TEXT_SYMBOL = /^(?!\p{Emoji_Presentation})\p{Extended_Pictographic}$/u;

/** The most emojis a post keeps for a voice that seldom uses them (the prompt asks for one). */
const SPARING_EMOJIS = 1;

/**
 * Emojis as the request and voice say: none when off (without leaving double spaces or empty
 * bullets), at most one for a voice that never uses them, as written otherwise.
 */
export function obeyEmojis(text: string, request: GenerationRequest): string {
  if (request.includeEmojis && request.voice?.emojis !== 'never') return text;
  let kept = request.includeEmojis ? SPARING_EMOJIS : 0;
  // A keycap (1️⃣) stands for its digit, which the sentence still needs.
  const keycapsRead = text.replace(/([0-9#*])\uFE0F?\u20E3/g, '$1');
  const stripped = keycapsRead.replace(EMOJI, (emoji) => {
    // ©, ®, ™ and ❤ written as text (without U+FE0F) are symbols, not emojis.
    if (TEXT_SYMBOL.test(emoji)) return emoji;
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
        .replace(/^ +(?![•◦\d\s])/, '')
        .trimEnd(),
    )
    .filter((line, index, all) => !/^\s*[•◦-]\s*$/.test(line) || all.length === 1)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The checked post in a model's answer. */
export function postIn(answer: string, request: GenerationRequest, rules: PostRules): string {
  const post = checkPost(answer, request, rules);
  if (!post) {
    throw new GenerationError(
      'malformed',
      'The AI service returned an answer without a post',
      false,
    );
  }
  return post;
}

/** The conversation so far, with the model's answer and what we ask it to correct. */
export function followUp(
  messages: ChatMessage[],
  answer: string,
  correction: string,
): ChatMessage[] {
  return [
    ...messages,
    { role: 'assistant', content: answer },
    { role: 'user', content: correction },
  ];
}

/** A rewrite may keep as many hashtags, and the emojis, that the user's post already has. */
export function rewriteRules(request: GenerationRequest, post: string): PostRules {
  const tags = countHashtags(post);
  return {
    hashtags: Math.max(tags, request.includeHashtags ? hashtagLimit(request) : 0),
    emojis: request.includeEmojis || hasEmoji(post),
  };
}
