/** Vowels of the Latin alphabet, accented ones too (so "café" and "naïve" count right). */
const LATIN_VOWEL_GROUP = /[aeiouyàáâãäåæāăąèéêëēėęěìíîïīįıòóôõöøōőœùúûüūůűųýÿ]+/g;
const LATIN_LETTER = /[a-zà-ÿā-ž]/;
/** Scripts written a syllable (or mora) a character: kana, CJK ideographs, Hangul. */
const SYLLABIC_CHARACTER =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}]/gu;
/** Vowel letters of Greek and Cyrillic, counted as groups like Latin ones. */
const OTHER_VOWEL_GROUP = /[αεηιουωάέήίόύώаеёиоуыэюяіїє]+/g;

/**
 * A word's syllables, by a heuristic good enough for a reading grade: groups of vowels, less a
 * silent final "e" ("make") or "-es"/"-ed" ending ("makes", "hoped"), plus "-le" after a
 * consonant ("table"); kana, ideographs and Hangul count one a character. At least 1.
 */
export function syllables(word: string): number {
  const lower = word.toLowerCase().replace(/['’]/g, '');
  const syllabic = lower.match(SYLLABIC_CHARACTER);
  if (syllabic) return syllabic.length;
  if (!LATIN_LETTER.test(lower)) {
    return Math.max(1, lower.match(OTHER_VOWEL_GROUP)?.length ?? 1);
  }
  if (lower.length <= 3) return 1;
  let count = lower.match(LATIN_VOWEL_GROUP)?.length ?? 0;
  if (/[^aeiouy]e$/.test(lower) && !/[^aeiouy]le$/.test(lower)) count--;
  else if (/[^aeiouy](?:es|ed)$/.test(lower) && !/(?:[cgsxz]es|[td]ed|[cs]hes)$/.test(lower)) {
    count--;
  }
  return Math.max(1, count);
}

/** Flesch–Kincaid grade level: 0.39 × words a sentence + 11.8 × syllables a word − 15.59. */
export function fleschKincaidGrade(words: number, sentences: number, syllableCount: number) {
  if (words === 0 || sentences === 0) return 0;
  return 0.39 * (words / sentences) + 11.8 * (syllableCount / words) - 15.59;
}
