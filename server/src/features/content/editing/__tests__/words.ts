/** The words of a text, lower-cased, for "nothing was added" checks. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}'’%]+/gu) ?? [];
}
