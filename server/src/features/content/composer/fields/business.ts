import type { Field } from './types';

export const FINANCE: Field = {
  id: 'finance',
  keywords:
    /\b(?:financ\w*|budget\w*|cash|costs?|spend\w*|bills?|billing|invoice\w*|forecast\w*|CFO|accounting|profit\w*|margins?|runway|savings?|money|salary|salaries|compensation|expenses?|pricing|prices?)\b/i,
  area: 'spending',
  measure: 'unit cost',
  readers: 'finance and engineering leaders',
  bank: {
    practices: [
      'Give every cost line an owner who can actually change it.',
      'Track spend per customer, not only the monthly total.',
      'Review the largest few cost lines every month with the people who run them.',
      'Tag resources and contracts at creation, so nothing lands in an "unknown" bucket.',
      'Set a budget alert before the money is spent, not after the invoice arrives.',
      'Bring finance and the service owners into the same conversation about cost.',
      'Remove what nobody uses before negotiating a discount on it.',
      'Write down the assumptions behind every forecast, and check them each quarter.',
    ],
    mistakes: [
      'Cutting the visible line items while idle capacity keeps running',
      'Treating cost as a finance problem that engineers never see',
      'Reviewing spend once a year, when the budget is already set',
      'Chasing discounts before removing waste',
      'Measuring the total bill instead of the cost of serving one customer',
    ],
    signals: [
      'If your costs grow faster than your customer count, look at the architecture before the contracts.',
      'If nobody can explain a line on the invoice, nobody is managing it.',
      'If the forecast is always wrong in the same direction, an assumption is wrong, not the maths.',
    ],
    factors: [
      'who can see the numbers',
      'who is allowed to change the numbers',
      'how often the numbers are reviewed',
      'whether cost is measured per customer or only in total',
    ],
    beliefs: [
      'Spend that nobody owns only grows.',
      'Unit cost tells you more than the total ever will.',
      'Cost discipline is a habit of the people who spend, not a report from finance.',
      'The cheapest saving is the resource nobody uses.',
    ],
    questions: [
      'Do you know your cost per customer, and who on the team could tell you?',
      'Who owns the biggest line on your bill?',
      'How often do the people who spend the money see the numbers?',
    ],
  },
};

export const MARKETING: Field = {
  id: 'marketing',
  keywords:
    /\b(?:marketing|content|SEO|campaigns?|audience|social media|newsletters?|brand awareness|copy\w*|ads?|advertising|funnel|conversion\w*|positioning|messaging|briefs?|taglines?|vanity metrics|B2B|LinkedIn|posts?|customer interviews?)\b/i,
  area: 'marketing',
  measure: 'qualified pipeline',
  readers: 'marketers',
  bank: {
    practices: [
      'Write for one specific reader, and name them in the brief.',
      'Interview customers before writing positioning.',
      'Decide what success looks like before a campaign starts, and kill it quickly if it misses.',
      'Publish less and distribute each piece properly.',
      'Share one pipeline review with sales, so both teams see the same numbers.',
      'Reuse what works: one strong idea can become a post, a talk and an email.',
      'Track qualified conversations, not only clicks and impressions.',
      'Use the words customers use, not the words in the strategy deck.',
      'Keep the brief to one page, with the reader, the problem and the one thing they should believe afterwards.',
      'Put the decision the brief asks for in its first line.',
      'Settle positioning before messaging, starting with who it is for, what it replaces and why it is better.',
      'Test new positioning on sales calls before it reaches the website.',
      'Give every campaign one owner and an end date.',
      'Pick search topics from the questions customers ask sales every week.',
    ],
    mistakes: [
      'Chasing impressions that never turn into conversations',
      'Writing for everyone and reaching no one',
      'Launching campaigns without a clear way to judge them',
      'Copying a competitor’s positioning instead of listening to customers',
      'Treating sales feedback as noise',
      'Writing a brief that lists every audience and prioritises none',
      'Polishing taglines before agreeing on who the product is for',
      'Publishing on a schedule when nothing new needs saying',
      'Running a campaign with no end date, so it never gets judged',
    ],
    signals: [
      'If sales never uses your content, it was written for the wrong reader.',
      'If a campaign cannot fail, it cannot teach you anything either.',
      'If your messaging needs a glossary, customers are not reading it.',
      'If the team asks the same questions after reading the brief, the brief skipped them.',
      'If customers describe you differently from your website, the positioning belongs to the website, not to them.',
    ],
    factors: [
      'how clearly you know your reader',
      'how long your sales cycle is',
      'how closely marketing and sales work together',
      'how consistent you can be over a year',
      'how clearly the brief names one reader',
      'what customers would replace you with',
    ],
    beliefs: [
      'Clarity beats cleverness in almost every piece of marketing.',
      'Consistency compounds; one viral post does not.',
      'The best positioning is borrowed from customers’ own words.',
      'Marketing that sales cannot use is a cost, not an asset.',
      'A brief is a decision written down; without one, it is a wish list.',
      'Positioning is a choice about who you are not for.',
      'A campaign without an end date turns into background noise.',
    ],
    questions: [
      'Who is the one reader you write for?',
      'Which metric tells you a campaign worked, before it starts?',
      'How often do marketing and sales look at the same numbers?',
      'What do people do differently after reading your briefs?',
      'Could a customer say what you replace in one sentence?',
      'Which piece of content did sales send to a customer this month?',
      'Which line of your positioning did a customer last repeat back to you?',
      'Who is the one reader named in your latest brief?',
    ],
  },
};

export const STRATEGY: Field = {
  id: 'strategy',
  keywords:
    /\b(?:strateg\w*|OKRs?|goals?|priorit\w*|planning|offsites?|startups?|founders?|compet\w*|scal\w*|SaaS|growth|business model|year one)\b/i,
  area: 'strategy',
  measure: 'progress on the few goals that matter',
  readers: 'founders and leaders',
  bank: {
    practices: [
      'Write the strategy on one page, so everyone can actually read it.',
      'Name what you will not do this year, as clearly as what you will do.',
      'Limit real priorities to three; everything else is a wish.',
      'Review the plan every quarter against what actually happened.',
      'Tie every goal to one owner and one measure.',
      'Explain the reasoning, not only the decision, so teams can apply it without asking.',
      'Talk to customers before setting goals, not after.',
      'Keep a short list of assumptions, and check which ones turned out wrong.',
    ],
    mistakes: [
      'Calling every goal a priority',
      'Writing a strategy nobody outside the leadership team can explain',
      'Setting goals once a year and never looking at them again',
      'Confusing a list of projects with a strategy',
      'Growing headcount before the model works',
    ],
    signals: [
      'If two teams would give different answers about the top priority, there is no top priority.',
      'If the plan never changes, nobody is checking it against reality.',
      'If a goal has no owner, it is a hope.',
    ],
    factors: [
      'how much certainty you have about the market',
      'how many real priorities you allow yourself',
      'how often the plan is checked against reality',
      'whether everyone can explain it in their own words',
    ],
    beliefs: [
      'Strategy is mostly choosing what not to do.',
      'A plan nobody can repeat is not a plan.',
      'Focus is a decision you have to keep making.',
      'Goals without owners are wishes with deadlines.',
    ],
    questions: [
      'Could everyone on your team name the top priority without checking?',
      'What did you decide not to do this year?',
      'When did you last change the plan because reality disagreed?',
    ],
  },
};
