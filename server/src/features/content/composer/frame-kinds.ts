import { isTagged, pluralOf, tokenize, verbForms, type Token } from './nlp';
import { findChunks, isMassNoun, readPhrase, type Chunk, type NounPhrase } from './phrase';
import { capitalise } from './text';
import {
  AUXILIARIES,
  CONTAINERS,
  NEGATIONS,
  STOP_VERBS,
  SUBJECT_PRONOUNS,
  WH_WORDS,
  base,
  isGeneric,
  isVerb,
  join,
  keyChunk,
  lastWord,
  span,
  subjectOf,
  subjectSpan,
  verbPhrase,
  type TopicFrame,
} from './frame-parts';

export function questionFrame(mid: string, tokens: readonly Token[]): TopicFrame {
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

export function whFrame(mid: string, tokens: readonly Token[]): TopicFrame {
  // "how to hire your first engineer"
  if (tokens[1]?.lower === 'to' && tokens[2]) {
    // Advice to the reader: their first engineer, and nothing the author is said to have done.
    const { against, ...phrase } = verbPhrase(tokens, 2, 'we', false);
    const subject = subjectOf(tokens, 3);
    return {
      ...base(mid, tokens, subject),
      kind: 'clause',
      ...phrase,
      done: null,
      against,
      howTo: true,
    };
  }
  const who = pluralSubject(tokens) ?? subjectSpan(tokens, 1);
  const verbAt =
    who.end < tokens.length &&
    (who.end === 2 && who.text === tokens[1].text
      ? true
      : isVerb(tokens[who.end], tokens[who.end - 1], who.end === tokens.length - 1))
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
    const learned =
      tokens[0].lower === 'what' && /^(?:learn|learned|learnt)$/.test(tokens[verbAt].lower);
    const object = subjectOf(tokens, objectAt, who.text);
    return {
      // "100 pricing conversations" is the figure; what they teach about is pricing conversations.
      ...base(mid, tokens, learned ? { ...object, text: object.key } : object),
      kind: 'clause',
      ...phrase,
      // "what I learned from …" is what the post tells, not something the author did: a list.
      ...(tokens[0].lower === 'what' ? { action: null, infinitive: null, done: null } : {}),
      ...(learned ? { items: 'lessons' as const } : {}),
      ...(teamSubject ? { infinitive: null } : {}),
      ...(describesPractice(tokens, verbAt) ? { done: null, practice: true } : {}),
    };
  }
  // "why most onboarding fails": a claim the post explains.
  const read = who.end > 1 ? readPhrase(tokens.slice(1, who.end)) : null;
  const lone = who.end === 2 ? tokens[1].lower : '';
  const subject = read ?? (lone ? { text: lone, key: lone, plural: /s$/.test(lone) } : null);
  const isWhy = tokens[0].lower === 'why';
  return {
    ...base(mid, tokens, subject ?? subjectOf(tokens, 1)),
    kind: isWhy ? 'why' : 'clause',
    claim: verbAt > 0 ? span(tokens, 1) : null,
    question: isWhy && verbAt > 0 ? whyQuestion(tokens, verbAt, subject?.plural ?? false) : null,
  };
}

/**
 * "how I run one-on-ones": a verb in the present (not one that reads the same in the past, as
 * "cut" does) tells how the author works, not what they once did.
 */
function describesPractice(tokens: readonly Token[], verbAt: number): boolean {
  const verb = tokens[verbAt];
  const forms = verbForms(verb.lower);
  if (tokens[0].lower !== 'how' || isTagged(verb, 'PastTense') || forms.past === forms.infinitive)
    return false;
  return verb.lower === forms.infinitive || verb.lower === forms.present;
}

/**
 * "why deals stall after the demo": the tagger reads "deals" as a verb and "stall" as a noun;
 * a plural-looking word straight after "why", followed by a word that can be a verb, is the
 * subject.
 */
function pluralSubject(tokens: readonly Token[]): { text: string; end: number } | null {
  const [, noun, verb] = tokens;
  if (!noun || !verb || !/[^s]s$/.test(noun.lower) || !isTagged(noun, 'Verb')) return null;
  if (isTagged(verb, 'Preposition', 'Determiner', 'Adverb', 'Conjunction', 'Adjective', 'Gerund'))
    return null;
  return { text: noun.text, end: 2 };
}

/** "why most onboarding fails" asked: "Why does most onboarding fail?" */
function whyQuestion(tokens: readonly Token[], verbAt: number, plural: boolean): string {
  const who = span(tokens, 1, verbAt);
  const verb = tokens[verbAt];
  const rest = span(tokens, verbAt + 1);
  if (isTagged(verb, 'Copula', 'Modal') || AUXILIARIES.has(verb.lower))
    return `${capitalise(join('why', verb.lower, who, rest))}?`;
  const aux = isTagged(verb, 'PastTense')
    ? 'did'
    : /[^s]s$/.test(verb.lower) && !plural
      ? 'does'
      : 'do';
  return `${capitalise(join('why', aux, who, verbForms(verb.lower).infinitive, rest))}?`;
}

