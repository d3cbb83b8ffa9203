import type { Field } from './types';

export const ENGINEERING: Field = {
  id: 'engineering',
  keywords:
    /\b(?:engineer\w*|code|coding|software|deploy\w*|releases?|CI|CD|builds?|infra\w*|platform|kubernetes|devops|on-?call|incident\w*|outage\w*|latency|api\w*|microservices?|monolith|bugs?|tests?|testing|refactor\w*|technical debt|pull requests?|code reviews?|architecture|database\w*|backend|frontend|github|jenkins|sre|observability|migration\w*|developer\w*|rewrites?|design docs?|ship\w*|SOC ?2|security|audits?|compliance)\b/i,
  area: 'engineering work',
  measure: 'lead time for changes',
  readers: 'engineering leaders',
  bank: {
    practices: [
      'Keep changes small enough to review in one sitting.',
      'Agree what a code review is for, correctness and clarity, and leave style to a formatter.',
      'Answer review requests within a working day, so changes never wait longer than they took to write.',
      'Write down the decision and the alternatives you rejected, in the repository, next to the code.',
      'Put a named owner on every service, and make that name easy to find.',
      'Measure lead time for changes and deployment frequency before arguing about process.',
      'Automate the step people skip when they are busy, not the step that is already reliable.',
      'Reserve a fixed share of every sprint for maintenance, so it never has to be negotiated.',
      'Review incidents for causes in the system, not for someone to blame.',
      'Make the slow path visible: a dashboard of waiting time tells you more than one of busy time.',
      'Delete code and pipelines nobody uses; they cost attention every week.',
      'Agree on what "done" means, including tests and documentation, before the work starts.',
      'Keep the main branch releasable, and treat a red build as the team’s first priority.',
      'Rotate on-call fairly, and fix what woke people up before building anything new.',
      'Let the team that builds a service also run it, so they feel its rough edges.',
      'Record the reason for every exception to a standard, with a date to revisit it.',
    ],
    mistakes: [
      'Treating every slow review as a people problem when the changes are simply too large',
      'Planning a big-bang migration instead of moving one service at a time',
      'Tracking activity, such as commits and tickets closed, instead of outcomes',
      'Letting maintenance compete with features in every planning meeting',
      'Adding a tool before anyone has agreed on the process it is meant to support',
    ],
    signals: [
      'If a one-line change takes a week to reach production, the problem is the pipeline, not the people.',
      'If the same incident happens twice, the first review did not find the cause.',
      'If only one person can deploy a service, that service has a risk nobody has priced.',
    ],
    factors: [
      'how often the code changes',
      'how many teams depend on it',
      'how good the test coverage is where it matters',
      'how much time the team can protect from feature work',
    ],
    beliefs: [
      'Small batches beat heroic effort in software, almost every time.',
      'The pipeline is a product, and the engineers are its users.',
      'Most engineering slowdowns are waiting time, not working time.',
      'Good engineering habits are boring to describe and hard to copy.',
    ],
    questions: [
      'How long does a one-line change take to reach production on your team?',
      'What share of your sprint goes to maintenance, and who decided it?',
      'Which part of your delivery process would you remove first if you could?',
    ],
  },
};

export const DATA: Field = {
  id: 'data',
  keywords:
    /\b(?:data\w*|analytics|dashboards?|metrics?|models?|machine learning|ML|AI|LLMs?|statistic\w*|SQL|warehouse|automat\w*)\b/i,
  area: 'the way we use data',
  measure: 'time from question to answer',
  readers: 'data teams',
  bank: {
    practices: [
      'Start from the decision the analysis should inform, then choose the data.',
      'Give every important metric one written definition and one owner.',
      'Show uncertainty next to the number, in plain words.',
      'Test a model or an AI tool on your own cases before trusting a benchmark.',
      'Keep a human in the loop where a wrong answer is expensive.',
      'Retire dashboards nobody has opened in a quarter.',
      'Explain a result in one sentence before showing the chart.',
      'Fix data quality at the source rather than in every report.',
    ],
    mistakes: [
      'Building the dashboard before agreeing on the question',
      'Reporting a metric without saying how it is defined',
      'Automating a task before understanding how people do it today',
      'Trusting a demo instead of a pilot on real work',
      'Measuring everything and deciding nothing',
    ],
    signals: [
      'If two teams quote different numbers for the same metric, the definition is the problem.',
      'If nobody can say which decision a dashboard supports, it can probably go.',
      'If a tool is only tested on the easy cases, the hard cases will find you in production.',
    ],
    factors: [
      'the quality of the data you already have',
      'how costly a wrong answer is',
      'whether its users were involved early',
      'how clearly the problem is defined',
    ],
    beliefs: [
      'Data helps when it changes a decision; otherwise it is decoration.',
      'A number without a definition starts an argument instead of ending one.',
      'The hard part of AI adoption is judgement, not access to the tools.',
      'Simple analysis that people trust beats clever analysis they ignore.',
    ],
    questions: [
      'Which decision did data actually change on your team last month?',
      'How many of your metrics have a written definition?',
      'Where do you keep a human in the loop, and why there?',
    ],
  },
};

