import { cap, type Phrasebook } from './types';

/** Conversational and first person: contractions, plain words and a light aside in brackets. */
export const casual: Phrasebook = {
  joiner: ' ',
  hooks: [
    (s) => [`Okay, let's talk about ${s.about} for a minute.`],
    (s) => [`I've been thinking about ${s.about} a lot lately.`],
    (s) => [`Hot take: most of what I've read about ${s.about} misses the point.`],
    (s) => [`Here's something I wish someone had told me years ago about ${s.about}.`],
    (s) => [`I'll be honest: I used to have the wrong idea about ${s.about}.`],
    (s) => [`Quick thought on ${s.about}, because it's been on my mind all week.`],
  ],
  stances: [
    (s) => [
      `Here's the thing about ${s.about}: it's rarely about the tools.`,
      "It's about whether people actually know what they're aiming for.",
    ],
    [
      'My honest take? Most of us overcomplicate it.',
      "The basics get you most of the way there, and we skip them because they're boring.",
    ],
    [
      "What I've noticed is that the people who get this right aren't smarter.",
      "They're just more consistent, and they're okay with it being a bit messy.",
    ],
    (s) => [
      `I don't think there's one right way to think about ${s.about}.`,
      "But there are definitely a few wrong ones, and I've tried most of them.",
    ],
    [
      'The more I learn about this, the simpler it gets.',
      'Show up, pay attention, adjust. Repeat.',
    ],
  ],
  stories: [
    (s) => [
      `${cap(s.work)}, I see this all the time.`,
      'Someone gets excited, builds a big plan, and then real life happens. The folks who win are the ones who keep going anyway.',
    ],
    (s) => [
      `${cap(s.work)}, I've learned this the hard way.`,
      "The stuff that looked impressive in a slide deck mostly didn't stick. The small, boring habits did.",
    ],
    (s) => [
      `Real talk: ${s.work}, I've learned the most from the things that didn't go to plan.`,
      "That's where I actually figured out what matters.",
    ],
    (s) => [
      `${cap(s.work)}, I've had plenty of chances to get this wrong.`,
      'And honestly? Every one of them taught me more than the wins did.',
    ],
  ],
  experience: [
    (span) => `I've been at this for ${span}, and that's held true the whole way.`,
    (span) => `Over ${span}, that's been one of the few things I'd bet on every time.`,
  ],
  lessons: [
    [
      "So what's the lesson?",
      'Start smaller than feels comfortable, and keep going longer than feels necessary.',
    ],
    ["The biggest thing I've learned: done is better than perfect, but consistent beats both."],
    [
      "If I could go back, I'd tell myself to stop waiting for the perfect plan.",
      "Just start, learn as you go, and don't take it too seriously.",
    ],
    [
      'Turns out the answer was pretty simple.',
      'Talk to people, listen more than you talk, and actually follow up.',
    ],
  ],
  reflections: [
    [
      "I'm genuinely curious where this goes next.",
      "Things are changing fast, and I think that's mostly a good thing.",
    ],
    [
      'Anyway, none of this is rocket science.',
      'It just takes a bit of patience and a willingness to look a little silly while you figure it out.',
    ],
    [
      "I'm still learning here, for what it's worth.",
      "Ask me again in a year and I'll probably have a few new takes.",
    ],
  ],
  goals: [
    (goal) => `It's also a big part of what I'm working on right now: ${goal}.`,
    (goal) => `And yes, it ties straight into my own goal at the moment, which is ${goal}.`,
  ],
  closings: [
    (s) => ['What about you?', `How are you thinking about ${s.about} right now?`],
    [
      'Curious if this matches your experience.',
      "Drop your thoughts below, I'd love to hear them.",
    ],
    ["Am I the only one who's seen this?", "Tell me I'm not alone here."],
    (s) => [`What's your take on ${s.about}?`, "I'm all ears."],
    ['What would you add?', "Let's compare notes in the comments."],
  ],
  audienceClosings: [
    (a) => [`${cap(a)}, I'd love to hear from you on this one.`, "What's worked for you?"],
    (a) => [`Especially curious to hear from ${a}.`, "What's worked for you?"],
    (a) => [`This one's for ${a}: what would you add?`],
  ],
  audienceNotes: [
    (a) => `I wrote this one with ${a} in mind, so I'd love to hear how it lands.`,
    (a) => `If this sounds familiar to ${a}, you're definitely not alone.`,
  ],
  custom: {
    mention: (text) => `Quick plug: ${text}. Had to mention it.`,
    act: (text) => `I also want to ${text}.`,
    note: (text) => `Oh, and one more thing: ${cap(text)}.`,
    focus: (text) => `What I really want to zoom in on, though, is ${text}.`,
    story: (text) => `It honestly reminds me of ${text}.`,
    cta: (text) => `And if this was useful, go ahead and ${text}.`,
  },
  flourish: {
    at: 'afterFirst',
    lines: [
      "(Yes, I've been guilty of this too.)",
      '(Ask me how I know.)',
      '(I know, I know. Stick with me.)',
      "(Coffee in hand, let's go.)",
      '(Not a humble brag, just a lot of trial and error.)',
      '(Took me way too long to figure that out.)',
    ],
  },
};
