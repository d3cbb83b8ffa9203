import type { Domain } from './domain';
import type { Figure, FrameKind, TopicFrame } from './frame';
import type { Persona } from './persona';
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
  /** The phrase without determiners: "cloud bill". */
  key: string;
  plural: boolean;
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
  /** Done, first person, past: "we cut our cloud bill…", "we made remote onboarding a standing item…". */
  done: string;
  Done: string;
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

export function buildWords(frame: TopicFrame, persona: Persona, domain: Domain, audience: string | null): Words {
  const { subject } = frame;
  const plural = subject.plural;
  const np = subject.text;
  const acted = frame.action !== null;
  const action = frame.action ?? `getting ${np} right`;
  const inf = frame.infinitive ?? `get ${np} right`;
  const done = frame.done ?? `we made ${np} a standing item in ${domain.ritual}`;
  const agree = (one: string, many: string) => (plural ? many : one);
  const question =
    frame.question ?? `What ${agree('does', 'do')} ${np} look like when ${agree('it works', 'they work')}?`;
  return {
    kind: frame.kind,
    about: frame.about,
    np,
    Np: capitalise(np),
    yours: np.replace(/^(?:our|my)\b/i, 'your'),
    key: subject.key,
    plural,
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
