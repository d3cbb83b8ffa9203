/**
 * Sub-topics inside a field and the words that mark them, so a topic's points stay on its
 * sub-topic: an onboarding post draws onboarding points before interview advice from the same
 * hiring bank, and never a point that belongs to another sub-topic when its own has some.
 * Each pattern matches from the start of a word ("pric" marks pricing and price).
 */
const SUBTOPICS: Readonly<Record<string, RegExp>> = {
  onboarding: /\b(?:onboard|new hire|first week|first day|first month|buddy|ninety days|starts)/i,
  interviewing: /\b(?:interview|candidate|work sample|debrief|job ad|recruit|offer)/i,
  mentoring: /\b(?:mentor|mentee|coach|sponsor|career)/i,
  feedback: /\b(?:feedback|praise|criticism|performance review)/i,
  'one-on-ones': /(?:\bone-on-one|\b1:1|\bagenda|\bcheck-in)/i,
  meetings: /\b(?:(?<!status )meeting|recurring)/i,
  pricing: /\b(?:pric|discount|willingness to pay|tier|value to the customer)/i,
  negotiation:
    /\b(?:negotiat|discount|concession|walk-away|hold the price|end of (?:the|every) quarter)/i,
  discovery: /\b(?:discovery|demo|pitch|problem, not the product|buyer’s problem)/i,
  'cold outreach':
    /\b(?:cold (?:email|call|outreach)|outreach|prospect|follow(?:ing)?[- ]up|first line|opened but|reply)/i,
  forecasting: /\b(?:forecast|close date|commit)/i,
  'sales cycle':
    /\b(?:sales cycle|next step|close date|stage\b|stall|decision process|how the buyer decides|have to say yes|wait longest|wait weeks)/i,
  pipeline: /\b(?:pipeline|deal|next step|quota|stage)/i,
  'sales teams':
    /\b(?:sales manag|reps?\b|sales meeting|their own accounts|managing the team|used to sell)/i,
  budgeting: /\b(?:budget|spend|runway|headcount)/i,
  briefs: /\b(?:brief|one specific reader|one reader|for everyone|the wrong reader)/i,
  positioning: /\b(?:positioning|messaging|differentiat|competitor|tagline|replace)/i,
  campaigns: /\b(?:campaign|launch)/i,
  content: /\b(?:content|SEO|search|publish|distribut|newsletter|posts?\b|viral)/i,
  'on-call': /\b(?:on-call|incident|pager|alert|outage|woke|postmortem)/i,
  'code review': /\b(?:code review|pull request|reviewer|diff)/i,
  'technical debt': /\b(?:technical debt|refactor|rewrite|legacy)/i,
};

/**
 * Words that mark a sub-topic in a topic, though not in a point: "Hiring your first account
 * executive" is about interviewing, while "Hire for what the team is missing" suits any hiring post.
 */
const TOPIC_MARKS: Readonly<Record<string, RegExp>> = {
  interviewing: /\bhir(?:e|es|ing)\b/i,
};

/** The sub-topics a topic names: "Why most onboarding fails" → onboarding. */
export function subtopicsOf(topic: string): string[] {
  return Object.keys(SUBTOPICS).filter(
    (name) => SUBTOPICS[name].test(topic) || TOPIC_MARKS[name]?.test(topic),
  );
}

/**
 * How well a point fits the topic's sub-topics: +2 when it is about one of them, −2 when it is
 * about another sub-topic only, 0 when it is general or the topic names none.
 */
export function subtopicFit(item: string, topics: readonly string[]): number {
  if (topics.length === 0) return 0;
  if (topics.some((name) => SUBTOPICS[name].test(item))) return 2;
  const other = Object.keys(SUBTOPICS).some(
    (name) => !topics.includes(name) && SUBTOPICS[name].test(item),
  );
  return other ? -2 : 0;
}