export function imperativeFrame(mid: string, tokens: readonly Token[]): TopicFrame {
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
  const action = join(forms.gerund, rest);
  // "stop discounting at the end of the quarter": no object but a time, so the subject is the
  // act; "protect an hour a week for learning": the act it is for.
  const object = keyChunk(tokens, at + 1);
  const purpose = tokens.find(
    (t, i) => i > at + 1 && isTagged(t, 'Gerund') && isTagged(tokens[i - 1], 'Preposition'),
  );
  const act = purpose?.lower ?? forms.gerund;
  const subject =
    object && !isGeneric(object) ? object.phrase : { text: act, key: act, plural: false };
  return {
    ...base(mid, tokens, subject),
    kind: 'imperative',
    about: against ? `why ${action} is a mistake` : `why ${action} matters`,
    action,
    infinitive: join(forms.infinitive, rest),
    done: null,
    advice: mid.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()),
    against,
  };
}

export function statementFrame(mid: string, tokens: readonly Token[], verb: number): TopicFrame {
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

export function nounFrame(mid: string, tokens: readonly Token[]): TopicFrame {
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
  if (activity || actsOnMany(tokens)) return gerundFrame(frame, tokens, 0);
  const counted = countedContainer(tokens);
  if (counted) return containerFrame(frame, tokens, counted);
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

/**
 * "Running sales meetings that end on time", "Writing briefs people read": an -ing word before
 * a plural is an activity, unless the -ing word names a field of its own ("pricing
 * conversations", "marketing briefs").
 */
function actsOnMany(tokens: readonly Token[]): boolean {
  const [first] = tokens;
  if (!/^\p{L}{3,}ing$/u.test(first.lower) || isMassNoun(first.lower)) return false;
  const object = findChunks(tokens.slice(1))[0];
  return object?.start === 0 && object.phrase.plural;
}

/** "Five mistakes new sales managers make": a number and a container open the topic. */
function countedContainer(tokens: readonly Token[]): Chunk | null {
  const [count, container] = tokens;
  if (!container || !isTagged(count, 'Value') || isTagged(count, 'Ordinal')) return null;
  if (!CONTAINERS.has(container.lower) || !isTagged(container, 'Plural')) return null;
  const phrase = readPhrase(tokens.slice(0, 2));
  return phrase ? { start: 0, end: 2, phrase } : null;
}

/** "three lessons from mentoring", "3 mistakes I made as a first-time manager". */
function containerFrame(frame: TopicFrame, tokens: readonly Token[], head: Chunk): TopicFrame {
  const numbered = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(
    head.phrase.text,
  );
  const count = numbered ? head.phrase.text.replace(/^(?:the|my|our)\s+/i, '') : null;
  const list = { count, number: numberIn(count), items: listKind(lastWord(head)) };
  const figure = frame.figure && count?.includes(frame.figure.text) ? null : frame.figure;
  const next = tokens[head.end];
  const focusAt = head.end + (isTagged(next, 'Preposition', 'Conjunction') ? 1 : 0);
  if (isTagged(tokens[focusAt], 'Gerund')) {
    return { ...gerundFrame(frame, tokens, focusAt), ...list, figure };
  }
  const focusChunk = findChunks(tokens).find((c) => c.start === focusAt);
  const focus = every(tokens, focusAt) ?? subjectOf(tokens, focusAt, frame.text);
  // "mistakes I made as …", "mistakes new managers make": the container with its clause is
  // what the post is about; the people in the clause are its subject.
  const after = focusChunk ? tokens[focusChunk.end] : undefined;
  const relative =
    isTagged(next, 'Pronoun') ||
    (focusAt === head.end && isTagged(after, 'Verb') && !isTagged(after, 'Gerund'));
  const about = relative
    ? `the ${span(tokens, head.start + (numbered ? 1 : 0), tokens.length)}`
    : focus.text.replace(/^the /, '');
  return { ...frame, about, subject: focus, ...list, figure };
}

/** "in every discovery call": what every one of them shares, said of all of them. */
function every(tokens: readonly Token[], from: number): NounPhrase | null {
  const chunk = keyChunk(tokens, from);
  if (!chunk || !['every', 'each'].includes(tokens[chunk.start].lower) || chunk.phrase.plural)
    return null;
  const plural = pluralOf(chunk.phrase.key);
  return { text: plural, key: plural, plural: true };
}

function gerundFrame(frame: TopicFrame, tokens: readonly Token[], at: number): TopicFrame {
  const forms = verbForms(tokens[at].lower);
  const rest = span(tokens, at + 1);
  const action = join(tokens[at].lower, rest);
  // Read without the -ing word, which the chunker may have taken as a modifier.
  const object = keyChunk(tokens.slice(at + 1));
  const direct = object?.start === 0 ? object.phrase : null;
  return {
    ...frame,
    about: action,
    subject: { text: action, key: object?.phrase.key ?? action, plural: false },
    object: direct,
    action,
    infinitive: join(forms.infinitive, rest),
    // An activity is a subject to discuss, not something the author is said to have done.
    done: null,
  };
}

const NUMBER_WORDS = 'one two three four five six seven eight nine ten'.split(' ');

/** 3 in "3 mistakes", "three lessons". */
function numberIn(count: string | null): number | null {
  if (!count) return null;
  const digits = /\d+/.exec(count);
  if (digits) return Number(digits[0]);
  const word = NUMBER_WORDS.findIndex((n) => new RegExp(`\\b${n}\\b`, 'i').test(count));
  return word >= 0 ? word + 1 : null;
}

function listKind(container: string): TopicFrame['items'] {
  if (/^(?:mistake|myth|sign)s?$/.test(container)) return 'mistakes';
  if (/^questions?$/.test(container)) return 'questions';
  if (/^(?:lesson|truth|takeaway|learning|rule|thought|note)s?$/.test(container)) return 'lessons';
  return 'ways';
}
