import nlp from 'compromise';
import { VOICE_LIST_LIMITS } from '@postpilot/common';

/** A word as compromise tagged it: its place in a noun, verb or linking chunk of the sentence. */
interface Term {
  text: string;
  normal: string;
  post: string;
  tags: string[];
  chunk?: string;
}

/** Words that are never part of a theme: pronouns, times, numbers, addresses, emojis. */
const BREAKING_TAGS = [
  'Pronoun',
  'Determiner',
  'Date',
  'Duration',
  'Value',
  'Url',
  'Email',
  'AtMention',
  'HashTag',
  'Emoji',
  'Emoticon',
  'Preposition',
  'Conjunction',
];
/** Adjectives that say how much or how good, not what about: "better hires", "a great team". */
const VAGUE_TAGS = ['Comparative', 'Superlative'];
const VAGUE_ADJECTIVES = new Set(
  (
    'good great new same other big small little first last next best better real true whole many ' +
    'much more most few own certain different important huge amazing awesome incredible right ' +
    'wrong hard easy simple old young high low long short full single main key top such every ' +
    'only entire whole clear bad'
  ).split(' '),
);
/** Possessive words that are pronouns ("our team"), not nouns ("the team's goals"). */
const POSSESSIVE_PRONOUNS = new Set('my our your his her their its whose'.split(' '));

/** Nouns too general to be what someone writes about. */
const GENERIC = new Set(
  (
    'thing things stuff people person everyone everything anything something nothing someone ' +
    'anyone time times way ways lot lots day days week weeks month months year years today ' +
    'tomorrow yesterday morning afternoon evening night here there one ones kind kinds part ' +
    'parts bit post posts comment comments question questions idea ideas point points reason ' +
    'reasons fact case cases example examples moment moments world life thanks hello hi yes no ' +
    'ok look result results'
  ).split(' '),
);

