import type { GrammarChecker } from './checker';
import { inRounds, type Edit, type Edited } from './edits';
import { findEdits, FILLER, REDUNDANT, WORDY } from './rules';
import { contentWords, sentencesOf, type Sentence } from './sentences';

/** Share of a sentence's meaning words that another already says, for it to count as repeating it. */
const REPEAT_SHARE = 0.7;
/** Shorter sentences are left alone: "Ship it." may repeat on purpose. */
const REPEAT_MIN_WORDS = 4;

/**
 * `post` shorter by named rules: wordy phrases said short ("in order to" → "to"), redundant words,
 * filler words, and sentences that repeat an earlier one dropped. Nothing is added; an edit that
 * would leave a grammar error the checker did not find before is not made.
 */
export async function shorten(post: string, checker: GrammarChecker): Promise<Edited> {
  return inRounds(post, checker, (text) => [
    ...repeatedSentences(text),
    ...findEdits(text, [...WORDY, ...REDUNDANT, ...FILLER]),
  ]);
}

/** Each sentence whose meaning words an earlier sentence of the post already says, as an edit dropping it. */
export function repeatedSentences(post: string): Edit[] {
  const sentences = sentencesOf(post);
  const edits: Edit[] = [];
  sentences.forEach((sentence, index) => {
    const words = new Set(contentWords(sentence.text));
    if (words.size < REPEAT_MIN_WORDS || sentence.text.endsWith('?')) return;
    const earlier = sentences
      .slice(0, index)
      .find((other) => shareOf(words, new Set(contentWords(other.text))) >= REPEAT_SHARE);
    if (!earlier || edits.some((edit) => edit.start === earlier.start)) return;
    edits.push(dropping(post, sentence, earlier));
  });
  return edits;
}

function shareOf(words: Set<string>, other: Set<string>): number {
  let shared = 0;
  for (const word of words) if (other.has(word)) shared += 1;
  return shared / words.size;
}

function dropping(post: string, sentence: Sentence, earlier: Sentence): Edit {
  // The space before it goes too; alone on its line, the line goes.
  const lineStart = post.lastIndexOf('\n', sentence.start - 1) + 1;
  const lineEnd = post.indexOf('\n', sentence.end);
  const alone =
    post.slice(lineStart, sentence.start).trim() === '' &&
    post.slice(sentence.end, lineEnd === -1 ? post.length : lineEnd).trim() === '';
  const start = alone ? Math.max(0, lineStart - 1) : sentence.start;
  const end = alone ? (lineEnd === -1 ? post.length : lineEnd) : sentence.end;
  const short = earlier.text.length > 60 ? `${earlier.text.slice(0, 57)}…` : earlier.text;
  return {
    start: alone || start === 0 ? start : start - 1,
    end,
    replacement: '',
    rule: 'Repeated point',
    message: `Says again what “${short}” already says`,
  };
}
