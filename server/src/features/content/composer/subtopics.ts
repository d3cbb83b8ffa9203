/**
 * Sub-topics inside a field and the words that mark them, so a topic's points stay on its
 * sub-topic: an onboarding post draws onboarding points before interview advice from the same
 * hiring bank, and never a point that belongs to another sub-topic when its own has some.
 */
const SUBTOPICS: Readonly<Record<string, readonly string[]>> = {
  onboarding: [
    'onboard',
    'new hire',
    'first week',
    'first day',
    'first month',
    'buddy',
    'ninety days',
    'starts',
  ],
  interviewing: ['interview', 'candidate', 'work sample', 'debrief', 'job ad', 'recruit', 'offer'],
  mentoring: ['mentor', 'mentee', 'coach', 'sponsor', 'career'],
  feedback: ['feedback', 'praise', 'criticism', 'performance review'],
  'one-on-ones': ['one-on-one', '1:1', 'agenda', 'check-in'],
  pricing: ['pric', 'discount', 'willingness to pay', 'tier', 'value to the customer'],
  'on-call': ['on-call', 'incident', 'pager', 'alert', 'outage', 'woke', 'postmortem'],
  'code review': ['code review', 'pull request', 'reviewer', 'diff'],
  discovery: ['discovery', 'demo', 'pitch', 'problem, not the product'],
  pipeline: ['pipeline', 'deal', 'forecast', 'next step'],
  budgeting: ['budget', 'spend', 'forecast', 'runway', 'headcount'],
  'technical debt': ['technical debt', 'refactor', 'rewrite', 'legacy'],
};

function marks(text: string, terms: readonly string[]): boolean {
  return terms.some((term) =>
    new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text),
  );
}

/** The sub-topics a topic names: "Why most onboarding fails" → onboarding. */
export function subtopicsOf(topic: string): string[] {
  return Object.keys(SUBTOPICS).filter((name) => marks(topic, SUBTOPICS[name]));
}

/**
 * How well a point fits the topic's sub-topics: +2 when it is about one of them, −2 when it is
 * about another sub-topic only, 0 when it is general or the topic names none.
 */
export function subtopicFit(item: string, topics: readonly string[]): number {
  if (topics.length === 0) return 0;
  if (topics.some((name) => marks(item, SUBTOPICS[name]))) return 2;
  const other = Object.keys(SUBTOPICS).some(
    (name) => !topics.includes(name) && marks(item, SUBTOPICS[name]),
  );
  return other ? -2 : 0;
}
