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

/**
 * Nouns and compounds that name their field whatever else a topic's words suggest: "pricing
 * conversations" are sales (though "pricing" alone is spending), "forecast accuracy" is sales,
 * "briefs" are marketing. Looked up from the head of the key phrase back to its first word.
 */
const FIELD_OF_NOUN: Readonly<Record<string, string>> = {
  'pricing conversation': 'sales',
  'price objection': 'sales',
  'cold email': 'sales',
  'cold call': 'sales',
  'cold outreach': 'sales',
  'discovery call': 'sales',
  'account executive': 'sales',
  'win rate': 'sales',
  sales: 'sales',
  deal: 'sales',
  pipeline: 'sales',
  quota: 'sales',
  discount: 'sales',
  discounting: 'sales',
  prospect: 'sales',
  prospecting: 'sales',
  forecast: 'sales',
  outreach: 'sales',
  negotiation: 'sales',
  renewal: 'sales',
  brief: 'marketing',
  positioning: 'marketing',
  messaging: 'marketing',
  campaign: 'marketing',
  brand: 'marketing',
  newsletter: 'marketing',
  meeting: 'leadership',
  'one-on-one': 'leadership',
};

/** The field the key phrase's own nouns name, from its head back. */
function fieldOfNouns(key: string): string | undefined {
  // The head of "cash flow forecasting for small teams" comes before its preposition.
  const [phrase] = key
    .toLowerCase()
    .split(/\s+(?:in|on|at|of|for|to|from|with|without|among|by|as|before|after|over|than)\s+/);
  const words = phrase.split(/\s+/);
  const singular = (word: string) => word.replace(/(?<=[^s])s$/, '');
  for (let end = words.length; end > 0; end--) {
    const head = words[end - 1];
    const pair = end > 1 ? `${words[end - 2]} ${singular(head)}` : '';
    const field = FIELD_OF_NOUN[pair] ?? FIELD_OF_NOUN[head] ?? FIELD_OF_NOUN[singular(head)];
    // A head that names no field leaves it to its modifiers ("forecast accuracy").
    if (field) return field;
  }
  return undefined;
}

/** Sectors name the setting of everything said about them: "burnout among ICU nurses". */
const SECTORS = new Set(['healthcare', 'education']);

function strip({ keywords: _keywords, ...domain }: Field): Domain {
  return domain;
}

const match = (text: string, fields: readonly Field[] = FIELDS): Field | undefined =>
  text ? fields.find((field) => field.keywords.test(text)) : undefined;

/**
 * The field whose words a text uses; where several do ("pricing" is spending, "discount" is
 * sales), the one the author's niches name, else the first.
 */
function matchAmong(text: string, niches: readonly Field[]): Field | undefined {
  const hits = (field: Field) => text.match(new RegExp(field.keywords.source, 'gi'))?.length ?? 0;
  const found = text ? FIELDS.filter((field) => hits(field) > 0) : [];
  const most = Math.max(0, ...found.map(hits));
  const strongest = found.filter((field) => hits(field) === most);
  return strongest.find((field) => niches.includes(field)) ?? strongest[0];
}

/** The field of a text: the first whose words it uses, else the first its context points to. */
export function domainOf(topic: string, context: readonly string[]): Domain {
  const found = match(topic) ?? context.map((text) => match(text)).find(Boolean);
  return strip(found ?? GENERAL);
}

/**
 * The field of a topic, read in order of how much each part says: a sector named anywhere,
 * the verb ("hire your first engineer" is hiring), the nouns of the key phrase that name a
 * field ("forecast accuracy" is sales), the words of the key phrase ("cloud bill" is
 * spending), the whole topic, then the author's niches and title; the niches also choose
 * between fields whose words a phrase shares. For a post read back (`post`), its words come
 * right after the nouns.
 */
export function fieldOf(frame: TopicFrame, context: readonly string[], post?: string): Domain {
  const sector = match(
    frame.text,
    FIELDS.filter((field) => SECTORS.has(field.id)),
  );
  const verb = (frame.action ?? '').split(' ')[0];
  const verbField = verb ? DOMAIN_OF_FIELD[FIELD_OF_VERB[verbForms(verb).infinitive] ?? ''] : '';
  const byVerb = FIELDS.find((field) => field.id === verbField);
  const nounField = fieldOfNouns(frame.subject.key);
  const byNoun = FIELDS.find((field) => field.id === nounField);
  const niches = context.map((text) => match(text)).filter((field): field is Field => !!field);
  const found =
    sector ??
    byVerb ??
    byNoun ??
    // A post's own words say its field better than one phrase read from it ("the price").
    (post ? matchAmong(post, niches) : undefined) ??
    matchAmong(frame.subject.key, niches) ??
    matchAmong(frame.text, niches) ??
    niches[0];
  return strip(found ?? GENERAL);
}
