/**
 * LinkedIn's "little text" format, which the Posts API's `commentary` is written in.
 * https://learn.microsoft.com/linkedin/marketing/community-management/shares/little-text-format
 */

/** The characters little text reserves; each must be escaped with a backslash to mean itself. */
export const LITTLE_TEXT_RESERVED = '\\|{}@[]()<>#*_~';

const RESERVED_CHAR = /[\\|{}@[\]()<>#*_~]/g;

/**
 * A hashtag, or any reserved character. A hashtag is a '#' that does not follow a word character,
 * '/', '&', a backslash or another '#' (so `C#`, `page#part`, `/#/route` and `&#38;` are not
 * hashtags), followed by letters, digits, marks or underscores that include at least one letter
 * (so `#1` is not one).
 */
const HASHTAG_OR_RESERVED =
  /(?<![\p{L}\p{N}\p{M}_/&#\\])#([\p{L}\p{N}\p{M}_]*\p{L}[\p{L}\p{N}\p{M}_]*)|[\\|{}@[\]()<>#*_~]/gu;

/** Escapes every reserved character, so LinkedIn shows `text` as is. */
export function escapeLittleText(text: string): string {
  return text.replace(RESERVED_CHAR, '\\$&');
}

/**
 * The `commentary` LinkedIn shows as exactly `text`: every reserved character escaped (unescaped,
 * LinkedIn answers 201 and silently cuts the post at the first one), hashtags as
 * `{hashtag|\#|word}` so they stay clickable. Emojis, newlines and everything else pass through.
 */
export function toCommentary(text: string): string {
  return text.replace(HASHTAG_OR_RESERVED, (match: string, word: string | undefined) =>
    word === undefined ? `\\${match}` : `{hashtag|\\#|${escapeLittleText(word)}}`,
  );
}
