import { FIELDS, GENERAL, type Field } from './fields';
import type { TopicFrame } from './frame';
import { verbForms } from './nlp';

/**
 * The field a post's topic belongs to, so its points, measures and readers are that field's.
 * Nothing here is a claim about the author: only what is generally true in the field.
 */
export type Domain = Omit<Field, 'keywords'>;

/** Fields a topic's verb names: "how to hire …" is about hiring. Only where the noun is the field's name. */
export const FIELD_OF_VERB: Readonly<Record<string, string>> = {
  hire: 'hiring',
  recruit: 'recruiting',
  lead: 'leadership',
  sell: 'sales',
  market: 'marketing',
  manage: 'management',
  negotiate: 'negotiation',
  network: 'networking',
  mentor: 'mentoring',
  coach: 'coaching',
  delegate: 'delegation',
  onboard: 'onboarding',
  budget: 'budgeting',
  price: 'pricing',
  automate: 'automation',
  design: 'design',
  write: 'writing',
  teach: 'teaching',
  test: 'testing',
  invest: 'investing',
  fundraise: 'fundraising',
};

/** The field each verb's field name belongs to. */
const DOMAIN_OF_FIELD: Readonly<Record<string, string>> = {
  hiring: 'hiring',
  recruiting: 'hiring',
  onboarding: 'hiring',
  leadership: 'leadership',
  management: 'leadership',
  delegation: 'leadership',
  sales: 'sales',
  marketing: 'marketing',
  mentoring: 'growth',
  coaching: 'growth',
  networking: 'growth',
  budgeting: 'finance',
  pricing: 'finance',
  investing: 'finance',
  automation: 'data',
  design: 'design',
  teaching: 'education',
  testing: 'engineering',
  fundraising: 'strategy',
};

/** Sectors name the setting of everything said about them: "burnout among ICU nurses". */
const SECTORS = new Set(['healthcare', 'education']);

function strip({ keywords: _keywords, ...domain }: Field): Domain {
  return domain;
}

const match = (text: string, fields: readonly Field[] = FIELDS): Field | undefined =>
  text ? fields.find((field) => field.keywords.test(text)) : undefined;

/** The field of a text: the first whose words it uses, else the first its context points to. */
export function domainOf(topic: string, context: readonly string[]): Domain {
  const found = match(topic) ?? context.map((text) => match(text)).find(Boolean);
  return strip(found ?? GENERAL);
}

/**
 * The field of a topic, read in order of how much each part says: a sector named anywhere,
 * the verb ("hire your first engineer" is hiring), the key phrase ("cloud bill" is
 * spending), the whole topic, then the author's niches and title.
 */
export function fieldOf(frame: TopicFrame, context: readonly string[]): Domain {
  const sector = match(
    frame.text,
    FIELDS.filter((field) => SECTORS.has(field.id)),
  );
  const verb = (frame.action ?? '').split(' ')[0];
  const verbField = verb ? DOMAIN_OF_FIELD[FIELD_OF_VERB[verbForms(verb).infinitive] ?? ''] : '';
  const byVerb = FIELDS.find((field) => field.id === verbField);
  const found =
    sector ??
    byVerb ??
    match(frame.subject.key) ??
    match(frame.text) ??
    context.map((text) => match(text)).find(Boolean);
  return strip(found ?? GENERAL);
}
