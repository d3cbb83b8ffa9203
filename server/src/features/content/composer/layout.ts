/** A post as blocks of paragraphs: how it is laid out, rendered and kept within the limit. */

/** What a paragraph does in the post; decides where things go and what may be dropped. */
export type Part = 'hook' | 'point' | 'practice' | 'lesson' | 'list' | 'detail' | 'closing' | 'ps';

/** Sentences (or lines) of one part, joined by a space or by line breaks. */
export interface Paragraph {
  part: Part;
  units: string[];
  joiner: ' ' | '\n';
}

/** What sits between two blank lines: one or more paragraphs, each starting on a new line. */
export type Block = Paragraph[];

/** Parts dropped, in this order, when a post runs over the limit. Hook, list, closing and P.S. stay. */
const DROP_ORDER: readonly Part[] = ['detail', 'lesson', 'point', 'practice'];

/** The post's text: blocks separated by blank lines, then the hashtags on the last line. */
export function renderPost(blocks: readonly Block[], hashtags: readonly string[]): string {
  const body = blocks
    .map((block) => block.map((paragraph) => paragraph.units.join(paragraph.joiner)).join('\n'))
    .join('\n\n');
  return hashtags.length > 0 ? `${body}\n\n${hashtags.join(' ')}` : body;
}

/**
 * Renders the post within `maxChars`: drops whole paragraphs (detail first, then lesson,
 * point, practice) while it is too long, keeping the hook, closing and hashtags; as a last resort
 * cuts the text at a sentence or word boundary.
 */
export function fitToLimit(
  blocks: readonly Block[],
  hashtags: readonly string[],
  maxChars: number,
): string {
  let kept = blocks.map((block) => [...block]);
  let text = renderPost(kept, hashtags);
  for (const part of DROP_ORDER) {
    while (text.length > maxChars && kept.some((block) => block.some((p) => p.part === part))) {
      kept = dropLast(kept, part);
      text = renderPost(kept, hashtags);
    }
  }
  if (text.length <= maxChars) return text;
  const tags = hashtags.join(' ');
  const room = tags ? maxChars - tags.length - 2 : maxChars;
  const body = cutText(renderPost(kept, []), room);
  return tags ? `${body}\n\n${tags}` : body;
}

function dropLast(blocks: readonly Block[], part: Part): Block[] {
  const index = blocks.findLastIndex((block) => block.some((p) => p.part === part));
  return blocks
    .map((block, i) => (i === index ? block.filter((p) => p.part !== part) : block))
    .filter((block) => block.length > 0);
}

/** At most `maxChars`: cut after the last sentence that fits, else at a word, with an ellipsis. */
export function cutText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const head = text.slice(0, maxChars);
  const sentence = Math.max(...['. ', '? ', '! ', '\n'].map((end) => head.lastIndexOf(end)));
  if (sentence >= maxChars / 2) return head.slice(0, sentence + 1).trimEnd();
  const word = head.slice(0, maxChars - 1).lastIndexOf(' ');
  return `${head.slice(0, word > 0 ? word : maxChars - 1).trimEnd()}…`;
}