export const PRODUCT: Field = {
  id: 'product',
  keywords:
    /\b(?:product\w*|roadmap\w*|features?|users?|launch\w*|MVP|discovery|backlog|PMs?|experiments?|A\/B|activation|adoption|pricing page|onboarding flow)\b/i,
  area: 'product work',
  measure: 'activation',
  readers: 'product managers',
  bank: {
    practices: [
      'Talk to at least one customer every week, even when the roadmap feels settled.',
      'Write the problem in one paragraph before anyone designs a solution.',
      'Decide up front what result would make you stop or change course.',
      'Ship the smallest version that can teach you something.',
      'Say no to requests in writing, with the reason, so the decision is not reopened every month.',
      'Review what shipped against what it was meant to change, a few weeks after launch.',
      'Keep the roadmap about problems and outcomes, not a list of features and dates.',
      'Invite engineers and designers into discovery, not only into delivery.',
    ],
    mistakes: [
      'Treating the loudest customer as the typical one',
      'Measuring output, such as features shipped, instead of the change it was meant to cause',
      'Skipping the follow-up after launch because the next project has started',
      'Turning every sales request into a roadmap item',
      'Running experiments without deciding in advance what would count as a result',
    ],
    signals: [
      'If nobody can say which problem a feature solves, it is not ready to build.',
      'If usage drops after the first week, the problem is usually value, not onboarding.',
      'If the roadmap never changes, the team is not learning from customers.',
    ],
    factors: [
      'how well you understand the problem',
      'how expensive it is to be wrong',
      'how quickly you can learn from real users',
      'how many teams have to change for it to work',
    ],
    beliefs: [
      'A roadmap is a set of bets, and it should read like one.',
      'The best product decisions are often the features you never build.',
      'Shipping is the start of learning, not the end of the work.',
      'Customers describe problems well and solutions badly.',
    ],
    questions: [
      'When did a customer last change your roadmap?',
      'How do you decide what not to build?',
      'What do you check a month after a launch?',
    ],
  },
};

export const DESIGN: Field = {
  id: 'design',
  keywords:
    /\b(?:design(?! docs?\b)\w*|UX|UI|prototyp\w*|figma|usability|user research|brand\w*|creative\w*|typography|visual\w*|accessibility|redesign\w*)\b/i,
  area: 'design work',
  measure: 'task success in usability tests',
  readers: 'designers',
  bank: {
    practices: [
      'Test with five real users before polishing anything.',
      'Write the problem and the constraints on the first page of every design file.',
      'Build accessibility into components once, so every screen inherits it.',
      'Show work early, when changing it is still cheap.',
      'Keep critique about the goal of the design, not personal taste.',
      'Document why a pattern exists, not only how it looks.',
      'Pair with an engineer before the handoff, not after it.',
      'Measure whether people can complete the task, not whether they like the look.',
    ],
    mistakes: [
      'Polishing a solution before the problem is agreed',
      'Treating accessibility as a final check instead of a starting constraint',
      'Running critique as a vote on taste',
      'Handing off a finished design without the reasoning behind it',
      'Redesigning what users have learned without a clear reason',
    ],
    signals: [
      'If every team builds its own button, the design system is not solving their problem.',
      'If users need a tooltip to finish a task, the design is doing too little.',
      'If critique always ends with "it depends", the goal was never written down.',
    ],
    factors: [
      'how well the team understands its users',
      'how mature the design system is',
      'how early designers are involved',
      'how much the product has to change at once',
    ],
    beliefs: [
      'Good design is mostly decisions about what to leave out.',
      'Accessibility is a quality bar, not a feature.',
      'A design system is only as good as its adoption.',
      'Research that arrives after the decision is just documentation.',
    ],
    questions: [
      'How early do your designers see the problem?',
      'What does accessibility look like in your definition of done?',
      'When did user testing last change your mind?',
    ],
  },
};
