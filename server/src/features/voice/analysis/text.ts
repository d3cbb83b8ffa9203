import { hashtagPattern } from '@postpilot/common';

/** Addresses in a post: they are not prose (no words, no sentences, no themes). */
const URL = /\b(?:https?:\/\/|www\.)\S+/giu;

/** A post with its line breaks as `\n`, trimmed. */
export const normalisePost = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** The post's prose: hashtags and addresses taken out, lines kept. */
export const proseOf = (text: string) => text.replace(URL, ' ').replace(hashtagPattern(), ' ');

/** A line holding nothing but hashtags (the closing hashtag line). */
export const isHashtagLine = (line: string) =>
  line.trim() !== '' && line.replace(hashtagPattern(), '').trim() === '';

/** Blank-line-separated blocks, without those that hold only hashtags. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(
      (block) => block && !block.split('\n').every((line) => !line.trim() || isHashtagLine(line)),
    );
}

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/**
 * The words of a text, in any script: Unicode's word boundaries (with a dictionary for Chinese,
 * Japanese and Thai, which put no spaces between words). Emojis and punctuation are no words.
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (isWordLike) words.push(segment);
  }
  return words;
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

export const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Math.round(value)));

/**
 * The most frequent items, most frequent first (ties: the first seen first), up to `limit`.
 * Items are counted by `key`; each is answered as its most frequent spelling.
 */
export function mostFrequent(
  items: string[],
  limit: number,
  key: (item: string) => string = (item) => item,
): string[] {
  const counts = new Map<
    string,
    { count: number; order: number; spellings: Map<string, number> }
  >();
  items.forEach((item, order) => {
    const k = key(item);
    const entry = counts.get(k) ?? { count: 0, order, spellings: new Map<string, number>() };
    entry.count++;
    entry.spellings.set(item, (entry.spellings.get(item) ?? 0) + 1);
    counts.set(k, entry);
  });
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map(({ spellings }) => [...spellings].sort((a, b) => b[1] - a[1])[0]![0]);
}
