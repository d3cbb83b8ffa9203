import type { Niche } from '@postpilot/common';
import { sanitize } from './text';

/**
 * Concrete angles on each niche of the product, for posts without a topic (auto-post, an empty
 * topic field). Each is a topic a professional in that niche could write from experience, in
 * the forms a user types (clauses, noun phrases, questions, commands), and none claims a result
 * the author has not told us about.
 */
export const NICHE_ANGLES: Record<Niche, readonly string[]> = {
  Marketing: [
    'Why we stopped chasing vanity metrics',
    'Writing for one reader instead of an audience',
    'How we decide which campaigns to kill',
    'Customer interviews before positioning',
    'What a good brief looks like',
    'Stop publishing content nobody asked for',
    'Marketing and sales sharing one pipeline review',
    'Is brand awareness worth measuring?',
  ],
  'AI & Technology': [
    'How we decide which tasks to automate',
    'Adopting AI tools without losing judgement',
    'What our first internal AI pilot taught us',
    'Why most AI projects stall after the demo',
    'Writing down the problem before choosing the tool',
    'Should every team have an AI budget?',
    'Stop buying tools to fix process problems',
    'Data quality before machine learning',
  ],
  'Startups & Entrepreneurship': [
    'Hiring your first five people',
    'Why we talk to customers every week',
    'What I would do differently in year one',
    'Saying no to a good customer',
    'How we set our first price',
    'Stop building features for the next funding round',
    'Founder-led sales',
    'Is it too early to hire a manager?',
  ],
  'Business Strategy': [
    'Why our strategy fits on one page',
    'Choosing what not to do',
    'How we review strategy every quarter',
    'Competing on service instead of price',
    'What a strategy offsite should produce',
    'Stop calling every goal a priority',
    'Strategy that survives the first budget cut',
    'Should strategy be written by the whole team?',
  ],
  Leadership: [
    'How I run one-on-ones',
    'Giving feedback the same week',
    'Why I write down every team decision',
    'Delegating decisions instead of tasks',
    'Leading a team through a reorg',
    'What I learned from my first year as a manager',
    'Stop being the escalation point for everything',
    'Hiring people who disagree with you',
    'Is it possible to be a manager and stay technical?',
    'Running meetings that end with a decision',
    'Protecting your team from priority churn',
  ],
  'Personal Development': [
    'Building a weekly review habit',
    'Why I keep a decision journal',
    'Learning in public',
    'What reading less and writing more changed for me',
    'Asking for feedback on purpose',
    'Stop waiting to feel ready',
    'Saying no without guilt',
    'Is a five-year plan still useful?',
  ],
  Sales: [
    'Discovery calls that find the real problem',
    'Why we stopped discounting at the end of the quarter',
    'Following up without being pushy',
    'How we run our weekly pipeline review',
    'Writing cold emails people answer',
    'Stop pitching in the first meeting',
    'Losing a deal well',
    'Should sales own renewals?',
  ],
  Finance: [
    'Cash flow forecasting for small teams',
    'Why every budget owner gets a monthly spend report',
    'How we plan headcount against runway',
    'Explaining the numbers to people outside finance',
    'What a good board pack contains',
    'Stop treating the budget as a target',
    'Zero-based budgeting in practice',
    'Is annual budgeting worth the effort?',
  ],
  Healthcare: [
    'Safer patient handoffs between shifts',
    'Why nurses should own the rota',
    'Technology that gives clinicians time back',
    'How we reduced waiting times in outpatient clinics',
    'Burnout among clinical staff',
    'Stop adding forms clinicians have to fill in',
    'What patients remember about a hospital stay',
    'Should every hospital have a patient council?',
  ],
  Education: [
    'Feedback students actually read',
    'Why I stopped grading homework',
    'Teaching with real problems instead of worksheets',
    'How we plan lessons as a department',
    'Giving quiet students a voice in class',
    'Stop teaching to the test',
    'What a good first week of school looks like',
    'Is homework still worth setting?',
  ],
  'Real Estate': [
    'Pricing a home honestly',
    'Why I tell sellers what buyers will object to',
    'How we read a local market before listing',
    'Long-term relationships with landlords',
    'What first-time buyers ask too late',
    'Stop overpromising on sale dates',
    'Property viewings that sell',
    'Is it a good time to buy?',
  ],
  'E-commerce': [
    'Product pages that answer the real questions',
    'Why we made returns easier',
    'How we decide what to discount',
    'Delivery promises customers trust',
    'What our support tickets taught us about the checkout',
    'Stop optimising for the first order only',
    'Repeat customers',
    'Is free shipping worth it?',
  ],
  'Social Media': [
    'Posting consistently without burning out',
    'Why we reply to every comment',
    'Writing hooks that are honest',
    'How we plan a month of posts in one afternoon',
    'Building an audience around one topic',
    'Stop chasing every new format',
    'What a year of weekly posts taught me',
    'Do follower counts matter?',
  ],
  'Design & Creativity': [
    'Design critiques that help',
    'Why we test with five users',
    'Creativity under tight deadlines',
    'How we built our first design system',
    'Writing the brief before opening Figma',
    'Stop designing for the portfolio',
    'Accessibility from the first sketch',
    'Should designers write code?',
  ],
  'Data Science': [
    'Dashboards people actually open',
    'Why we define every metric in writing',
    'Explaining a model to people who will use it',
    'How we choose which questions to answer first',
    'Data quality checks before analysis',
    'Stop reporting averages',
    'A/B tests that end with a decision',
    'Is a data team a cost centre?',
  ],
  'Software Development': [
    'Why we keep pull requests small',
    'Deleting code as a team habit',
    'How we run our on-call rotation',
    'Feature flags instead of long-lived branches',
    'What on-call taught me about code quality',
    'Paying down technical debt every sprint',
    'Writing the design doc before the code',
    'Stop estimating everything',
    'Code reviews that teach',
    'Is a rewrite ever the right call?',
    'Testing in production safely',
  ],
  Productivity: [
    'Protecting two hours of deep work a day',
    'Why I batch my email',
    'Planning the week on Friday afternoon',
    'How I decide what not to do',
    'Meetings with a written agenda',
    'Stop using your inbox as a to-do list',
    'A to-do list that fits on one card',
    'Is multitasking ever worth it?',
  ],
  'Career Advice': [
    'Asking for a promotion with evidence',
    'Why I keep a brag document',
    'Changing careers after ten years',
    'How to prepare for a salary negotiation',
    'Building a network before you need it',
    'Stop waiting to be noticed',
    'What I look for when I hire',
    'Should you stay at a job for the title?',
  ],
  'Industry News': [
    'Reading industry news without the noise',
    'Why I summarise the week for my team',
    'How we decide which trends to act on',
    "What this year's layoffs teach managers",
    'Regulation as a product input',
    'Stop reacting to every headline',
    'Separating signal from hype',
    'Is this trend here to stay?',
  ],
  Motivational: [
    'Small wins on hard weeks',
    'Why I write down what went well',
    'Starting before you feel ready',
    'How I recover from a bad week',
    'Consistency over intensity',
    "Stop comparing your start to someone's middle",
    'What a setback taught me',
    'Is motivation overrated?',
  ],
};

/** Angles for an author without niches. */
export const GENERAL_ANGLES: readonly string[] = [
  'Asking for feedback on purpose',
  'What I learned from my biggest mistake at work',
  'Writing things down',
  'Why I block time for learning every week',
  'Building trust with a new team',
  'Stop saying yes to everything',
];

/**
 * The topic of a post without one: an angle on one of the author's niches or, in turn, one of
 * the themes their own posts come back to. The variant walks through them, niche by niche, so
 * each Regenerate and each auto-post moves on.
 */
export function pickAngle(
  niches: readonly string[],
  themes: readonly string[],
  variant: number,
): string {
  const known = niches.map((niche) => sanitize(niche)).filter(Boolean);
  const sources: (readonly string[])[] = known.map(
    (niche) => (NICHE_ANGLES[niche as Niche] as readonly string[] | undefined) ?? [niche],
  );
  const ownThemes = themes.map((theme) => sanitize(theme)).filter(Boolean);
  if (ownThemes.length > 0) sources.push(ownThemes);
  if (sources.length === 0) sources.push(GENERAL_ANGLES);
  const source = sources[variant % sources.length];
  return source[Math.floor(variant / sources.length) % source.length];
}
