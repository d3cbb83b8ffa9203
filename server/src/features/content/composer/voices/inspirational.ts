import { cap, type Phrasebook } from './types';

/** Uplifting and forward-looking: short, punchy lines, each on its own. */
export const inspirational: Phrasebook = {
  joiner: '\n',
  hooks: [
    (s) => [`Let's talk about ${s.about}.`, 'Not the polished version.', 'The real one.'],
    (s) => [
      `Everything I believe about ${s.about} comes down to this:`,
      'Small steps.',
      'Taken daily.',
      'Become big change.',
    ],
    (s) => [
      `Here's what I've learned about ${s.about}:`,
      "You don't need to have it all figured out.",
      'You just need to begin.',
    ],
    (s) => [
      `Some of my biggest lessons came from thinking about ${s.about}.`,
      'Not from the wins.',
      'From the moments I almost gave up.',
    ],
    (s) => [
      `A reminder for anyone who cares about ${s.about}:`,
      'Progress is still progress.',
      "Even when it's slow.",
    ],
    (s) => [
      `I used to believe the story about ${s.about} was already written.`,
      "It isn't.",
      'We get to write it.',
    ],
  ],
  stances: [
    [
      "Growth isn't a straight line.",
      "It's messy, uncertain and often uncomfortable.",
      "And that's exactly where the good stuff happens.",
    ],
    [
      'Nobody starts out ready.',
      'The people we admire simply started anyway.',
      'Then they kept going.',
    ],
    [
      'Every expert was once a beginner.',
      "Every breakthrough started as an idea someone almost didn't share.",
    ],
    [
      "You don't need permission to grow.",
      'You need a reason, a first step and the courage to take it.',
    ],
    ['Small actions compound.', 'Quiet consistency beats loud intentions.', 'Every single time.'],
  ],
  stories: [
    (s) => [
      `${cap(s.work)}, I've watched people transform by showing up day after day.`,
      'Not because it was easy.',
      'Because they decided it mattered.',
    ],
    (s) => [
      `${cap(s.work)}, my proudest moments didn't come from getting it right the first time.`,
      'They came from refusing to stop at the first no.',
    ],
    (s) => [
      `${cap(s.work)}, I've learned that belief is contagious.`,
      'When one person commits, others follow.',
      "That's how real change begins.",
    ],
    (s) => [
      `${cap(s.work)}, I've seen what happens when people stop waiting for perfect conditions.`,
      'They move.',
      'They learn.',
      'They grow.',
    ],
  ],
  experience: [
    (span) => `Over ${span}, that lesson has only grown stronger.`,
    (span) => `I've carried that belief with me for ${span}.`,
  ],
  lessons: [
    [
      "So here's my invitation:",
      'Start before you feel ready.',
      'Your future self will thank you.',
    ],
    ['The lesson?', "Your pace doesn't matter nearly as much as your direction."],
    [
      'What I know for sure:',
      'The best time to begin was yesterday.',
      'The next best time is today.',
    ],
    ['Remember this:', 'Progress is built in ordinary moments.', 'Choose one today.'],
  ],
  reflections: [
    ['The future belongs to people who keep learning.', 'Why not let that be you?'],
    [
      "I'm more optimistic than ever about what's possible.",
      'The best chapters are still ahead of us.',
    ],
    ['Imagine where you could be a year from now.', 'It starts with what you do this week.'],
  ],
  goals: [
    (goal) => `It's what fuels my own goal right now: ${goal}.`,
    (goal) => `It's why I wake up excited about what I'm working toward: ${goal}.`,
  ],
  closings: [
    ["What's one small step you'll take this week?", "Share it below. Let's cheer each other on!"],
    [
      "What's one belief that changed everything for you?",
      "I'd love to hear your story in the comments.",
    ],
    ["Who's one person who helped you grow?", 'Tag them below and say thank you.'],
    ['What are you building toward right now?', "Tell me below. I'm rooting for you!"],
    (s) => [`I'd love to hear your perspective on ${s.about}.`, 'What keeps you moving forward?'],
  ],
  audienceClosings: [
    (a) => [`To ${a}: keep going.`, "What's your next step?"],
    (a) => [`${cap(a)}, this one's for you.`, "What's one thing you'll commit to this week?"],
    (a) => [`I'd love to hear from ${a}:`, "What's keeping you going right now?"],
  ],
  audienceNotes: [
    (a) => `To ${a} reading this: your work matters more than you know.`,
    (a) => `${cap(a)}: your next step counts, however small it feels.`,
  ],
  custom: {
    mention: (text) => `Also, something I'm excited about: ${text}!`,
    act: (text) => `One more thing: I want to ${text}.`,
    note: (text) => `One more thing: ${cap(text)}!`,
    focus: (text) => `And the part that matters most to me? ${cap(text)}.`,
    story: (text) => `I think back to ${text}. That's where this lesson started for me.`,
    cta: (text) => `If this resonated, take the next step: ${text}.`,
  },
};
