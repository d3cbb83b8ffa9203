import { domainOf, fieldOf, FIELD_OF_VERB } from './domain';
import type { TopicFrame } from './frame';
import { CONTAINERS, GENERIC_HEADS } from './frame-parts';
import { isTagged, tokenize, verbForms } from './nlp';
import { findChunks, isMassNoun } from './phrase';
import { canonicalWord } from './text';

const MAX_HASHTAG_CHARS = 30;
const MAX_TAG_WORDS = 3;
const PERSON =
  /^(?:engineers?|managers?|hires?|leaders?|founders?|designers?|developers?|candidates?|employees?|people|salespeople|marketers?|teachers?|nurses?)$/i;

/**
 * Words that make no tag of their own: quantities, vague adjectives, the containers of a list
 * ("lessons", "habits") and nouns that only say when or how much ("the end of the quarter").
 */
const WEAK_WORDS = new Set([
  ...(
    'first second third last next new old big small good great best better bad real true own same ' +
    'other most many much more less few side type whole half everyone everything people anyone ' +
    'someone something nothing one two three four five six seven eight nine ten what which how ' +
    'why when where who whether'
  ).split(' '),
  ...GENERIC_HEADS,
  // "learning" is a container only in "learnings"; on its own it names a practice (#Learning).
  ...[...CONTAINERS].filter((word) => word !== 'learning'),
]);

/** Nouns too broad to be a tag on their own (#Team), though fine inside one (#RemoteWork). */
const BROAD_NOUNS = new Set(
  'team teams company companies business work job jobs thing stuff process approach'.split(' '),
);

/** One word of a tag: acronyms and brands keep their spelling (#AI, #SaaS), others are capitalised. */
function tagWord(word: string): string {
  const canonical = canonicalWord(word);
  if (canonical) return canonical.charAt(0).toUpperCase() + canonical.slice(1);
  if (/^[A-Z0-9]{2,6}s?$/.test(word) || /[a-z][A-Z]/.test(word)) {
    return word.charAt(0).toUpperCase() + word.slice(1);
  }
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** "early-stage founders" → "EarlyStageFounders", "café culture" → "CafeCulture". */
export function camelTag(words: readonly string[]): string {
  return words
    .flatMap((word) =>
      word
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .split(/[-/]/),
    )
    .map((part) => part.replace(/[^A-Za-z0-9]/g, ''))
    .filter(Boolean)
    .map(tagWord)
    .join('');
}

/** The verb of a claim, right after its subject: "stall" in "deals stall after the demo". */
function claimVerb(frame: TopicFrame): string | null {
  const claim = frame.claim?.toLowerCase() ?? '';
  const at = claim.indexOf(frame.subject.key.toLowerCase());
  if (!claim || at < 0) return null;
  return (
    claim
      .slice(at + frame.subject.key.length)
      .trim()
      .split(/\s+/)[0] || null
  );
}

/** "Zero-based budgeting": the last part of a hyphenated word stands for the whole word. */
function hyphenated(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const word of text.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? [])
    map.set(word.split('-').at(-1)?.toLowerCase() ?? '', word);
  return map;
}

/** Tags from the topic's noun phrases and the field its verb names, most central first. */
export function topicTags(frame: TopicFrame): string[] {
  const tokens = tokenize(frame.text);
  const compounds = hyphenated(frame.text);
  const phrases = findChunks(tokens).map((chunk) =>
    tokens
      .slice(chunk.start, chunk.end)
      .filter(
        (t, i, all) =>
          !isTagged(t, 'Determiner', 'Possessive', 'Pronoun') &&
          !['a', 'an', 'the'].includes(t.lower) &&
          // "SOC 2" keeps its number; "100 sales calls" does not.
          (!isTagged(t, 'Value') || isTagged(all[i - 1], 'Acronym', 'ProperNoun')) &&
          !WEAK_WORDS.has(t.lower) &&
          /\p{L}/u.test(t.text),
      )
      .map((t) => t.text),
  );
  // The key phrase first, in runs split at prepositions ("AI in healthcare" → AI, Healthcare);
  // other phrases only where they add words of their own.
  // "deciding what to discount" has no noun of its own: its verb and wh-word make no tag.
  const activity =
    frame.action !== null &&
    frame.subject.key === frame.action &&
    !isMassNoun(frame.action.split(' ')[0]);
  const keyRuns = (activity ? frame.subject.key.replace(/^\S+\s*/, '') : frame.subject.key)
    .replace(/\b([A-Z]{2,}) (\d+)\b/g, '$1$2')
    .split(
      /\s+(?:in|on|at|of|for|to|from|with|without|among|by|as|and|or|before|after|over|than|vs|versus)\s+/i,
    )
    .map((run) =>
      run
        .split(/\s+/)
        .filter((word) => !WEAK_WORDS.has(word.toLowerCase()) && !/^(?:a|an|the)$/i.test(word))
        .filter((word) => /\p{L}/u.test(word)),
    );
  const keyWords = keyRuns.flat();
  const verb = claimVerb(frame);
  const others = phrases.filter(
    (words) =>
      words.length > 0 &&
      overlapCount(words, keyWords) === 0 &&
      !(words.length === 1 && words[0].toLowerCase() === verb),
  );
  const tags = [...keyRuns, ...others]
    .map((words) => words.map((word) => compounds.get(word.toLowerCase()) ?? word))
    .filter((words) => !(words.length === 1 && BROAD_NOUNS.has(words[0].toLowerCase())))
    .filter((words) => words.length > 0 && words.length <= MAX_TAG_WORDS)
    .map((words) => camelTag(words));
  const field = tokens
    .filter((t) => isTagged(t, 'Verb') && !isTagged(t, 'Copula', 'Modal', 'Auxiliary'))
    .map((t) => FIELD_OF_VERB[verbForms(t.lower).infinitive])
    .find(Boolean);
  // "hire your first engineer" is about hiring: the field leads, the person is no tag.
  if (field) {
    const person = PERSON.test(frame.subject.key.split(/\s+/).at(-1) ?? '');
    if (person) tags.splice(0, 1, camelTag([field]));
    else tags.splice(1, 0, camelTag([field]));
  }
  return tags.filter(isRealTag);
}

