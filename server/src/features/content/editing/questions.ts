import nlp from 'compromise';
import { capitaliseFirst } from './sentences';

/** Words that keep their capital inside a sentence. */
function keepsCapital(word: string): boolean {
  if (word === 'I' || /^\p{Lu}{2,}/u.test(word)) return true;
  return nlp(word).has('#ProperNoun') && !nlp(word).has('#Pronoun');
}

function lowerFirstWord(phrase: string): string {
  const [first, ...rest] = phrase.split(' ');
  return [keepsCapital(first) ? first : first.toLowerCase(), ...rest].join(' ');
}

const strip = (sentence: string) => sentence.replace(/[.!]+$/u, '').trim();

/**
 * A "How did …?" question from a sentence that reports what someone did ("We cut our bill by
 * 40%." → "How did we cut our bill by 40%?"); null when the sentence is not of that shape. The
 * sentence's own words, its verb in the base form.
 */
export function howQuestion(sentence: string): string | null {
  const text = strip(sentence);
  const match = /^((?:I|We|Our \p{L}+|My \p{L}+|The \p{L}+|\p{Lu}\p{L}+))\s(\p{Ll}+)\s(.+)$/u.exec(
    text,
  );
  if (!match || /[,;:?]/.test(text)) return null;
  const [, subject, verb, rest] = match;
  // One clause only: "… and it was the hardest project" makes no question.
  if (/\b(?:and|but|or)\s+(?:it|we|I|they|he|she|this|that|there)\b/.test(rest)) return null;
  if (rest.split(' ').length > 12) return null;
  const terms = nlp(verb);
  // Read in its sentence: in "The end result was …", "result" is a noun.
  const inContext = nlp(text).terms().eq(subject.split(' ').length);
  if (!inContext.has('#Verb') || inContext.has('#Noun')) return null;
  // "cut", "set", "put": past or present alike; with a number after it, a reported result.
  if (!terms.has('#PastTense') && !/\d/.test(rest)) return null;
  if (terms.has('#Copula') || terms.has('#Auxiliary') || /^(had|did|was|were)$/.test(verb))
    return null;
  const base = nlp(verb).verbs().toInfinitive().text();
  if (!base || base === 'be') return null;
  return `How did ${lowerFirstWord(subject)} ${base} ${rest}?`;
}

/**
 * A "Why is …?" question from a sentence that says what something is ("Meetings without an
 * agenda are expensive." → "Why are meetings without an agenda expensive?"); null otherwise.
 */
export function whyQuestion(sentence: string): string | null {
  const text = strip(sentence);
  if (/[,;:?]/.test(text)) return null;
  const match = /^(.{3,60}?)\s(is|are)\s(.{3,80})$/u.exec(text);
  if (!match) return null;
  const [, subject, verb, rest] = match;
  const words = subject.split(' ');
  if (
    words.length > 6 ||
    /^(?:it|this|that|there|these|those|they|he|she|here|what|who|which)$/i.test(words[0])
  ) {
    return null;
  }
  if (/^(?:not|also|still|just|now)\b/i.test(rest)) return null;
  return capitaliseFirst(`Why ${verb} ${lowerFirstWord(subject)} ${rest}?`);
}
