/** A post as the editing tools read it: its lines, its sentences, its hashtag line. */

const HASHTAG_LINE = /^(?:#[\p{L}\p{N}_]+[\s,]*)+$/u;

export function isHashtagLine(line: string): boolean {
  return HASHTAG_LINE.test(line.trim());
}

/** A sentence and where it starts and ends in the post. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
  /** Which line of the post it is on (0 is the first). */
  line: number;
}

const SENTENCE =
  /[^.!?\n]+(?:[.!?]+(?:["”’)\]]|[ \t]*\p{Extended_Pictographic}\uFE0F?)*|(?=\n)|$)/gu;

/** The sentences of the post's body (hashtag lines left out), in order. */
export function sentencesOf(post: string): Sentence[] {
  const found: Sentence[] = [];
  let offset = 0;
  post.split('\n').forEach((line, index) => {
    if (!isHashtagLine(line)) {
      for (const match of line.matchAll(SENTENCE)) {
        const raw = match[0];
        const text = raw.trim();
        if (!/[\p{L}\p{N}]/u.test(text)) continue;
        const start = offset + (match.index ?? 0) + (raw.length - raw.trimStart().length);
        found.push({ text, start, end: start + text.length, line: index });
      }
    }
    offset += line.length + 1;
  });
  return found;
}

/** Whether `index` starts a sentence: the text's start, a line's start, or after . ! ? */
export function startsSentence(text: string, index: number): boolean {
  const before = text.slice(0, index);
  return (
    /(?:^|\n|[.!?]["”’)]?[ \t]+)[ \t]*[^\p{L}\p{N}\s]*$/u.test(before) &&
    !/[\p{L}\p{N}]$/u.test(before)
  );
}

const FUNCTION_WORDS = new Set(
  (
    'a an the and or but so of to in on at for with by from as is are was were be been it its this ' +
    'that these those i we you he she they my our your their me us them not no do does did have has ' +
    'had will would can could should just very really'
  ).split(' '),
);

/** The words that carry a sentence's meaning, lower-cased. */
export function contentWords(sentence: string): string[] {
  return (sentence.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’%-]*/gu) ?? []).filter(
    (word) => !FUNCTION_WORDS.has(word),
  );
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Upper-cases the first letter, past any quotes, brackets or emojis. */
export function capitaliseFirst(text: string): string {
  return text.replace(
    /^([^\p{L}\p{N}]*)(\p{Ll})/u,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}
