import { isTagged, joinTokens, tokenize, verbForms, type Token } from './nlp';
import { findChunks, readPhrase, type Chunk, type NounPhrase } from './phrase';
import { capitalise, clip, firstSentence, sanitize, toMidSentence, trimEdges } from './text';

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
  /** percent "40%", money "$10M", quantity "100 sales calls", "90 days". */
  kind: 'percent' | 'money' | 'quantity';
}

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
  /** The action done, first person, past tense: "we cut our cloud bill by 40% without …". */
  done: string | null;
  figure: Figure | null;
  /** A count the topic promises: "three lessons", "3 mistakes". */
  count: string | null;
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

/** The longest topic quoted in a post; longer ones are cut at a word boundary. */
export const TOPIC_MAX_CHARS = 100;

const WH_WORDS = new Set(['why', 'how', 'what', 'when', 'where', 'who', 'which', 'whether']);
const AUXILIARIES = new Set(
  (
    'is are was were do does did can could should would will has have had must may might ' +
    "isn't aren't don't doesn't didn't can't won't shouldn't wouldn't"
  ).split(' '),
);
const SUBJECT_PRONOUNS = new Set(['we', 'i', 'you', 'they', 'our team', 'my team']);
/** Heads of a noun topic that only frame another subject: "three lessons from mentoring". */
const CONTAINERS = new Set(
  (
    'lesson lessons tip tips thing things mistake mistakes way ways reason reasons idea ideas ' +
    'truth truths takeaway takeaways rule rules question questions myth myths sign signs ' +
    'note notes thought thoughts learning learnings'
  ).split(' '),
);
const STOP_VERBS = new Set(['stop', 'quit', 'avoid']);
const NEGATIONS = new Set(["don't", 'never', 'do not']);
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

function base(mid: string, tokens: readonly Token[], subject: NounPhrase): TopicFrame {
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
    question: null,
    claim: null,
    advice: null,
    against: false,
    words: tokens.map((t) => t.text),
  };
}

const lastWord = (chunk: Chunk): string => chunk.phrase.key.toLowerCase().split(' ').at(-1) ?? '';

/** The topic's key noun phrase from `from` on: the first chunk that is not a container. */
function keyChunk(tokens: readonly Token[], from = 0): Chunk | null {
  const chunks = findChunks(tokens).filter((c) => c.start >= from);
  return chunks.find((c) => !CONTAINERS.has(lastWord(c))) ?? chunks[0] ?? null;
}

function subjectOf(tokens: readonly Token[], from = 0, fallback?: string): NounPhrase {
  const chunk = keyChunk(tokens, from) ?? keyChunk(tokens);
  if (chunk) return chunk.phrase;
  const text = fallback ?? joinTokens(tokens);
  return { text, key: text, plural: false };
}

function span(tokens: readonly Token[], from = 0, to = tokens.length): string {
  return joinTokens(tokens.slice(from, to));
}

/** "your first engineer" said by the author about their own work: "our first engineer". */
function owned(text: string): string {
  return text.replace(/\byour\b/gi, 'our').replace(/\byourself\b/gi, 'ourselves');
}

function join(...parts: string[]): string {
  return parts.filter(Boolean).join(' ');
}

/**
 * The verb at `at` with what follows it, as gerund, infinitive and past phrases. "stopped
 * using OKRs" is about using OKRs: its action is the gerund that follows, done against it.
 */
