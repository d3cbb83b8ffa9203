import { setImmediate as nextTurn } from 'node:timers/promises';
import nlp from 'compromise';
import {
  emojiPattern,
  hashtagPattern,
  HASHTAG_WORD,
  VOICE_LIST_LIMITS,
  VOICE_RANGES,
  type HabitLevel,
  type HookStyle,
  type VoiceProfile,
} from '@postpilot/common';
import { clichesToAvoid } from './avoid';
import { hookStyleOf, rankHookStyles } from './hooks';
import { fleschKincaidGrade, syllables } from './readability';
import { nounPhrasesOf, themesOf, type NounPhrase } from './themes';
import {
  clamp,
  mean,
  median,
  mostFrequent,
  normalisePost,
  paragraphsOf,
  proseOf,
  wordsOf,
} from './text';

/** One post measured. */
interface PostMeasures {
  text: string;
  words: number;
  paragraphs: number;
  /** Each sentence's words. */
  sentences: number[];
  syllables: number;
  hook: HookStyle;
  emojis: string[];
  hashtags: string[];
  phrases: NounPhrase[];
}

/** Sentences of a line: compromise's, after a split at CJK full stops it does not know. */
function sentencesOf(line: string): string[] {
  return line
    .split(/(?<=[。！？])/u)
    .flatMap((part) => nlp.tokenize(part).sentences().out('array') as string[]);
}

function measure(text: string): PostMeasures {
  const prose = proseOf(text);
  const words = wordsOf(prose);
  return {
    text,
    words: words.length,
    paragraphs: paragraphsOf(text).length,
    // A line is at least a sentence: list items and one-line paragraphs carry no full stop.
    sentences: prose
      .split('\n')
      .flatMap(sentencesOf)
      .map((sentence) => wordsOf(sentence).length)
      .filter((count) => count > 0),
    syllables: words.reduce((sum, word) => sum + syllables(word), 0),
    hook: hookStyleOf(text),
    emojis: text.match(emojiPattern()) ?? [],
    hashtags: [...text.matchAll(hashtagPattern())]
      .map((match) => match[1]!)
      .filter((tag) => HASHTAG_WORD.test(tag)),
    phrases: nounPhrasesOf(prose),
  };
}

/** Never, or at least one a post on average (often), or in between. */
function emojiHabit(perPost: number[]): HabitLevel {
  const total = perPost.reduce((sum, count) => sum + count, 0);
  if (total === 0) return 'never';
  return total / perPost.length >= 1 ? 'often' : 'sometimes';
}

/** The profile of measured posts (at least one). */
function profileOf(measures: PostMeasures[]): VoiceProfile {
  const sentences = measures.flatMap((m) => m.sentences);
  const words = sentences.reduce((sum, count) => sum + count, 0);
  const syllableCount = measures.reduce((sum, m) => sum + m.syllables, 0);
  return {
    sampleCount: measures.length,
    words: clamp(median(measures.map((m) => m.words)), VOICE_RANGES.words),
    paragraphs: clamp(median(measures.map((m) => m.paragraphs)), VOICE_RANGES.paragraphs),
    sentenceWords: clamp(mean(sentences), VOICE_RANGES.sentenceWords),
    hookStyles: rankHookStyles(measures.map((m) => m.hook)),
    emojis: emojiHabit(measures.map((m) => m.emojis.length)),
    // "❤️" and "❤" are one emoji; it is answered as the user writes it most.
    favouriteEmojis: mostFrequent(
      measures.flatMap((m) => m.emojis),
      VOICE_LIST_LIMITS.favouriteEmojis,
      (emoji) => emoji.replace(/\uFE0F/g, ''),
    ),
    hashtags: clamp(median(measures.map((m) => m.hashtags.length)), VOICE_RANGES.hashtags),
    favouriteHashtags: mostFrequent(
      measures.flatMap((m) => m.hashtags),
      VOICE_LIST_LIMITS.favouriteHashtags,
      (tag) => tag.toLowerCase(),
    ),
    readingGrade: clamp(
      fleschKincaidGrade(words, sentences.length, syllableCount),
      VOICE_RANGES.readingGrade,
    ),
    themes: themesOf(measures.map((m) => m.phrases)),
    avoid: clichesToAvoid(measures.map((m) => m.text)),
  };
}

/**
 * A voice profile derived from the user's posts; null when there is no text to learn from.
 * Numbers are typical values (medians of the posts, or the mean sentence), kept within what a
 * user may set, so a profile learned from one emoji-only post still reads as a post to write.
 */
export function analyzeVoice(texts: string[]): VoiceProfile | null {
  const posts = texts.map(normalisePost).filter(Boolean);
  return posts.length === 0 ? null : profileOf(posts.map(measure));
}

/**
 * analyzeVoice, a post at a time: parsing 50 long posts takes the better part of a second, so
 * the server answers other requests between two posts rather than after all of them.
 */
export async function analyzeVoiceInTurns(texts: string[]): Promise<VoiceProfile | null> {
  const posts = texts.map(normalisePost).filter(Boolean);
  if (posts.length === 0) return null;
  const measures: PostMeasures[] = [];
  for (const post of posts) {
    measures.push(measure(post));
    await nextTurn();
  }
  return profileOf(measures);
}
