import { capitaliseFirst } from './text';

/** Letters whose names start with a vowel sound: "an SEO audit", "an MBA", but "a UX review". */
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX'.split(''));
/** Words that start with a vowel letter but a consonant sound, and the reverse. */
const CONSONANT_SOUND = /^(?:uni(?!n)|use|usu|uti|ura|eu|one\b|once\b|u[bcfhjkqrstn][aeiou])/i;
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir)/i;

function wantsAn(word: string): boolean {
  if (/^[A-Z]{2,}s?\b/.test(word)) return VOWEL_SOUND_LETTERS.has(word[0]);
  if (/^\d/.test(word)) return /^(?:8|11|18)(?!\d)|^8\d/.test(word);
  if (VOWEL_SOUND.test(word)) return true;
  if (CONSONANT_SOUND.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

/**
 * Fixes what a proofreader would and nothing else: doubled words, "a"/"an", capitals at the
 * start of sentences and lines, a lone "i", spaces before punctuation, repeated punctuation
 * and doubled spaces. Line breaks, emojis and hashtags stay as they are.
 */
export function fixGrammar(post: string): string {
  return post
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (/^\s*#/.test(line) && !/\s[a-z]/.test(line) ? line.trim() : fixLine(line)))
    .join('\n');
}

const ABBREVIATION = /^(?:e\.g|i\.e|etc|vs|approx|cf|incl)\.$/i;

function fixLine(line: string): string {
  let text = line
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .replace(/([!?]){2,}/g, '$1')
    .replace(/([,;:])\1+/g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/([,;:])(?=[\p{L}])/gu, '$1 ')
    .replace(/\b(\p{L}+)(\s+\1\b)+/giu, (match, word: string) =>
      // "that that" can be right; other doubled words are slips.
      word.toLowerCase() === 'that' || word.toLowerCase() === 'had' ? match : word,
    )
    .replace(/\b([Aa]n?) (?:an?) (?=\S)/g, '$1 ')
    .replace(/(^|[\s("“])i(?=$|[\s,.;:!?')”]|'(?:m|ve|d|ll|s)\b)/g, '$1I')
    .replace(
      /(^|[.!?:]\s+|[\s(“"])(an?|An?)\s+(?=([\p{L}\d][\p{L}\d'-]*))/gu,
      (match, lead: string, article: string, next: string) => {
        // "Plan A is": a capital A mid-sentence is a name, not an article.
        if (article.startsWith('A') && !/^$|[.!?:]\s+$/.test(lead)) return match;
        return `${lead}${article[0]}${wantsAn(next) ? 'n' : ''} `;
      },
    );
  text = text.replace(/(\S*[.!?]["”’)]?\s+)(\p{Ll})/gu, (match, end: string, letter: string) =>
    ABBREVIATION.test(end.trim()) ? match : end + letter.toUpperCase(),
  );
  return capitaliseFirst(text.trimEnd());
}
