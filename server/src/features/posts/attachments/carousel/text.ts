/**
 * Plain-text helpers shared by the slide drafter and the renderer: emoji and hashtag clean-up,
 * and cutting text to a length at a word boundary.
 */

/**
 * Pictographs, their modifiers and joiners. Keycap digits ("1️⃣") keep their digit; the
 * variation selector and keycap mark go.
 */
const EMOJI =
  /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\ufe0e|\u20e3)/gu;

/** Removes emoji (and their joiners and selectors) and the spaces they leave doubled. */
export function stripEmoji(text: string): string {
  return text
    .replace(EMOJI, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .trim();
}

const HASHTAG = /(^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]+)/gu;

/** The hashtags of a text, without their `#`, in order and without repeats. */
export function hashtagsOf(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(HASHTAG)) seen.add(match[2]);
  return [...seen];
}

/** A line made only of hashtags (the block LinkedIn posts usually end with). */
export function isHashtagLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.includes('#') && trimmed.replace(HASHTAG, ' ').replace(/[\s,.·|]+/gu, '') === '';
}

/** "#RemoteWork matters" → "RemoteWork matters": the word stays, the clutter goes. */
export function unhashtag(text: string): string {
  return text.replace(HASHTAG, '$1$2');
}

/** Whitespace collapsed to single spaces; newlines kept when `keepLines`. */
export function tidy(text: string, keepLines = false): string {
  if (!keepLines) return text.replace(/\s+/g, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Words a cut title should not end on ("The secret of …" reads better than "The secret of the …"). */
const DANGLING = new Set(
  (
    'a an the and or but nor so of to in on at by for with from as into than that which who ' +
    'is are was were be my your our their his her its this these those if when while'
  ).split(' '),
);

const TRAILING_PUNCTUATION = /[\s,;:–—\-/(&]+$/u;

/**
 * `text` at most `max` characters long, cut at a word boundary, never inside a word: an ellipsis
 * marks the cut. A first word longer than `max` (a long address) is the only thing cut mid-way.
 */
export function cutAtWord(text: string, max: number, ellipsis = '…'): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const room = max - ellipsis.length;
  const head = clean.slice(0, room + 1);
  let end = head.search(/\s\S*$/u);
  if (end <= 0) return clean.slice(0, room) + ellipsis;
  let cut = clean.slice(0, end).replace(TRAILING_PUNCTUATION, '');
  // Drop dangling little words, keeping at least two words.
  for (;;) {
    const lastSpace = cut.lastIndexOf(' ');
    if (lastSpace <= 0 || cut.split(' ').length <= 2) break;
    const lastWord = cut.slice(lastSpace + 1).toLowerCase();
    if (!DANGLING.has(lastWord)) break;
    end = lastSpace;
    cut = cut.slice(0, end).replace(TRAILING_PUNCTUATION, '');
  }
  return cut + ellipsis;
}

/** The first letter upper-cased (a clause lifted out of a sentence starts a slide). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** A title does not end with a full stop (questions and exclamations keep theirs). */
export function asTitle(text: string): string {
  return text.replace(/[\s.,;:–—-]+$/u, '').trim();
}
