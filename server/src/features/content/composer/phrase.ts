import { ATTRIBUTIVE_PLURALS, isTagged, joinTokens, type Token } from './nlp';

/**
 * Noun phrases found in a topic's words, and how they sit in a sentence: with the article
 * or possessive they need ("the pricing page", "our cloud bill", "remote onboarding") and the
 * number their verbs agree with.
 */
export interface NounPhrase {
  /** As it sits mid-sentence: "our cloud bill", "code reviews", "the pricing page". */
  text: string;
  /** The phrase without determiners, quantifiers or numbers: "cloud bill". */
  key: string;
  plural: boolean;
}

/** A run of words that makes one noun phrase, by index into the topic's tokens. */
export interface Chunk {
  start: number;
  end: number;
  phrase: NounPhrase;
}

const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those']);
const POSSESSIVES = new Set(['my', 'our', 'your', 'their', 'his', 'her', 'its']);
const QUANTIFIERS = new Set([
  'most',
  'many',
  'some',
  'all',
  'every',
  'each',
  'any',
  'much',
  'more',
]);
/** Nouns used without an article ("remote onboarding", "technical debt", "pricing"). */
const MASS_NOUNS = new Set(
  (
    'work debt feedback data fit software healthcare care hiring culture trust burnout security ' +
    'compliance growth retention strategy design research marketing sales finance engineering ' +
    'education leadership product money time advice knowledge content revenue cash funding ' +
    'equity diversity inclusion wellbeing well-being health safety quality productivity ' +
    'infrastructure documentation communication collaboration automation ownership pricing ' +
    'mentoring coaching onboarding training recruiting learning management innovation ' +
    'focus change success failure risk compensation pay rest sleep storytelling networking ' +
    'observability reliability performance governance procurement logistics inventory traffic ' +
    'attention energy motivation discipline courage empathy clarity alignment accountability ' +
    'email outreach review discovery positioning messaging'
  ).split(' '),
);
const MASS_SUFFIXES = /(?:ing|ment|ship|ness|ity|ics|ware|ance|ence|ism|dom|tion|sion|cy)$/;
/** Short words that are names or acronyms rather than count nouns: AI, SEO, ARR, Kubernetes. */
function isNameLike(token: Token): boolean {
  return (
    isTagged(token, 'Acronym', 'ProperNoun') ||
    /^[A-Z0-9]{2,}s?$/.test(token.text) ||
    /[a-z][A-Z]/.test(token.text)
  );
}

function isNominal(token: Token, next: Token | undefined, inChunk: boolean): boolean {
  if (isTagged(token, 'Pronoun') && !isTagged(token, 'Possessive')) return false;
  if (isTagged(token, 'QuestionWord', 'Preposition', 'Conjunction', 'Copula', 'Modal'))
    return false;
  if (/^(?:to|and|or|but|than|as|if|that|which|who)$/.test(token.lower)) return false;
  // "our onboarding", "pricing pages": a gerund names a thing after a determiner or before a noun.
  if (isTagged(token, 'Gerund'))
    return (
      inChunk || (isTagged(next, 'Noun') && !isTagged(next, 'Pronoun', 'Possessive', 'Determiner'))
    );
  if (isTagged(token, 'Adverb')) return false;
  if (isTagged(token, 'Verb') && !isTagged(token, 'Noun')) {
    // A present-tense verb after a noun is often a plural the tagger misread ("sales calls").
    return inChunk && /s$/.test(token.lower) && !isTagged(next, 'Noun', 'Determiner');
  }
  return (
    isTagged(token, 'Noun', 'Adjective', 'Value', 'Determiner', 'Possessive') ||
    /-/.test(token.text)
  );
}

