import { isTagged, tokenize, type Token } from './nlp';
import { findChunks } from './phrase';
import { clip, firstSentence, sanitize, toMidSentence, trimEdges } from './text';
import {
  AUXILIARIES,
  NEGATIONS,
  STOP_VERBS,
  SUBJECT_PRONOUNS,
  WH_WORDS,
  type TopicFrame,
} from './frame-parts';
import { imperativeFrame, nounFrame, questionFrame, statementFrame, whFrame } from './frame-kinds';

export type { Figure, FrameKind, TopicFrame } from './frame-parts';

/** The longest topic quoted in a post; longer ones are cut at a word boundary. */
export const TOPIC_MAX_CHARS = 100;

/** Verbs a command topic often starts with, even where the tagger reads a noun. */
const COMMAND_VERBS = new Set(
  (
    'stop start hire fire build write ship ask say make keep let use delete kill quit measure ' +
    'treat pay cut automate document test give take share protect learn teach listen plan ' +
    'focus hold price sell invest fix rethink rewrite question trust drop kill slow speed ' +
    'celebrate reward simplify prioritize prioritise negotiate delegate mentor coach'
  ).split(' '),
);

/** Reads a topic; null when nothing usable is left of it. */
export function readFrame(raw: string): TopicFrame | null {
  let text = firstSentence(sanitize(raw));
  const asked = /\?\s*["'”’]*$/.test(text);
  text = trimEdges(text);
  const colon = text.indexOf(':');
  if (colon > 1 && !asked) text = trimEdges(text.slice(0, colon));
  else if (colon > 1 && asked) text = trimEdges(text.slice(colon + 1));
  text = clip(text, TOPIC_MAX_CHARS);
  if (!/\p{L}/u.test(text)) return null;
  const mid = toMidSentence(text);
  const tokens = tokenize(mid);
  if (tokens.length === 0) return null;
  const first = tokens[0].lower;
  const second = tokens[1]?.lower ?? '';
  if (!asked && isCommand(tokens)) return imperativeFrame(mid, tokens);
  if (asked || AUXILIARIES.has(first) || (WH_WORDS.has(first) && AUXILIARIES.has(second))) {
    return questionFrame(mid, tokens);
  }
  if (WH_WORDS.has(first)) return whFrame(mid, tokens);
  const verb = finiteVerb(tokens);
  if (verb > 0) return statementFrame(mid, tokens, verb);
  return nounFrame(mid, tokens);
}

function isCommand(tokens: readonly Token[]): boolean {
  const [first, second] = tokens;
  if (!second) return false;
  if (NEGATIONS.has(first.lower) || (first.lower === 'do' && second.lower === 'not')) return true;
  const verbish = isTagged(first, 'Imperative', 'Infinitive') || COMMAND_VERBS.has(first.lower);
  if (!verbish || isTagged(first, 'Gerund', 'PastTense', 'Copula', 'Modal')) return false;
  if (AUXILIARIES.has(first.lower)) return false;
  // "code reviews", "test coverage": a noun follows, so the first word is a modifier.
  const plainNoun =
    isTagged(second, 'Noun') &&
    !isTagged(second, 'Pronoun', 'Possessive', 'Determiner') &&
    !STOP_VERBS.has(first.lower);
  return !plainNoun || ['stop', 'start', 'quit', 'never'].includes(first.lower);
}

/** The index of the topic's finite verb after a subject, or -1. */
function finiteVerb(tokens: readonly Token[]): number {
  const lead = findChunks(tokens)[0];
  const subjectEnd =
    lead && lead.start === 0 ? lead.end : SUBJECT_PRONOUNS.has(tokens[0].lower) ? 1 : -1;
  if (subjectEnd < 0 || subjectEnd >= tokens.length) return -1;
  const token = tokens[subjectEnd];
  const finite =
    isTagged(token, 'Copula', 'Modal', 'PastTense', 'PresentTense') && !isTagged(token, 'Gerund');
  // "Kubernetes cost": a present-tense word ending a short topic is its noun.
  const endsTopic = subjectEnd === tokens.length - 1 && !isTagged(token, 'Copula', 'PastTense');
  return finite && !endsTopic && !isTagged(token, 'Noun') ? subjectEnd : -1;
}
