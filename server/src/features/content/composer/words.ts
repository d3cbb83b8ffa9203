import type { Deck } from './deck';
import { FIELD_OF_VERB, type Domain } from './domain';
import type { Figure, FrameKind, TopicFrame } from './frame';
import type { Persona } from './persona';
import { isTagged, tokenize, verbForms, type Token } from './nlp';
import { readPhrase } from './phrase';
import { capitalise } from './text';

/**
 * Everything a phrase may say about the post's topic and author, each in the grammatical form
 * its slot needs, so every sentence reads right whatever the topic. Where the topic has no
 * action of its own ("remote onboarding"), the action forms are built around its noun phrase.
 */
export interface Words {
  kind: FrameKind;
  /** After "about"/"on": "how we cut our cloud bill…", "remote onboarding". */
  about: string;
  /** The key noun phrase as it sits mid-sentence: "our cloud bill", "code reviews". */
  np: string;
  /** The same, sentence-initial. */
  Np: string;
  /** The noun phrase addressed to the reader: "your cloud bill", "code reviews". */
  yours: string;
  /**
   * What the team works on, for sentences about owning, measuring and reviewing it: the noun
   * phrase when it names a practice or a thing ("code reviews", "our cloud bill"), else the
   * field it belongs to ("hiring" for "your first engineer", "sales calls" for "100 sales calls").
   */
  area: string;
  Area: string;
  areaYours: string;
  /** The area without a possessive, after "your team"/"our": "CI" for "our CI". */
  areaBare: string;
  /** The topic as typed, mid-sentence. */
  topic: string;
  /** Agreement with `area`. */
  aIs: string;
  aS: string;
  aIt: string;
  /** The phrase without determiners: "cloud bill". */
  key: string;
  plural: boolean;
  /** `key` is one countable thing and needs an article: "a good first account executive". */
  counted: boolean;
  /** `area` is the topic's own phrase, not its field's name ("selling", "leadership"). */
  ownArea: boolean;
  /** The key phrase names people: "new sales managers", "your first engineer". */
  person: boolean;
  /** The claim says something goes wrong: "most onboarding fails", "deals stall". */
  setback: boolean;
  /** Agreement with `np`: is/are, it/they, its/their, does/do, has/have, -s or not. */
  is: string;
  was: string;
  it: string;
  its: string;
  does: string;
  has: string;
  s: string;
  /** The action as a gerund phrase: "cutting our cloud bill…", "getting remote onboarding right". */
  action: string;
  Action: string;
  /** As an infinitive phrase: "cut our cloud bill…", "get remote onboarding right". */
  inf: string;
  /** Done, first person, past, when the topic says so: "we cut our cloud bill…"; else empty. */
  done: string;
  Done: string;
  /** The topic tells what the author did, so the post may retell it. */
  told: boolean;
  /** "How to …": advice to the reader. */
  howTo: boolean;
  /** "How I run one-on-ones": a practice the author describes. */
  practice: boolean;
  /** What the topic says was not given up: "slowing the team down". */
  without: string | null;
  /** The number of items the topic promises, and what they are. */
  number: number | null;
  items: TopicFrame['items'];
  /** This post's draw of the field's points. */
  f: Deck;
  /** The topic has an action of its own (a clause, a command, a gerund phrase). */
  acted: boolean;
  /** The topic's own question, or one about its noun phrase. */
  question: string;
  figure: Figure | null;
  count: string | null;
  claim: string | null;
  advice: string | null;
  against: boolean;
  d: Domain;
  /** Where the author's experience comes from: "in my role as Head of Platform at Northwind". */
  work: string;
  audience: string | null;
  span: string | null;
}

