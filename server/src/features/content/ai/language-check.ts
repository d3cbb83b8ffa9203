import { detectAll } from 'tinyld';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@postpilot/common';
import { languageOf, type GenerationRequest } from '../generation';
import { HASHTAG } from './answer-checks';

/**
 * Whether a model answered in the account's language, detected with tinyld (n-gram profiles,
 * pure JavaScript, CommonJS) among the product's languages, only once a text is long enough
 * for the guess to be reliable.
 */

/** Fewer letters than this and a language guess is not reliable enough to refuse an answer. */
export const MIN_LETTERS_FOR_LANGUAGE = 60;

/** How sure the detector must be of the leading language to name it. */
const LEAD = 0.3;
/** Below this, the expected language is not in the text at all (mixed posts score well above). */
const MIXED = 0.15;

interface Score {
  lang: Language;
  accuracy: number;
}

/**
 * How much `text` reads like each of the product's languages, best first; null when it is too
 * short to tell. Hashtags and addresses are left out: they are often English in any language.
 */
function scoresOf(text: string): Score[] | null {
  const prose = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(HASHTAG, '$1')
    // Digits, emojis and symbols say nothing of a language; punctuation stays, as the detector
    // weighs each sentence.
    .replace(/[^\p{L}\p{P}\s]+/gu, ' ');
  const letters = prose.replace(/[^\p{L}]/gu, '').length;
  // Japanese packs a word into one or two characters.
  const cjk = (prose.match(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/gu) ?? []).length;
  if (letters < MIN_LETTERS_FOR_LANGUAGE && cjk < MIN_LETTERS_FOR_LANGUAGE / 3) return null;
  return detectAll(prose, { only: [...LANGUAGES] }).filter((score): score is Score =>
    (LANGUAGES as readonly string[]).includes(score.lang),
  );
}

/**
 * The language `text` is written in, among the product's languages, when the text is long
 * enough to tell and one language clearly leads; null otherwise.
 */
export function detectLanguage(text: string): Language | null {
  const [best] = scoresOf(text) ?? [];
  return best && best.accuracy >= LEAD ? best.lang : null;
}

/**
 * When `text` is clearly in another language than `expected`, that language; otherwise null.
 * A post in `expected` with English terms in it ("Product-led Growth", "Onboarding") still
 * scores for `expected`, and is not refused.
 */
export function wrongLanguage(text: string, expected: Language): Language | null {
  const scores = scoresOf(text);
  const [best] = scores ?? [];
  if (!scores || !best || best.lang === expected || best.accuracy < LEAD) return null;
  const ours = scores.find((score) => score.lang === expected)?.accuracy ?? 0;
  return ours < MIXED ? best.lang : null;
}

/** The follow-up that asks a model to write in the right language, naming what went wrong. */
export function languageCorrection(found: Language, expected: Language): string {
  const was = LANGUAGE_NAMES[found];
  const wanted = LANGUAGE_NAMES[expected];
  return `Your answer was in ${was}; write it in ${wanted}. Return only the text, in ${wanted}.`;
}

/** What the user sees when a model answered in the wrong language even when told. */
export function languageFailure(found: Language, expected: Language): string {
  return (
    `The AI model answered in ${LANGUAGE_NAMES[found]} instead of ${LANGUAGE_NAMES[expected]}, ` +
    'even when asked again; try again, or choose a model that writes ' +
    `${LANGUAGE_NAMES[expected]} in Settings → AI writer`
  );
}

/** The account's language as the request gives it (a job queued before it carried one: en). */
export function requestLanguage(request: GenerationRequest): Language {
  return languageOf(request.language ?? 'en');
}