/** The noun phrases among `tokens`, in order. */
export function findChunks(tokens: readonly Token[]): Chunk[] {
  const chunks: Chunk[] = [];
  let start = -1;
  const close = (end: number): void => {
    if (start < 0) return;
    // A phrase ends on its noun: drop trailing adjectives and determiners ("the team down").
    let last = end;
    while (last > start && !isHead(tokens[last - 1])) last--;
    const phrase = last > start ? readPhrase(tokens.slice(start, last)) : null;
    if (phrase) chunks.push({ start, end: last, phrase });
    start = -1;
  };
  tokens.forEach((token, index) => {
    const inChunk = start >= 0;
    const startsNew =
      inChunk &&
      (((DETERMINERS.has(token.lower) || POSSESSIVES.has(token.lower)) &&
        !isTagged(tokens[index - 1], 'Determiner', 'Possessive')) ||
        endsOnPlural(tokens[index - 1], token));
    if (startsNew) close(index);
    if (isNominal(token, tokens[index + 1], start >= 0)) {
      if (start < 0) start = index;
      if (token.post && /[,;:]/.test(token.post)) close(index + 1);
    } else {
      close(index);
    }
  });
  close(tokens.length);
  return chunks;
}

/**
 * "mistakes new managers make", "briefs people read": a plural is the end of its phrase, and a
 * noun or adjective after it opens the next one, except after plurals that modify as they are
 * ("sales managers") and names ("GitHub Actions").
 */
function endsOnPlural(prev: Token, token: Token): boolean {
  const plural = isTagged(prev, 'Plural') && /s$/.test(prev.lower);
  if (!plural || ATTRIBUTIVE_PLURALS.has(prev.lower) || isNameLike(prev) || prev.post) return false;
  return isTagged(token, 'Noun', 'Adjective') && !isTagged(token, 'Pronoun', 'Possessive');
}

function isHead(token: Token): boolean {
  return (
    ((isTagged(token, 'Noun', 'Gerund', 'Acronym') ||
      /s$/.test(token.lower) ||
      isNameLike(token)) &&
      !isTagged(token, 'Determiner', 'Possessive', 'Adjective') &&
      !QUANTIFIERS.has(token.lower)) ||
    (isTagged(token, 'Value') && !isTagged(token, 'Ordinal'))
  );
}

/** A noun phrase from its words: what it reads as mid-sentence, its key and its number. */
export function readPhrase(tokens: readonly Token[]): NounPhrase | null {
  let lead = 0;
  while (lead < tokens.length - 1 && QUANTIFIERS.has(tokens[lead].lower)) lead++;
  const body = tokens.slice(lead);
  const keyTokens = body.filter(
    (t, i) =>
      !(i === 0 && (DETERMINERS.has(t.lower) || POSSESSIVES.has(t.lower))) &&
      !(
        i <= 1 &&
        isTagged(t, 'Value') &&
        !isTagged(t, 'Ordinal') &&
        i < body.length - 1 &&
        !isTagged(body[i - 1], 'Acronym', 'ProperNoun')
      ),
  );
  const key = joinTokens(keyTokens);
  if (!/\p{L}{2,}/u.test(key)) return null;
  const head = body[body.length - 1];
  const plural =
    isTagged(head, 'Plural') ||
    (/[^s]s$/.test(head.lower) &&
      !isTagged(head, 'Singular', 'Uncountable') &&
      !MASS_NOUNS.has(head.lower)) ||
    /^[A-Z]{2,}s$/.test(head.text);
  const first = body[0].lower;
  let text: string;
  if (POSSESSIVES.has(first) || ['the', 'this', 'these', 'those'].includes(first)) {
    text = joinTokens(body);
  } else if (['a', 'an'].includes(first)) {
    text = joinTokens(body);
  } else if (plural || isMass(head, keyTokens.length) || hasNumber(body)) {
    text = joinTokens(body);
  } else {
    text = `the ${key}`;
  }
  return { text, key, plural };
}

function hasNumber(tokens: readonly Token[]): boolean {
  return tokens.some((t) => isTagged(t, 'Value') && !isTagged(t, 'Ordinal'));
}

/** A noun used without an article: "feedback", "cold email", "pricing". */
export const isMassNoun = (word: string): boolean => MASS_NOUNS.has(word.toLowerCase());

function isMass(head: Token, length: number): boolean {
  if (MASS_NOUNS.has(head.lower) || isTagged(head, 'Uncountable') || isNameLike(head)) return true;
  // "decision", "presentation" are counted; a one-word topic in -tion usually names a field.
  return MASS_SUFFIXES.test(head.lower) && !(length > 1 && /(?:tion|sion)$/.test(head.lower));
}
