import type { Niche } from '@postpilot/common';
import { sanitize } from './text';

/**
 * Concrete angles on each niche of the product, for posts without a topic (auto-post, an empty
 * topic field). Each is a neutral topic a professional in that niche could write about, in the
 * forms a user types (noun phrases, questions, commands, "why … fails", "three mistakes in …").
 * None is in the first person: the author has told us nothing they did, so no post may say so.
 */
export const NICHE_ANGLES: Record<Niche, readonly string[]> = {
  Marketing: [
    'Stop chasing vanity metrics',
    'Writing for one reader instead of an audience',
    'Deciding which campaigns to kill',
    'Customer interviews before positioning',
    'Three mistakes in a marketing brief',
    'Why content nobody asked for fails',
    'Marketing and sales sharing one pipeline review',
    'Should brand awareness be measured?',
  ],
  'AI & Technology': [
    'Deciding which tasks to automate',
    'Adopting AI tools without losing judgement',
    'Running a first AI pilot',
    'Why most AI projects stall after the demo',
    'Writing down the problem before choosing the tool',
    'Should every team have an AI budget?',
    'Stop buying tools to fix process problems',
    'Data quality before machine learning',
  ],
  'Startups & Entrepreneurship': [
    'Hiring your first five people',
    'Talking to customers every week',
    'The first year of a startup',
    'Saying no to a good customer',
    'Setting a first price',
    'Stop building features for the next funding round',
    'Founder-led sales',
    'Is it too early to hire a manager?',
  ],
  'Business Strategy': [
    'A strategy that fits on one page',
    'Choosing what not to do',
    'Reviewing strategy every quarter',
    'Competing on service instead of price',
    'Why strategy offsites fail',
    'Stop calling every goal a priority',
    'Strategy that survives the first budget cut',
    'Should strategy be written by the whole team?',
  ],
  Leadership: [
    'How to run one-on-ones',
    'Giving feedback the same week',
    'Write down every team decision',
    'Delegating decisions instead of tasks',
    'Leading a team through a reorg',
    'Three mistakes in the first year as a manager',
    'Stop being the escalation point for everything',
    'Hiring people who disagree with you',
    'Is it possible to be a manager and stay technical?',
    'Running meetings that end with a decision',
    'Protecting your team from priority churn',
  ],
  'Personal Development': [
    'Building a weekly review habit',
    'Keeping a decision journal',
    'Learning in public',
    'Read less and write more',
    'Asking for feedback on purpose',
    'Stop waiting to feel ready',
    'Saying no without guilt',
    'Is a five-year plan still useful?',
  ],
  Sales: [
    'Finding the real problem on a discovery call',
    'Stop discounting at the end of the quarter',
    'Following up without being pushy',
    'Running a weekly pipeline review',
    'Writing a cold email worth answering',
    'Stop pitching in the first meeting',
    'Losing a deal well',
    'Should sales own renewals?',
  ],
  Finance: [
    'Cash flow forecasting for small teams',
    'A monthly spend report for every budget owner',
    'Planning headcount against runway',
    'Explaining the numbers to people outside finance',
    'Three mistakes in a board pack',
    'Stop treating the budget as a target',
    'Zero-based budgeting in practice',
    'Is annual budgeting worth the effort?',
  ],
  Healthcare: [
    'Safer patient handoffs between shifts',
    'Should nurses own the rota?',
    'Technology that gives clinicians time back',
    'Waiting times in outpatient clinics',
    'Burnout among clinical staff',
    'Stop adding forms clinicians have to fill in',
    'Why discharge plans fail',
    'Should every hospital have a patient council?',
  ],
  Education: [
    'Feedback students actually read',
    'Should teachers grade homework?',
    'Teaching with real problems instead of worksheets',
    'Planning lessons as a department',
    'Giving quiet students a voice in class',
    'Stop teaching to the test',
    'The first week of school',
    'Should homework still be set?',
  ],
  'Real Estate': [
    'Pricing a home honestly',
    'Tell sellers what buyers will object to',
    'Reading a local market before listing',
    'Long-term relationships with landlords',
    'Three mistakes first-time buyers make',
    'Stop overpromising on sale dates',
    'Property viewings that sell',
    'Is now a good time to buy a home?',
  ],
  'E-commerce': [
    'Product pages that answer the real questions',
    'Make returns easy',
    'Deciding what to discount',
    'Delivery promises customers trust',
    'Why checkout pages lose customers',
    'Stop optimising for the first order only',
    'Repeat customers',
    'Is free shipping worth it?',
  ],
  'Social Media': [
    'Posting consistently without burning out',
    'Reply to every comment',
    'Writing hooks that are honest',
    'Planning a month of posts in one afternoon',
    'Building an audience around one topic',
    'Stop chasing every new format',
    'Three mistakes in a weekly posting habit',
    'Should anyone chase follower counts?',
  ],
  'Design & Creativity': [
    'Design critiques that help',
    'Test with five users',
    'Creativity under tight deadlines',
    'A first design system',
    'Writing the brief before opening Figma',
    'Stop designing for the portfolio',
    'Accessibility from the first sketch',
    'Should designers write code?',
  ],
  'Data Science': [
    'Dashboards people actually open',
    'Define every metric in writing',
    'Explaining a model to people who will use it',
    'Choosing which questions to answer first',
    'Data quality checks before analysis',
    'Stop reporting averages',
    'A/B tests that end with a decision',
    'Is a data team a cost centre?',
  ],
  'Software Development': [
    'Keep pull requests small',
    'Deleting code as a team habit',
    'An on-call rotation that lasts',
    'Feature flags instead of long-lived branches',
    'Why on-call burns teams out',
    'Paying down technical debt every sprint',
    'Writing the design doc before the code',
    'Stop estimating everything',
    'Code reviews that teach',
    'Is a rewrite ever the right call?',
    'Testing in production safely',
  ],
  Productivity: [
    'Protecting two hours of deep work a day',
    'Batch your email',
    'Planning the week on Friday afternoon',
    'Deciding what not to do',
    'Meetings with a written agenda',
    'Stop using your inbox as a to-do list',
    'A to-do list that fits on one card',
    'Is multitasking ever worth it?',
  ],
  'Career Advice': [
    'Asking for a promotion with evidence',
    'Keep a brag document',
    'Changing careers after ten years',
    'How to prepare for a salary negotiation',
    'Building a network before you need it',
    'Stop waiting to be noticed',
    'Three mistakes in a job application',
    'Should you stay at a job for the title?',
  ],
  'Industry News': [
    'Reading industry news without the noise',
    'Summarise the week for your team',
    'Deciding which trends to act on',
    'Why layoffs go wrong',
    'Regulation as a product input',
    'Stop reacting to every headline',
    'Separating signal from hype',
    'Which industry trends will last?',
  ],
  Motivational: [
    'Small wins on hard weeks',
    'Write down what went well',
    'Starting before you feel ready',
    'Recovering from a bad week',
    'Consistency over intensity',
    "Stop comparing your start to someone's middle",
    'Why setbacks feel bigger than they are',
    'Is motivation overrated?',
  ],
};

/** Angles for an author without niches. */
export const GENERAL_ANGLES: readonly string[] = [
  'Asking for feedback on purpose',
  'Three mistakes new managers make',
  'Writing things down',
  'Protect an hour a week for learning',
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