const MAX_WORDS = 4;
/** Punctuation after a word that ends a phrase (a hyphen joins words instead). */
const PHRASE_END = /[.,;:!?…()[\]{}"“”«»/|—–]|\s-\s|\n/u;

const has = (term: Term, tags: string[]) => term.tags.some((tag) => tags.includes(tag));

/** A gerund used as a noun: "on hiring", "the onboarding", "hiring process". */
function isNounGerund(term: Term, previous: Term | undefined, next: Term | undefined): boolean {
  if (!term.tags.includes('Gerund')) return false;
  if (!previous) return Boolean(next?.tags.includes('Noun') && !has(next, BREAKING_TAGS));
  return (
    has(previous, ['Preposition', 'Determiner']) ||
    (previous.tags.includes('Possessive') && POSSESSIVE_PRONOUNS.has(previous.normal)) ||
    Boolean(next?.tags.includes('Noun') && !has(next, BREAKING_TAGS))
  );
}

/** Whether the word can be in a theme at all (a capitalised person's name cannot). */
function isThemeWord(term: Term, previous: Term | undefined, next: Term | undefined): boolean {
  if (has(term, BREAKING_TAGS)) return false;
  if (term.tags.includes('Possessive') && POSSESSIVE_PRONOUNS.has(term.normal)) return false;
  if (term.tags.includes('Person') && /^\p{Lu}/u.test(term.text)) return false;
  if (isNounGerund(term, previous, next)) return true;
  return term.chunk === 'Noun' && (term.tags.includes('Noun') || term.tags.includes('Adjective'));
}

const isNoun = (term: Term) => term.tags.includes('Noun') || term.tags.includes('Gerund');
const isVague = (term: Term) =>
  !isNoun(term) && (has(term, VAGUE_TAGS) || VAGUE_ADJECTIVES.has(term.normal));

const clean = (word: string) =>
  word.replace(/['’]s$/u, '').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** A noun phrase of a post, and the shorter ones inside it, each ending with a noun. */
export interface NounPhrase {
  text: string;
  /** "hiring process": "hiring" and "process"; a post about one is about the others too. */
  parts: string[];
}

/** A phrase of words that may stand as a theme. */
function themeText(words: string[]): string | null {
  const phrase = words.join(' ');
  if (phrase.length < 3 || phrase.length > VOICE_LIST_LIMITS.phraseLength) return null;
  if (!/\p{L}/u.test(phrase) || (words.length === 1 && GENERIC.has(phrase))) return null;
  return phrase;
}

/** A run of theme words as a theme: without vague adjectives ahead, ending with a noun. */
function themeOf(run: Term[]): NounPhrase | null {
  let start = 0;
  let end = run.length;
  while (start < end && isVague(run[start]!)) start++;
  while (end > start && !isNoun(run[end - 1]!)) end--;
  const terms = run.slice(start, end).filter((term) => clean(term.normal));
  if (terms.length === 0 || terms.length > MAX_WORDS) return null;
  const words = terms.map((term) => clean(term.normal));
  const text = themeText(words);
  if (!text) return null;
  const parts: string[] = [];
  for (let length = terms.length - 1; length >= 1; length--) {
    for (let first = 0; first + length <= terms.length; first++) {
      if (!isNoun(terms[first + length - 1]!) || isVague(terms[first]!)) continue;
      const part = themeText(words.slice(first, first + length));
      if (part) parts.push(part);
    }
  }
  return { text, parts };
}

/** The noun phrases of one post's prose, lower case, as themes. */
export function nounPhrasesOf(prose: string): NounPhrase[] {
  const sentences = nlp(prose).json({
    terms: { text: true, normal: true, whitespace: true, tags: true },
    text: false,
  }) as { terms: Term[] }[];
  const phrases: NounPhrase[] = [];
  for (const { terms } of sentences) {
    let run: Term[] = [];
    const flush = () => {
      const theme = run.length ? themeOf(run) : null;
      if (theme) phrases.push(theme);
      run = [];
    };
    terms.forEach((term, index) => {
      if (!isThemeWord(term, terms[index - 1], terms[index + 1])) return flush();
      run.push(term);
      // "the team's goals": a possessive noun ends its phrase.
      if (PHRASE_END.test(term.post) || term.tags.includes('Possessive')) flush();
    });
    flush();
  }
  return phrases;
}

/** A phrase's key: its last word singular ("remote teams" and "remote team" agree). */
function keyOf(phrase: string): string {
  return phrase.replace(/(\p{L}{3,}?)(?:ies|(?<=[^s])s)$/u, (whole, stem: string) =>
    whole.endsWith('ies') ? `${stem}y` : stem,
  );
}

/**
 * What the user comes back to, from each post's noun phrases (nounPhrasesOf): the phrases found
 * in the most posts (the longer, then the more often, first), up to 8. With 3 posts or more, a
 * theme must appear in at least 2. A phrase inside one already chosen ("team" beside "remote
 * team"), or around one, is not chosen again.
 */
export function themesOf(phrasesPerPost: NounPhrase[][]): string[] {
  const found = new Map<
    string,
    { posts: number; count: number; words: number; order: number; phrase: string }
  >();
  let order = 0;
  for (const phrases of phrasesPerPost) {
    const seenInPost = new Set<string>();
    for (const phrase of phrases.flatMap(({ text, parts }) => [text, ...parts])) {
      const key = keyOf(phrase);
      const words = phrase.split(' ').length;
      const entry = found.get(key) ?? { posts: 0, count: 0, words, order: order++, phrase };
      entry.count++;
      if (!seenInPost.has(key)) entry.posts++;
      seenInPost.add(key);
      found.set(key, entry);
    }
  }
  const minPosts = phrasesPerPost.length >= 3 ? 2 : 1;
  const ranked = [...found.entries()]
    .filter(([, entry]) => entry.posts >= minPosts)
    .sort(
      ([, a], [, b]) =>
        b.posts - a.posts || b.words - a.words || b.count - a.count || a.order - b.order,
    );
  const within = (inner: string, outer: string) => ` ${outer} `.includes(` ${inner} `);
  const chosen: string[] = [];
  const themes: string[] = [];
  for (const [key, { phrase }] of ranked) {
    if (themes.length === VOICE_LIST_LIMITS.themes) break;
    if (chosen.some((other) => within(key, other) || within(other, key))) continue;
    chosen.push(key);
    themes.push(phrase);
  }
  return themes;
}
