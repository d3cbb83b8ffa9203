import { isTagged, joinTokens, verbForms, type Token } from './nlp';
import { findChunks, type Chunk, type NounPhrase } from './phrase';

/**
 * A topic read as English, so each sentence can take the form it needs:
 * - clause: "How we cut our cloud bill by 40% without slowing the team down"
 * - noun: "three lessons from mentoring", "AI in healthcare", "remote onboarding"
 * - question: "Is remote work dead?", "Why do most startups fail?"
 * - why: an open wh-clause the post answers: "Why most onboarding fails"
 * - imperative: "Stop hiring for culture fit"
 * - statement: "Remote work is here to stay"
 */
export type FrameKind = 'clause' | 'noun' | 'question' | 'why' | 'imperative' | 'statement';

export interface Figure {
  text: string;
  /**
   * percent "40%", money "$10M", quantity "100 sales calls", "90 days", change "from 90 to 45
   * days" (a move from one value to another).
   */
  kind: 'percent' | 'money' | 'quantity' | 'change';
}

/** What a topic's list counts: lessons, mistakes, questions, or ways, tips and reasons. */
export type ListKind = 'lessons' | 'mistakes' | 'questions' | 'ways';

export interface TopicFrame {
  kind: FrameKind;
  /** The topic as typed, cleaned and cased to sit mid-sentence. */
  text: string;
  /** What follows "about": "how we cut our cloud bill…", "mentoring", "whether remote work is dead". */
  about: string;
  /** The key noun phrase the post talks about. */
  subject: NounPhrase;
  /** The action as a gerund phrase: "cutting our cloud bill by 40% without slowing the team down". */
  action: string | null;
  /** The action as an infinitive phrase: "cut our cloud bill by 40% without slowing the team down". */
  infinitive: string | null;
  /**
   * The action done, first person, past tense, only when the topic says the author did it:
   * "we cut our cloud bill by 40% without …".
   */
  done: string | null;
  figure: Figure | null;
  /** A count the topic promises: "three lessons", "3 mistakes". */
  count: string | null;
  /** The number in the count, and what it counts, when the topic promises a list. */
  number: number | null;
  items: ListKind | null;
  /** What the topic says was not given up: "slowing the team down". */
  without: string | null;
  /** "How to …": advice to the reader rather than something the author did. */
  howTo: boolean;
  /** "How I run one-on-ones": a practice the author describes, in the present. */
  practice: boolean;
  /** What an activity acts on: "sales meetings" in "running sales meetings that end on time". */
  object: NounPhrase | null;
  /** The topic asked as a question, capitalised with its question mark. */
  question: string | null;
  /** A claim the post weighs: "remote work is here to stay", "most onboarding fails". */
  claim: string | null;
  /** An imperative's advice, mid-sentence: "stop hiring for culture fit". */
  advice: string | null;
  /** The advice is to stop doing the action ("stop", "don't", "never"). */
  against: boolean;
  /** The topic's words, for hashtags and to recognise the topic in a line. */
  words: string[];
}

export const WH_WORDS = new Set(['why', 'how', 'what', 'when', 'where', 'who', 'which', 'whether']);
export const AUXILIARIES = new Set(
  (
    'is are was were do does did can could should would will has have had must may might ' +
    "isn't aren't don't doesn't didn't can't won't shouldn't wouldn't"
  ).split(' '),
);
export const SUBJECT_PRONOUNS = new Set(['we', 'i', 'you', 'they', 'our team', 'my team']);
/** Heads of a noun topic that only frame another subject: "three lessons from mentoring". */
export const CONTAINERS = new Set(
  (
    'lesson lessons tip tips thing things mistake mistakes way ways reason reasons idea ideas ' +
    'truth truths takeaway takeaways rule rules question questions myth myths sign signs ' +
    'note notes thought thoughts learning learnings habit habits step steps principle ' +
    'principles trait traits secret secrets'
  ).split(' '),
);
/**
 * Nouns too general to be what a topic is about: "at the end of the quarter", "for a minute",
 * "the first year" only say when or how much.
 */
export const GENERIC_HEADS = new Set(
  (
    'end ends start starts beginning middle rest way ways thing things time times year years ' +
    'quarter quarters month months week weeks day days hour hours minute minutes moment moments ' +
    'lot lots part parts kind kinds sort bit today tomorrow yesterday'
  ).split(' '),
);
export const STOP_VERBS = new Set(['stop', 'quit', 'avoid']);
export const NEGATIONS = new Set(["don't", 'never', 'do not']);

export function base(mid: string, tokens: readonly Token[], subject: NounPhrase): TopicFrame {
  return {
    kind: 'noun',
    text: mid,
    about: mid,
    subject,
    action: null,
    infinitive: null,
    done: null,
    figure: findFigure(tokens),
    count: null,
    number: null,
    items: null,
    without: withoutOf(tokens),
    howTo: false,
    practice: false,
    object: null,
    question: null,
    claim: null,
    advice: null,
    against: false,
    words: tokens.map((t) => t.text),
  };
}

export const lastWord = (chunk: Chunk): string =>
  chunk.phrase.key.toLowerCase().split(' ').at(-1) ?? '';

/** A chunk that only says when or how much: "the end", "a minute", "the first year". */
export const isGeneric = (chunk: Chunk): boolean => GENERIC_HEADS.has(lastWord(chunk));