function verbPhrase(tokens: readonly Token[], at: number, who = 'we') {
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

function questionFrame(mid: string, tokens: readonly Token[]): TopicFrame {
  const question = `${capitalise(mid)}?`;
  const whWord = WH_WORDS.has(tokens[0].lower) ? tokens[0].lower : null;
  const embedded = embedQuestion(tokens, whWord, whWord ? 1 : 0);
  // The subject read again from the statement, which the tagger reads better than a question.
  const statement = tokenize(embedded.split(' ').slice(1).join(' '));
  const subject = subjectOf(statement.length > 0 ? statement : tokens);
  const claim = whWord ? null : embedded.replace(/^whether /, '');
  return { ...base(mid, tokens, subject), kind: 'question', about: embedded, question, claim };
}

/** "Is remote work dead" → "whether remote work is dead"; "Why do startups fail" → "why startups fail". */
function embedQuestion(tokens: readonly Token[], whWord: string | null, auxAt: number): string {
  const lead = whWord ?? 'whether';
  const aux = tokens[auxAt];
  if (!aux || !AUXILIARIES.has(aux.lower)) return join(lead, span(tokens, auxAt));
  const chunk = findChunks(tokens).find((c) => c.start === auxAt + 1);
  // A subject the tagger missed ("Should startups hire …") is taken to be one word.
  const end = chunk ? chunk.end : Math.min(auxAt + 2, tokens.length);
  if (end >= tokens.length && whWord) return join(lead, span(tokens, auxAt));
  const subject = span(tokens, auxAt + 1, end);
  const after = tokens.slice(end);
  if (['do', 'does', 'did'].includes(aux.lower) && after.length > 0) {
    const forms = verbForms(after[0].lower);
    const verb =
      aux.lower === 'did' ? forms.past : aux.lower === 'does' ? forms.present : forms.infinitive;
    return join(lead, subject, verb, span(after, 1));
  }
  return join(lead, subject, aux.text, span(after));
}

function whFrame(mid: string, tokens: readonly Token[]): TopicFrame {
  // "how to hire your first engineer"
  if (tokens[1]?.lower === 'to' && tokens[2]) {
    const { against, ...phrase } = verbPhrase(tokens, 2);
    return { ...base(mid, tokens, subjectOf(tokens, 3)), kind: 'clause', ...phrase, against };
  }
  const who = subjectSpan(tokens, 1);
  const verbAt =
    who.end < tokens.length &&
    isVerb(tokens[who.end], tokens[who.end - 1], who.end === tokens.length - 1)
      ? who.end
      : -1;
  const author = /^(?:we|i|our|my)\b/i.test(who.text);
  if (verbAt > 0 && author) {
    // "how we cut our cloud bill…", "how our nurses cut handoff errors in half",
    // "what I learned from 100 sales calls"
    const person = who.text === 'I' || who.text === 'i' ? 'I' : who.text;
    const phrase = verbPhrase(tokens, verbAt, person);
    const teamSubject = /^(?:our|my)\b/i.test(who.text);
    const objectAt = verbAt + (phrase.against ? 2 : 1);
    return {
      ...base(mid, tokens, subjectOf(tokens, objectAt, who.text)),
      kind: 'clause',
      ...phrase,
      // "what I learned from …" is what the post tells, not something the author did.
      ...(tokens[0].lower === 'what' ? { action: null, infinitive: null, done: null } : {}),
      ...(teamSubject ? { infinitive: null } : {}),
    };
  }
  // "why most onboarding fails": a claim the post explains.
  const subject = who.end > 1 ? readPhrase(tokens.slice(1, who.end)) : null;
  return {
    ...base(mid, tokens, subject ?? subjectOf(tokens, 1)),
    kind: tokens[0].lower === 'why' ? 'why' : 'clause',
    claim: verbAt > 0 ? span(tokens, 1) : null,
  };
}

/** The subject after a wh-word: a pronoun, or a noun phrase up to its verb. */
function subjectSpan(tokens: readonly Token[], from: number): { text: string; end: number } {
  if (SUBJECT_PRONOUNS.has(tokens[from]?.lower ?? ''))
    return { text: tokens[from].text, end: from + 1 };
  let end = from;
  while (end < tokens.length && !isVerb(tokens[end], tokens[end - 1], end === tokens.length - 1))
    end++;
  return { text: span(tokens, from, end), end };
}

function isVerb(token: Token, before?: Token, last = false): boolean {
  if (isTagged(token, 'Gerund')) return false;
  if (isTagged(token, 'Copula', 'Modal', 'PastTense')) return true;
  if (isTagged(token, 'Verb') && !isTagged(token, 'Noun')) return true;
  // "why most onboarding fails": a plural-looking last word after a noun is the verb.
  return last && isTagged(before, 'Noun', 'Adjective') && /[^s]s$/.test(token.lower);
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

function imperativeFrame(mid: string, tokens: readonly Token[]): TopicFrame {
  let at = 0;
  let against = false;
  if (NEGATIONS.has(tokens[0].lower) || tokens[0].lower === 'do') {
    against = true;
    at = tokens[0].lower === 'do' ? 2 : 1;
  } else if (STOP_VERBS.has(tokens[0].lower) && isTagged(tokens[1], 'Gerund')) {
    against = true;
    at = 1;
  }
  const head = tokens[at] ?? tokens[0];
  const forms = verbForms(head.lower);
  const rest = span(tokens, at + 1);
  const action = owned(join(forms.gerund, rest));
  return {
    ...base(mid, tokens, subjectOf(tokens, at + 1)),
    kind: 'imperative',
    about: against ? `why I stopped ${action}` : `why ${action} matters`,
    action,
    infinitive: owned(join(forms.infinitive, rest)),
    done: owned(against ? `we stopped ${action}` : join('we', forms.past, rest)),
    advice: mid.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()),
    against,
  };
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

function statementFrame(mid: string, tokens: readonly Token[], verb: number): TopicFrame {
  const author = /^(?:we|i|our|my)$/.test(tokens[0].lower);
  const subject = SUBJECT_PRONOUNS.has(tokens[0].lower)
    ? subjectOf(tokens, verb + 1)
    : subjectOf(tokens);
  const frame = { ...base(mid, tokens, subject), kind: 'statement' as const, claim: mid };
  if (!author || !isTagged(tokens[verb], 'PastTense')) return frame;
  // "We moved our CI from Jenkins to GitHub Actions": something the author did.
  const who = span(tokens, 0, verb).replace(/^(?:We|Our|My)\b/, (w) => w.toLowerCase());
  const { against, ...phrase } = verbPhrase(tokens, verb, who);
  return {
    ...frame,
    kind: 'clause',
    about: join('how', who, span(tokens, verb)),
    ...phrase,
    against,
    subject: subjectOf(tokens, verb + 1, subject.text),
    claim: null,
  };
}

function nounFrame(mid: string, tokens: readonly Token[]): TopicFrame {
  const chunks = findChunks(tokens);
  const head = chunks[0];
  const frame = base(mid, tokens, subjectOf(tokens));
  // "Moving from IC to manager", "Negotiating your first salary": an activity.
  if (isTagged(tokens[0], 'Gerund') && (!head || head.start > 0))
    return gerundFrame(frame, tokens, 0);
  // "Building trust with a new team": an -ing word leading a phrase that goes on is an activity.
  const activity =
    /^\p{L}{3,}ing$/u.test(tokens[0].lower) &&
    (isTagged(tokens[1], 'Determiner', 'Possessive') ||
      tokens.slice(2).some((t) => isTagged(t, 'Preposition')));
  if (activity) return gerundFrame(frame, tokens, 0);
  if (head && head.start === 0 && CONTAINERS.has(lastWord(head)))
    return containerFrame(frame, tokens, head);
  // "code reviews", "AI in healthcare", "burnout among ICU nurses": the whole topic names it.
  const whole = readPhrase(tokens);
  const simple = tokens.every(
    (t) => !isTagged(t, 'Pronoun', 'QuestionWord') || isTagged(t, 'Possessive'),
  );
  if (whole && simple && tokens.length <= 6 && !/\b(?:that|which|who)\b/.test(mid)) {
    const prepositional = tokens.some((t) => isTagged(t, 'Preposition'));
    const plural = prepositional && head ? head.phrase.plural : whole.plural;
    return { ...frame, subject: { ...whole, plural } };
  }
  return frame;
}

/** "three lessons from mentoring", "3 mistakes I made as a first-time manager". */
function containerFrame(frame: TopicFrame, tokens: readonly Token[], head: Chunk): TopicFrame {
  const numbered = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(
    head.phrase.text,
  );
  const count = numbered ? head.phrase.text.replace(/^(?:the|my|our)\s+/i, '') : null;
  const figure = frame.figure && count?.includes(frame.figure.text) ? null : frame.figure;
  const next = tokens[head.end];
  const focusAt = head.end + (isTagged(next, 'Preposition', 'Conjunction') ? 1 : 0);
  if (isTagged(tokens[focusAt], 'Gerund')) {
    return { ...gerundFrame(frame, tokens, focusAt), count, figure };
  }
  const focus = subjectOf(tokens, focusAt, frame.text);
  // "mistakes I made as …": the container with its clause is what the post is about.
  const relative = isTagged(next, 'Pronoun');
  const about = relative
    ? `the ${span(tokens, head.start + (numbered ? 1 : 0), tokens.length)}`
    : focus.text.replace(/^the /, '');
  return { ...frame, about, subject: focus, count, figure };
}

function gerundFrame(frame: TopicFrame, tokens: readonly Token[], at: number): TopicFrame {
  const forms = verbForms(tokens[at].lower);
  const rest = span(tokens, at + 1);
  const action = join(tokens[at].lower, rest);
  const object = keyChunk(tokens, at + 1);
  return {
    ...frame,
    about: action,
    subject: { text: action, key: object?.phrase.key ?? action, plural: false },
    action: owned(action),
    infinitive: owned(join(forms.infinitive, rest)),
    // "we mentored" says nothing; a bare activity gets the general past clause.
    done: rest ? owned(join('we', forms.past, rest)) : null,
  };
}

function findFigure(tokens: readonly Token[]): Figure | null {
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