export function buildWords(
  frame: TopicFrame,
  persona: Persona,
  domain: Domain,
  audience: string | null,
  deck: Deck,
): Words {
  const { subject } = frame;
  const plural = subject.plural;
  const np = subject.text;
  const acted = frame.action !== null;
  const area = areaOf(frame, domain);
  const ownArea = area !== domain.area || frame.text.toLowerCase().includes(area.toLowerCase());
  const person = isPerson(tokenize(subject.key).at(-1));
  const [doing, toDo] = actionOf(frame, ownArea ? area : np, person && !ownArea);
  const action = frame.action ?? doing;
  const inf = frame.infinitive ?? toDo;
  const done = frame.done ?? '';
  const agree = (one: string, many: string) => (plural ? many : one);
  const areaPlural =
    area === frame.object?.text
      ? frame.object.plural
      : area === np || area === subject.key
        ? plural
        : isTagged(tokenize(area).at(-1), 'Plural');
  const agreeArea = (one: string, many: string) => (areaPlural ? many : one);
  const question =
    frame.question ??
    `What ${agree('does', 'do')} ${np} look like when ${agree('it works', 'they work')}?`;
  return {
    kind: frame.kind,
    about: frame.about,
    np,
    Np: capitalise(np),
    yours: np.replace(/^(?:our|my)\b/i, 'your'),
    area,
    Area: capitalise(area),
    areaYours: area.replace(/^(?:our|my)\b/i, 'your'),
    areaBare: area.replace(/^(?:our|my|your|their)\s+/i, ''),
    topic: frame.text,
    aIs: agreeArea('is', 'are'),
    aS: agreeArea('s', ''),
    aIt: agreeArea('it', 'they'),
    key: subject.key,
    plural,
    counted: isCounted(subject.key),
    person,
    setback: SETBACK.test(frame.claim ?? ''),
    ownArea,
    is: agree('is', 'are'),
    was: agree('was', 'were'),
    it: agree('it', 'they'),
    its: agree('its', 'their'),
    does: agree('does', 'do'),
    has: agree('has', 'have'),
    s: agree('s', ''),
    action,
    Action: capitalise(action),
    inf,
    done,
    Done: capitalise(done),
    told: frame.done !== null,
    howTo: frame.howTo,
    practice: frame.practice,
    without: frame.without,
    number: frame.number,
    items: frame.items,
    f: deck,
    acted,
    question: capitalise(question),
    figure: frame.figure,
    count: frame.count,
    claim: frame.claim,
    advice: frame.advice,
    against: frame.against,
    d: domain,
    work: persona.work,
    audience,
    span: persona.span,
  };
}

/** Verbs of a claim that say something goes wrong. */
const SETBACK =
  /\b(?:fail|stall|leave|quit|lose|struggle|break|burn|die|go wrong|goes wrong|churn|slip|miss|drop|ignore|resist|underperform|backfire|hurt|waste|stop|don't|doesn't|never|can't|won't|isn't|aren't|rarely)(?:s|ed|ing)?\b/i;

/** Nouns for people: a topic about a person ("your first engineer") is about the work around them. */
const PEOPLE =
  /^(?:engineers?|managers?|hires?|leaders?|founders?|nurses?|teachers?|designers?|developers?|candidates?|employees?|interns?|ceos?|ctos?|doctors?|students?|customers?|clients?|mentors?|coaches?|recruiters?|colleagues?|bosses?|people|person|team ?mates?)$/;

/** See `Words.area`. */
function areaOf(frame: TopicFrame, domain: Domain): string {
  const { subject } = frame;
  const words = subject.text.split(/\s+/);
  const person = isPerson(tokenize(subject.key).at(-1));
  const longActivity = subject.text === frame.action && words.length > 2;
  // A command's noun ("culture fit") is what it argues about, not the work it is part of.
  if (frame.kind === 'imperative') return fieldOfVerb(frame) ?? domain.area;
  // "running sales meetings that end on time" works on sales meetings.
  const object = frame.object;
  const objectHead = tokenize(object?.key ?? '').at(-1);
  if (object && object.text === object.key && !isPerson(objectHead)) return object.text;
  if (!person && !longActivity && words.length <= 4 && !/\d/.test(subject.text))
    return subject.text;
  const field = fieldOfVerb(frame);
  if (field) return field;
  if (/\d/.test(subject.text) && subject.plural && !person) return subject.key;
  return domain.area;
}

/**
 * The action of a topic without one, as gerund and infinitive: getting its area right; avoiding
 * the mistakes a list names; working with the people it names. Never the field's name
 * ("getting selling right").
 */
function actionOf(frame: TopicFrame, thing: string, people: boolean): [string, string] {
  if (frame.items === 'mistakes' && /^the mistakes\b/.test(frame.about))
    return [`avoiding ${frame.about}`, `avoid ${frame.about}`];
  if (people) return [`working with ${thing}`, `work with ${thing}`];
  return [`getting ${thing} right`, `get ${thing} right`];
}

function isPerson(head: Token | undefined): boolean {
  return (
    isTagged(head, 'Actor', 'Person', 'FirstName', 'LastName') || PEOPLE.test(head?.lower ?? '')
  );
}

/** "first account executive" takes an article; "cold email", "one-on-ones" do not. */
function isCounted(key: string): boolean {
  const phrase = readPhrase(tokenize(key));
  return phrase !== null && !phrase.plural && /^the /.test(phrase.text);
}

function fieldOfVerb(frame: TopicFrame): string | undefined {
  const verb = (frame.action ?? '').split(' ')[0];
  return verb ? FIELD_OF_VERB[verbForms(verb).infinitive] : undefined;
}
