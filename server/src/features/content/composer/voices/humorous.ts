import { cap, type Phrasebook } from './types';

/** Wry and self-deprecating, with one recognisable joke device, and still a real point. */
export const humorous: Phrasebook = {
  joiner: ' ',
  hooks: [
    (s) => [`Everyone has strong opinions about ${s.about} until the first Monday meeting.`],
    (s) => [`I've read approximately a million posts about ${s.about}. This is one more. Sorry.`],
    (s) => [
      `If my thoughts on ${s.about} had a relationship status, it would be "it's complicated."`,
    ],
    (s) => [
      `Things nobody warns you about ${s.about}, from someone who really should have known better.`,
    ],
    (s) => [`I was going to write something profound about ${s.about}. Then I opened my inbox.`],
    (s) => [`Some honest, slightly embarrassing lessons about ${s.about}.`],
  ],
  stances: [
    [
      "Here's what I've figured out, mostly by doing it wrong.",
      "The fundamentals aren't glamorous, but neither is explaining to your team why the glamorous version didn't work.",
    ],
    [
      'The official playbook has twelve steps.',
      'Mine has three: start, stumble, adjust. Then repeat until it looks intentional.',
    ],
    (s) => [
      `My working theory on ${s.about}: most problems here aren't strategy problems.`,
      `They're "we all assumed someone else was doing it" problems.`,
    ],
    [
      'The official advice says to optimize everything.',
      "My advice: optimize one thing, then take a short walk. You'll be surprised how far that gets you.",
    ],
    [
      "Nobody tells you that the hardest part isn't the work itself.",
      "It's the meeting about the meeting about the work.",
    ],
  ],
  stories: [
    (s) => [
      `${cap(s.work)}, I've seen it all: the bold kickoff, the enthusiastic slide deck, the quiet disappearance a few weeks later.`,
    ],
    (s) => [
      `${cap(s.work)}, I have personally tried every shortcut available.`,
      'I can confirm they are not, in fact, shorter.',
    ],
    (s) => [
      `${cap(s.work)}, my most valuable lessons have arrived disguised as mild disasters.`,
      'Character-building, they call it. My character is very built at this point.',
    ],
    (s) => [
      `${cap(s.work)}, I've learned that the best ideas arrive five minutes after the meeting ends.`,
      'So now I keep notes. Revolutionary, I know.',
    ],
  ],
  experience: [
    (span) =>
      `Over ${span}, I've made enough mistakes here to qualify as an expert in what not to do.`,
    (span) =>
      `I've been doing this for ${span}, which mostly means I've had more time to get it wrong.`,
  ],
  lessons: [
    [
      'The lesson, once I stopped laughing at myself: keep it simple, keep it consistent and write things down.',
    ],
    [
      'What actually works is embarrassingly simple.',
      'Do the boring thing. Do it again. Resist the urge to rename it and call it a transformation.',
    ],
    [
      'My grand conclusion?',
      "The people who succeed aren't the ones with the fanciest plans. They're the ones who remember to follow up.",
    ],
    [
      `Turns out "start small" isn't just advice for people who can't be bothered.`,
      "It's advice for people who'd like to finish.",
    ],
  ],
  reflections: [
    [
      'Will I follow my own advice next week?',
      "Unclear. But I'll feel very guilty if I don't, which is basically the same thing.",
    ],
    [
      'The good news: everyone else is figuring it out as they go, too.',
      'Some of us just have better poker faces.',
    ],
    [
      "I'm optimistic, though.",
      "Every mistake I make here is one fewer left to make. At this rate I'll be flawless by retirement.",
    ],
  ],
  goals: [
    (goal) => `It's also directly relevant to my own goal right now: ${goal}. Wish me luck.`,
    (goal) =>
      `Naturally, I'm applying all of this to my current goal, ${goal}. What could go wrong?`,
  ],
  closings: [
    ["Please tell me I'm not the only one.", "What's your most relatable moment with this?"],
    (s) => [`What's the funniest thing you've learned about ${s.about} the hard way?`],
    [
      "Your turn: what's the worst advice you've ever received on this?",
      'Extra credit for honesty.',
    ],
    ['What would you add?', 'Serious answers welcome. Funny ones strongly preferred.'],
    ['Be honest: how many of these have you lived through?', "I'll go first. All of them."],
  ],
  audienceClosings: [
    (a) => [`${cap(a)}, I know you've lived this.`, "What's your best story?"],
    (a) => [`A question for ${a}: is it just me, or does this happen everywhere?`],
    (a) => [`I'd love to hear from ${a}: what's the most relatable part of this?`],
  ],
  audienceNotes: [
    (a) => `This one's dedicated to ${a}, who I suspect have lived every word of it.`,
    (a) => `If you're reading this as one of ${a}, you've probably nodded at least twice already.`,
  ],
  custom: {
    mention: (text) => `Shameless plug, as promised: ${text}.`,
    act: (text) => `I was told to keep this short, but I also want to ${text}.`,
    note: (text) => `Unrelated, but important: ${cap(text)}.`,
    focus: (text) =>
      `The part I actually want to talk about (before I get distracted again) is ${text}.`,
    story: (text) => `Which brings me to ${text}. Fond memories. Mostly.`,
    cta: (text) => `If you made it this far, you've earned the right to ${text}.`,
  },
  flourish: {
    at: 'start',
    lines: [
      'I told myself it would be a quick five-minute fix.\nNarrator: it was not a quick five-minute fix.',
      'Expectation: one meeting, a clear plan, done by Friday.\nReality: eleven meetings, three plans and a spreadsheet nobody admits to owning.',
      'Plot twist: the hard part was never the strategy. It was getting everyone to read the same document.',
      'Spoiler alert: there is no secret framework. I checked. Twice. At midnight.',
      'Confession: my first attempt involved a color-coded spreadsheet, two frameworks and zero results.',
      `My to-do list calls it a priority. My calendar calls it "later."\nPlot twist: the calendar usually wins.`,
    ],
  },
};
