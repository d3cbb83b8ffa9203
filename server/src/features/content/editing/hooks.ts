import { HOOK_SUGGESTIONS } from '@postpilot/common';
import { GenerationError } from '../generation';
import type { GrammarChecker } from './checker';
import { fixGrammar } from './grammar';
import { howQuestion, whyQuestion } from './questions';
import { contentWords, sentencesOf, wordCount, type Sentence } from './sentences';

/** Longer sentences do not make a first line. */
const HOOK_MAX_WORDS = 25;
const HOOK_MAX_CHARS = 200;

/** Sentences that lean on the one before ("This is why …") do not stand alone as a first line. */
const LEANS_BACK =
  /^(?:this|that|these|those|it|they|he|she|and|but|so|because|which|then|also|here|there|such|both)\b/i;

const HEDGED = /\b(?:maybe|perhaps|I think|I guess|probably|might)\b/i;
const POINTS_BACK = /\b(?:it|this|that|them|these|those)[.!]?$/i;

/** Shown when the post does not hold enough to draw first lines from. */
export const TOO_LITTLE_FOR_HOOKS =
  'This post is too short to draw another first line from. Add a number, a result or a sentence of your own, then ask again.';

/** Kinds of first line, in the order they are offered. */
const KINDS = ['question', 'number', 'short', 'why', 'lesson', 'own-question', 'other'] as const;

/** A possible first line, and which kind of material it comes from. */
interface Candidate {
  text: string;
  kind: (typeof KINDS)[number];
}

/**
 * Up to HOOK_SUGGESTIONS first lines drawn from the post's own sentences and facts: a question
 * made from what it reports, the sentence with its number, its strongest short sentence, its own
 * question, its lesson. Each is checked by harper (and corrected where harper can), differs from
 * the current first line and from the others, and carries no hashtag. Fewer come back only when
 * the post holds fewer; none is an error that says so.
 */
export async function suggestHooks(post: string, checker: GrammarChecker): Promise<string[]> {
  const sentences = sentencesOf(post).filter(standsAlone);
  const firstLine = post.trim().split('\n')[0] ?? '';
  const taken = new Set([normal(firstLine), normal(sentencesOf(post)[0]?.text ?? '')]);
  const hooks: string[] = [];
  const candidates = candidatesFrom(sentences);
  const tryOne = async (candidate: Candidate, distinct: boolean): Promise<boolean> => {
    if (hooks.length >= HOOK_SUGGESTIONS || taken.has(normal(candidate.text))) return false;
    if (distinct && hooks.some((hook) => overlap(hook, candidate.text) >= SAME_POINT)) return false;
    const hook = await checked(candidate.text, checker);
    if (!hook || taken.has(normal(hook))) return false;
    taken.add(normal(hook));
    hooks.push(hook);
    return true;
  };
  // First one of each kind that makes another point, so the choices differ in kind and in
  // substance; then, for a short post, whatever is left.
  for (const kind of KINDS) {
    for (const candidate of candidates.filter((c) => c.kind === kind)) {
      if (await tryOne(candidate, true)) break;
    }
  }
  for (const candidate of candidates) await tryOne(candidate, false);
  if (hooks.length === 0) throw new GenerationError('refused', TOO_LITTLE_FOR_HOOKS, false);
  return hooks;
}

function standsAlone(sentence: Sentence): boolean {
  const words = wordCount(sentence.text);
  return (
    words >= 3 &&
    words <= HOOK_MAX_WORDS &&
    sentence.text.length <= HOOK_MAX_CHARS &&
    !/#|https?:\/\/|www\./i.test(sentence.text) &&
    !LEANS_BACK.test(sentence.text)
  );
}

function candidatesFrom(sentences: Sentence[]): Candidate[] {
  const found: Candidate[] = [];
  const statements = sentences.filter((s) => !s.text.endsWith('?'));
  const withNumber = statements.filter((s) => /\d/.test(s.text));
  for (const s of [...withNumber, ...statements]) {
    const question = howQuestion(s.text);
    if (question) found.push({ text: question, kind: 'question' });
  }
  for (const s of withNumber) found.push({ text: s.text, kind: 'number' });
  // Strong: says something of its own (most meaning words), without a hedge or a word that
  // points back ("try it").
  const short = statements
    .filter((s) => wordCount(s.text) >= 4 && wordCount(s.text) <= 12)
    .filter((s) => !HEDGED.test(s.text) && !POINTS_BACK.test(s.text))
    .sort((a, b) => contentWords(b.text).length - contentWords(a.text).length);
  for (const s of short) found.push({ text: s.text, kind: 'short' });
  for (const s of statements) {
    const question = whyQuestion(s.text);
    if (question) found.push({ text: question, kind: 'why' });
  }
  // The post's own questions, the closing one last: it asks the readers, not the point.
  const questions = sentences.filter((s) => s.text.endsWith('?') && wordCount(s.text) >= 5);
  for (const s of questions) found.push({ text: s.text, kind: 'own-question' });
  const lesson = statements.at(-1);
  if (lesson) found.push({ text: lesson.text, kind: 'lesson' });
  for (const s of statements) found.push({ text: s.text, kind: 'other' });
  return found;
}

/** The hook as harper leaves it, or null when harper still finds a problem it cannot fix. */
async function checked(hook: string, checker: GrammarChecker): Promise<string | null> {
  const { content } = await fixGrammar(hook, checker);
  const left = await checker.check(content);
  // An unknown word with no suggestion is a name ("Northwind"), not a mistake.
  return left.every((lint) => lint.kind === 'Spelling' && lint.suggestions.length === 0)
    ? content
    : null;
}

/** Share of meaning words two lines have in common, above which they make the same point. */
const SAME_POINT = 0.7;

function overlap(a: string, b: string): number {
  const left = new Set(contentWords(a));
  const right = new Set(contentWords(b));
  const smaller = Math.min(left.size, right.size) || 1;
  return [...left].filter((word) => right.has(word)).length / smaller;
}

function normal(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