function overlapCount(words: readonly string[], key: readonly string[]): number {
  const lower = new Set(key.map((w) => w.toLowerCase()));
  return words.filter((w) => lower.has(w.toLowerCase())).length;
}

/** A tag made of real words: not a bare verb (#Cut), not a fragment, not too long. */
function isRealTag(tag: string): boolean {
  if (tag.length < 2 || tag.length > MAX_HASHTAG_CHARS || !/[A-Za-z]/.test(tag)) return false;
  if (/[A-Z]/.test(tag.slice(1)) || canonicalWord(tag)) return true;
  // Read after "the", where a word that can be a noun is one ("the engineer"), and a bare
  // verb or participle is still a verb ("the slowing" is a gerund, a field).
  // Fragments never get here: topic tags come from noun phrases.
  const [, token] = tokenize(`the ${tag.toLowerCase()}`);
  if (!token) return false;
  const verbOnly = isTagged(token, 'Verb') && !isTagged(token, 'Noun', 'Gerund');
  return !verbOnly && !WEAK_WORDS.has(token.lower);
}

/** Tags from a niche: "Software Development" → SoftwareDevelopment; "AI & Technology" → AI, Technology. */
export function nicheTags(niche: string): string[] {
  return niche
    .split(/\s*(?:&|,|\/|\+|\band\b)\s*/i)
    .map((part) => part.split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0 && words.length <= MAX_TAG_WORDS)
    .map((words) => camelTag(words))
    .filter(isRealTag);
}

/** The words of a CamelCase tag, lower-cased: "PlatformEngineering" → platform, engineering. */
function tagWords(tag: string): string[] {
  return tag
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 3);
}

function related(tag: string, context: readonly string[]): boolean {
  const stems = context.map((word) => word.toLowerCase().slice(0, 5)).filter((s) => s.length >= 3);
  return tagWords(tag).some((word) => stems.includes(word.slice(0, 5)));
}

export interface HashtagInput {
  frame: TopicFrame;
  niches: readonly string[];
  /** How many to write. */
  count: number;
  /** The user's favourites (without '#'): used first when they relate to the topic or niches. */
  favourites?: readonly string[];
}

/**
 * The hashtags of a post: the user's related favourites, the topic's main noun phrase, the
 * niche closest to the topic, then the topic's other phrases and the other niches. CamelCase,
 * letters and digits, no case-insensitive duplicates, and nothing added to every post.
 */
export function buildHashtags({ frame, niches, count, favourites = [] }: HashtagInput): string[] {
  if (count <= 0) return [];
  const fromTopic = topicTags(frame);
  const topicWords = frame.words.filter((word) => /\p{L}{3,}/u.test(word));
  const fromNiches = niches.flatMap(nicheTags);
  const context = [...topicWords, ...fromNiches.flatMap(tagWords)];
  const field = fieldOf(frame, []).id;
  const close = niches
    .filter((niche) => field !== 'general' && domainOf(niche, []).id === field)
    .flatMap(nicheTags)
    .concat(fromNiches.filter((tag) => related(tag, topicWords)));
  // A niche far from the topic's field (#SoftwareDevelopment on a nursing post) gives way to
  // the field itself; it is only used when the topic gives too little to tag.
  const fieldTag = field === 'general' ? [] : [camelTag([field])];
  const order = [
    ...favourites.filter((tag) => related(tag, context)).map((tag) => camelTag([tag])),
    ...fromTopic.slice(0, 1),
    ...close,
    ...fieldTag,
    ...fromTopic.slice(1),
  ];
  const distinct = new Set(order.filter(isRealTag).map((tag) => tag.toLowerCase()));
  if (field === 'general' || distinct.size < 2) order.push(...fromNiches);
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const tag of order) {
    const key = tag.toLowerCase();
    if (tags.length >= count || seen.has(key) || !isRealTag(tag)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags.map((tag) => `#${tag}`);
}
