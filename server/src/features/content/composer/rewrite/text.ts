/** A post as the rewrites see it: paragraphs of sentences, with its hashtags and P.S. set apart. */

export interface PostParts {
  /** Blank-line-separated blocks of the body, each a list of lines. */
  blocks: string[][];
  /** The final line of hashtags, if any. */
  hashtags: string | null;
}

const HASHTAG_LINE = /^(?:#[\p{L}\p{N}_]+[\s,]*)+$/u;

export function splitPost(post: string): PostParts {
  const blocks = post
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.split('\n'));
  const last = blocks.at(-1);
  const hashtags =
    last && last.length === 1 && HASHTAG_LINE.test(last[0].trim()) ? last[0].trim() : null;
  return { blocks: hashtags ? blocks.slice(0, -1) : blocks, hashtags };
}

export function joinPost(parts: PostParts): string {
  const body = parts.blocks
    .map((block) => block.filter((line) => line.trim().length > 0))
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n');
  return parts.hashtags ? `${body}\n\n${parts.hashtags}` : body;
}

/** The sentences of a line, each with its closing punctuation and trailing emojis. */
export function sentencesOf(line: string): string[] {
  const found =
    line.match(/[^.!?]+(?:[.!?]+(?:["”’)\]]|\s*\p{Extended_Pictographic}\uFE0F?)*|$)\s*/gu) ?? [];
  const sentences = found.map((s) => s.trim()).filter(Boolean);
  return sentences.length > 0 ? sentences : [line];
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Upper-cases the first letter of a sentence, past any quotes, brackets or emojis. */
export function capitaliseFirst(text: string): string {
  return text.replace(
    /^([^\p{L}\p{N}]*)(\p{Ll})/u,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}