/**
 * The topic's key noun phrase from `from` on: the first chunk that is neither a container nor
 * generic ("the end" of "at the end of the quarter"), else the first that is not generic.
 */
export function keyChunk(tokens: readonly Token[], from = 0): Chunk | null {
  const chunks = findChunks(tokens).filter((c) => c.start >= from);
  return (
    chunks.find((c) => !CONTAINERS.has(lastWord(c)) && !isGeneric(c)) ??
    chunks.find((c) => !isGeneric(c)) ??
    chunks[0] ??
    null
  );
}

export function subjectOf(tokens: readonly Token[], from = 0, fallback?: string): NounPhrase {
  const chunk = keyChunk(tokens, from) ?? keyChunk(tokens);
  if (chunk) return chunk.phrase;
  const text = fallback ?? joinTokens(tokens);
  return { text, key: text, plural: false };
}

export function span(tokens: readonly Token[], from = 0, to = tokens.length): string {
  return joinTokens(tokens.slice(from, to));
}

/** "your first engineer" said by the author about their own work: "our first engineer". */
export function ownedBy(text: string): string {
  return text.replace(/\byour\b/gi, 'our').replace(/\byourself\b/gi, 'ourselves');
}

export function join(...parts: string[]): string {
  return parts.filter(Boolean).join(' ');
}

/**
 * The verb at `at` with what follows it, as gerund, infinitive and past phrases. "stopped
 * using OKRs" is about using OKRs: its action is the gerund that follows, done against it.
 */
export function verbPhrase(tokens: readonly Token[], at: number, who = 'we', own = true) {
  const owned = own ? ownedBy : (text: string) => text;
  const verb = tokens[at].lower;
  const rest = span(tokens, at + 1);
  const forms = verbForms(verb);
  if (STOP_VERBS.has(forms.infinitive) && isTagged(tokens[at + 1], 'Gerund')) {
    const inner = verbForms(tokens[at + 1].lower);
    const after = span(tokens, at + 2);
    return {
      action: owned(join(inner.gerund, after)),
      infinitive: owned(join(inner.infinitive, after)),
      done: owned(join(who, forms.past, rest)),
      against: true,
    };
  }
  return {
    action: owned(join(forms.gerund, rest)),
    infinitive: owned(join(forms.infinitive, rest)),
    done: owned(join(who, forms.past, rest)),
    against: false,
  };
}

/** The subject after a wh-word: a pronoun, or a noun phrase up to its verb. */
export function subjectSpan(tokens: readonly Token[], from: number): { text: string; end: number } {
  if (SUBJECT_PRONOUNS.has(tokens[from]?.lower ?? ''))
    return { text: tokens[from].text, end: from + 1 };
  let end = from;
  while (end < tokens.length && !isVerb(tokens[end], tokens[end - 1], end === tokens.length - 1))
    end++;
  return { text: span(tokens, from, end), end };
}

export function isVerb(token: Token, before?: Token, last = false): boolean {
  if (isTagged(token, 'Gerund')) return false;
  if (isTagged(token, 'Copula', 'Modal', 'PastTense')) return true;
  if (isTagged(token, 'Verb') && !isTagged(token, 'Noun')) return true;
  // "why most onboarding fails": a plural-looking last word after a noun is the verb.
  return last && isTagged(before, 'Noun', 'Adjective') && /[^s]s$/.test(token.lower);
}

const isNumber = (token: Token | undefined): boolean =>
  isTagged(token, 'Value', 'NumericValue', 'Percent', 'Money') || /\d/.test(token?.text ?? '');

/** "from 90 to 45 days", "from $2M to $5M": a move between two values, with its unit. */
function changeFigure(tokens: readonly Token[]): Figure | null {
  const at = tokens.findIndex(
    (t, i) =>
      t.lower === 'from' &&
      isNumber(tokens[i + 1]) &&
      tokens[i + 2]?.lower === 'to' &&
      isNumber(tokens[i + 3]),
  );
  if (at < 0) return null;
  let end = at + 4;
  while (end < tokens.length && isTagged(tokens[end], 'Noun') && !isTagged(tokens[end], 'Pronoun'))
    end++;
  return { text: span(tokens, at, end), kind: 'change' };
}

export function findFigure(tokens: readonly Token[]): Figure | null {
  const change = changeFigure(tokens);
  if (change) return change;
  const at = tokens.findIndex(
    (t, i) =>
      (isTagged(t, 'Percent', 'Money', 'NumericValue') || /\d/.test(t.text)) &&
      !isTagged(tokens[i - 1], 'Acronym', 'ProperNoun'),
  );
  if (at < 0) return null;
  const token = tokens[at];
  if (isTagged(token, 'Percent') || /%$/.test(token.text))
    return { text: token.text, kind: 'percent' };
  if (isTagged(token, 'Money') || /^[$€£]/.test(token.text))
    return { text: token.text, kind: 'money' };
  const chunk = findChunks(tokens).find((c) => c.start <= at && c.end > at);
  if (!chunk || chunk.end - at < 2) return null;
  return { text: span(tokens, at, chunk.end), kind: 'quantity' };
}

/** The gerund phrase after "without": "slowing the team down". */
function withoutOf(tokens: readonly Token[]): string | null {
  const at = tokens.findIndex((t) => t.lower === 'without');
  if (at < 0 || !isTagged(tokens[at + 1], 'Gerund')) return null;
  return span(tokens, at + 1);
}
