/**
 * The field a post's topic belongs to, so its example can name the people, the meetings and
 * the measures of that field instead of "the team" and "results". Nothing here is a claim about
 * the author: only who is usually in the room and what is usually measured.
 */
export interface Domain {
  id: string;
  /** The people who do the work, after "with" or as a subject: "the engineers who run the services". */
  team: string;
  /** Someone else who took part: "someone from finance". */
  partner: string;
  /** A recurring meeting, after "in": "our weekly engineering review". */
  ritual: string;
  /** Something written the work was organised around: "a one-page dashboard". */
  artefact: string;
  /** What the field measures, a short noun phrase: "lead time". */
  measure: string;
  /** The work itself, for topics that name a person or an event: "our engineering process". */
  area: string;
  /** What goes wrong when it is neglected: "the on-call load". */
  risk: string;
  /** Who reads a post about it: "engineering leaders". */
  readers: string;
}

const DOMAINS: readonly (Domain & { keywords: RegExp })[] = [
  {
    id: 'engineering',
    keywords:
      /\b(?:engineer\w*|code|coding|software|deploy\w*|release\w*|CI|CD|build|cloud|infra\w*|platform|kubernetes|aws|azure|devops|on-?call|incident\w*|outage\w*|latency|api\w*|microservices?|monolith|bugs?|tests?|testing|refactor\w*|technical debt|pull requests?|code reviews?|architecture|database\w*|backend|frontend|github|jenkins|sre|observability|migration\w*|developer\w*)\b/i,
    team: 'the engineers who own the services',
    partner: 'a product manager',
    ritual: 'our weekly engineering review',
    artefact: 'a one-page dashboard',
    measure: 'lead time',
    area: 'the way we ship software',
    risk: 'the on-call load',
    readers: 'engineering leaders',
  },
  {
    id: 'hiring',
    keywords:
      /\b(?:hir\w*|recruit\w*|interview\w*|candidates?|talent|onboard\w*|new hires?|culture fit|job offers?|referrals?|headcount|resumes?|CVs?)\b/i,
    team: 'the hiring managers',
    partner: 'our recruiter',
    ritual: 'the weekly hiring sync',
    artefact: 'a written scorecard for the role',
    measure: 'first-year retention',
    area: 'hiring',
    risk: 'candidate experience',
    readers: 'hiring managers',
  },
  {
    id: 'sales',
    keywords:
      /\b(?:sales|sell\w*|deals?|pipeline|prospect\w*|quota|customers?|clients?|discovery calls?|cold (?:calls?|emails?)|negotiat\w*|churn|renewals?|account executives?|ARR|MRR|revenue|pricing)\b/i,
    team: 'the account executives',
    partner: 'someone from customer success',
    ritual: 'our Monday pipeline review',
    artefact: 'a shared deal review template',
    measure: 'win rate',
    area: 'our sales process',
    risk: 'forecast accuracy',
    readers: 'sales leaders',
  },
  {
    id: 'leadership',
    keywords:
      /\b(?:lead\w*|manag\w*|one-on-ones?|1:1s?|feedback|delegat\w*|teams?|reorg\w*|trust|decisions?|culture|morale|burnout|promotions?|mentor\w*|coach\w*|retention|performance reviews?|meetings?)\b/i,
    team: 'the leads on my team',
    partner: 'my own manager',
    ritual: 'our weekly leadership meeting',
    artefact: 'a short written decision log',
    measure: 'the number of escalations',
    area: 'the way we lead',
    risk: "the team's trust",
    readers: 'managers',
  },
  {
    id: 'product',
    keywords:
      /\b(?:product\w*|roadmap\w*|features?|users?|launch\w*|MVP|discovery|prioriti\w*|backlog|PM|PMs|experiments?|A\/B|activation|adoption|retention)\b/i,
    team: 'the product trio',
    partner: 'a designer',
    ritual: 'the fortnightly roadmap review',
    artefact: 'a one-page brief',
    measure: 'activation',
    area: 'product discovery',
    risk: 'the roadmap',
    readers: 'product managers',
  },
  {
    id: 'finance',
    keywords:
      /\b(?:financ\w*|budget\w*|cash|costs?|spend\w*|bill\w*|invoice\w*|forecast\w*|CFO|accounting|audit\w*|profit\w*|margins?|fundrais\w*|investors?|valuation|runway|savings?|money|salary|salaries|compensation)\b/i,
    team: 'the finance team',
    partner: 'the budget owners',
    ritual: 'the monthly budget review',
    artefact: 'a simple spend report',
    measure: 'spend against budget',
    area: 'spending',
    risk: 'the runway',
    readers: 'finance leaders',
  },
  {
    id: 'healthcare',
    keywords:
      /\b(?:health\w*|patients?|nurs\w*|clinic\w*|hospital\w*|doctors?|physicians?|care|medical|ICU|wards?|handoffs?|EHR|telehealth|pharma\w*)\b/i,
    team: 'the nurses on the ward',
    partner: 'one of the physicians',
    ritual: 'the morning huddle',
    artefact: 'a one-page checklist',
    measure: 'patient wait times',
    area: 'patient care',
    risk: 'patient safety',
    readers: 'healthcare leaders',
  },
  {
    id: 'education',
    keywords:
      /\b(?:educat\w*|teach\w*|students?|classroom\w*|school\w*|learn\w*|curricul\w*|lessons? plans?|courses?|training|universit\w*|grading|homework|tutor\w*)\b/i,
    team: 'the teachers in my department',
    partner: 'a parent volunteer',
    ritual: 'our weekly department meeting',
    artefact: 'a shared lesson plan',
    measure: 'completion rates',
    area: 'teaching',
    risk: "students' confidence",
    readers: 'educators',
  },
  {
    id: 'design',
    keywords:
      /\b(?:design\w*|UX|UI|prototyp\w*|figma|usability|research|brand\w*|creative\w*|typography|visual\w*|accessibility)\b/i,
    team: 'the designers',
    partner: 'an engineer',
    ritual: 'our weekly design critique',
    artefact: 'a clickable prototype',
    measure: 'task completion in usability tests',
    area: 'the design process',
    risk: 'consistency across the product',
    readers: 'designers',
  },
  {
    id: 'marketing',
    keywords:
      /\b(?:marketing|content|SEO|campaigns?|audience|social media|newsletters?|brand|copy\w*|ads?|advertising|funnel|leads?|conversion\w*|LinkedIn|posts?|email)\b/i,
    team: 'the marketing team',
    partner: 'someone from sales',
    ritual: 'the weekly campaign review',
    artefact: 'a one-page content calendar',
    measure: 'qualified leads',
    area: 'our marketing',
    risk: 'the brand',
    readers: 'marketers',
  },
  {
    id: 'data',
    keywords:
      /\b(?:data\w*|analytics|dashboards?|metrics?|models?|machine learning|ML|AI|LLMs?|experiments?|statistic\w*|SQL|warehouse)\b/i,
    team: 'the analysts',
    partner: 'the people who use the numbers',
    ritual: 'the weekly metrics review',
    artefact: 'a single dashboard everyone trusted',
    measure: 'time from question to answer',
    area: 'the way we use data',
    risk: 'trust in the numbers',
    readers: 'data teams',
  },
];

const GENERAL: Domain = {
  id: 'general',
  team: 'the people closest to the work',
  partner: 'a colleague from another team',
  ritual: 'our weekly team meeting',
  artefact: 'a one-page plan',
  measure: 'the outcome we cared about',
  area: 'the way we work',
  risk: "the team's focus",
  readers: 'anyone leading a team',
};

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

/**
 * The field of a topic: the first whose words the topic uses, else the first the author's
 * niches or job title point to, else a general one.
 */
export function domainOf(topic: string, context: readonly string[]): Domain {
  const match = (text: string) => DOMAINS.find((d) => d.keywords.test(text));
  const found = match(topic) ?? context.map(match).find(Boolean);
  if (!found) return GENERAL;
  const { keywords: _keywords, ...domain } = found;
  return domain;
}
