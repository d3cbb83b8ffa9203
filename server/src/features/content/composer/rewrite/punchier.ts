import { capitaliseFirst, joinPost, sentencesOf, splitPost, wordCount } from './text';

/** Hedges and filler a punchy post does without; each is removed with the space after it. */
const FILLERS: readonly [RegExp, string][] = [
  [/\bin order to\b/gi, 'to'],
  [/\b(?:I think|I believe|I feel like|I guess|in my humble opinion|IMHO),?\s+(?:that\s+)?/gi, ''],
  [/\b(?:it seems that|it's worth noting that|it is worth noting that|needless to say),?\s+/gi, ''],
  [/\b(?:very|really)(?:,?\s+(?:very|really))+\s+/gi, ''],
  [/\b(?:just|really|very|actually|basically|literally|quite|simply|truly|totally)\s+/gi, ''],
  [/\b(?:sort of|kind of|a bit|a little bit|somewhat|perhaps|maybe)\s+(?=\p{L})/giu, ''],
  [/\bat the end of the day,?\s+/gi, ''],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\ba (?:large|huge) number of\b/gi, 'many'],
];

const LONG_SENTENCE_WORDS = 22;

/**
 * The post with its hedges and filler removed ("I think", "just", "really", "very", "in order
 * to" → "to", …) and long sentences split where a conjunction joins two clauses. Nothing
 * else changes: the first line's meaning, the list, the emojis and the hashtags stay.
 */
export function punchUp(post: string): string {
  const parts = splitPost(post);
  const blocks = parts.blocks.map((block) =>
    block.map((line) => {
      if (/^P\.S\./.test(line)) return line;
      return sentencesOf(line)
        .map((sentence) => splitLong(capitaliseFirst(strip(sentence))))
        .join(' ');
    }),
  );
  return joinPost({ blocks, hashtags: parts.hashtags });
}

function strip(sentence: string): string {
  let text = sentence;
  for (const [pattern, replacement] of FILLERS) text = text.replace(pattern, replacement);
  return text
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}

/** "We tried X, and it worked because Y" → "We tried X. It worked because Y." */
function splitLong(sentence: string): string {
  if (wordCount(sentence) <= LONG_SENTENCE_WORDS) return sentence;
  const match =
    /^(.{30,}?[^,]),? (and|but|so) (?=(?:we|I|it|they|he|she|this|that|the|our|my|you)\b)(.+)$/i.exec(
      sentence,
    );
  if (!match) return sentence;
  const [, first, joiner, rest] = match;
  const lead = joiner.toLowerCase() === 'but' ? 'But ' : joiner.toLowerCase() === 'so' ? 'So ' : '';
  return `${first.replace(/[,;:]$/, '')}. ${lead}${lead ? rest : capitaliseFirst(rest)}`;
}
