import { cap, type Phrasebook } from './types';

/** Measured and structured: full sentences, no contractions, no exclamation marks, no slang. */
export const professional: Phrasebook = {
  joiner: ' ',
  hooks: [
    (s) => [`Most conversations about ${s.about} start in the wrong place.`],
    (s) => [`I have changed my mind about ${s.about} more than once. Here is where I have landed.`],
    (s) => [
      `There is a real gap between how we talk about ${s.about} and how it works in practice.`,
    ],
    (s) => [
      `The most useful lesson I have learned about ${s.about} is also the least exciting one.`,
    ],
    (s) => [`A few considered thoughts on ${s.about}, drawn from practice rather than theory.`],
    (s) => [`If there is one thing worth getting right about ${s.about}, it is the fundamentals.`],
  ],
  stances: [
    (s) => [
      `My view on ${s.about} is straightforward: progress rarely comes from a single big decision.`,
      'It comes from a series of small, deliberate ones, made consistently and reviewed honestly.',
    ],
    (s) => [
      `The common advice on ${s.about} focuses on tools and tactics.`,
      'In my experience, the real differentiator is clarity: knowing the outcome you want, who owns it, and how you will know it is working.',
    ],
    [
      'What often gets overlooked is the human side.',
      'Processes and frameworks help, but results depend on whether people understand the reasoning behind them and feel ownership of the outcome.',
    ],
    [
      'The organizations that handle this well share one habit.',
      'They treat it as an ongoing discipline rather than a one-off project, and they are candid about what is and is not working.',
    ],
    [
      'It is tempting to look for a shortcut.',
      'There rarely is one. What works is unglamorous: clear priorities, honest feedback loops and the patience to let results compound.',
    ],
  ],
  stories: [
    (s) => [
      `${cap(s.work)}, I have seen the same pattern repeat.`,
      'The teams that make real progress define success early and revisit it often. The ones that struggle usually skipped that step.',
    ],
    (s) => [
      `${cap(s.work)}, the clearest example I can point to is a project that looked simple on paper.`,
      'The plan was sound. What made the difference was how early we involved the people closest to the work.',
    ],
    (s) => [
      `${cap(s.work)}, I have learned to be wary of quick fixes.`,
      'The approaches that last usually start small, prove their value and only then scale.',
    ],
    (s) => [
      `${cap(s.work)}, I see this play out more often than most people would expect.`,
      'The gap is rarely knowledge. It is follow-through.',
    ],
  ],
  experience: [
    (span) => `Over ${span}, that observation has held up better than any trend I have followed.`,
    (span) => `Over ${span}, I have seen that hold true far more often than not.`,
  ],
  lessons: [
    [
      'The lesson I keep returning to is simple.',
      'Clarity beats intensity. A clear goal pursued steadily will outperform an ambitious one pursued in bursts.',
    ],
    [
      'Three principles have served me well: start with the problem rather than the solution, make ownership explicit, and review results on a fixed rhythm.',
      'None of them is new. All of them are easy to skip.',
    ],
    [
      'If I had to summarize it in one sentence: sustainable results come from consistent execution, not from the perfect plan.',
    ],
    [
      'The practical conclusion is to measure less, but measure what matters.',
      'One or two honest signals, reviewed regularly, will tell you more than a dashboard nobody reads.',
    ],
  ],
  reflections: [
    [
      'Looking ahead, I expect this conversation to become more important, not less.',
      'Those who invest in it deliberately now will be better positioned for what comes next.',
    ],
    [
      'None of this requires a large budget or a major reorganization.',
      'It requires attention, a willingness to measure honestly, and leaders who model the behavior they want to see.',
    ],
    [
      'The encouraging part is that the fundamentals are learnable.',
      'With the right habits, steady improvement is within reach for any team willing to do the work.',
    ],
  ],
  goals: [
    (goal) =>
      `It is also closely connected to my own priorities, including one I am working toward now: ${goal}.`,
    (goal) => `This thinking shapes my own focus at the moment, which is ${goal}.`,
  ],
  closings: [
    (s) => [
      'What has your experience been?',
      `I would welcome your perspective on ${s.about} in the comments.`,
    ],
    [
      'I am curious how others approach this.',
      'What has worked for you, and what would you do differently?',
    ],
    ['What would you add to this?', 'I would value hearing how others in the field see it.'],
    [
      'Where do you see the biggest opportunity for improvement?',
      'I would welcome your thoughts below.',
    ],
    (s) => [
      `How are you thinking about ${s.about} this year?`,
      'I look forward to the discussion.',
    ],
  ],
  audienceClosings: [
    (a) => [
      `${cap(a)}: how are you approaching this?`,
      'I would welcome your perspective in the comments.',
    ],
    (a) => [`I would particularly value hearing from ${a}.`, 'What has worked in your experience?'],
    (a) => [`For ${a} reading this: what would you add?`],
  ],
  audienceNotes: [
    (a) =>
      `I am writing this with ${a} in mind, because that is where the impact tends to be greatest.`,
    (a) => `For ${a} in particular, this is worth reflecting on before the next planning cycle.`,
  ],
  custom: {
    mention: (text) => `I would also like to mention ${text}.`,
    act: (text) => `I would also like to ${text}.`,
    note: (text) => `One further note: ${cap(text)}.`,
    focus: (text) => `The aspect I want to emphasize is ${text}.`,
    story: (text) => `It brings to mind ${text}, which taught me the same lesson.`,
    cta: (text) => `If this is relevant to your work, I encourage you to ${text}.`,
  },
};
