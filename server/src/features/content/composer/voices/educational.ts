import { cap, type Phrasebook } from './types';

/** Teaches: explains why it matters, gives a numbered framework and a clear takeaway. */
export const educational: Phrasebook = {
  joiner: ' ',
  hooks: [
    (s) => [`In plain terms: how I think about ${s.about}.`],
    (s) => [`Most advice about ${s.about} is too vague to act on. Let's fix that.`],
    (s) => [`A simple framework I use when thinking about ${s.about}.`],
    (s) => [`What I wish I had known earlier about ${s.about}, broken down step by step.`],
    (s) => [`Let's get practical about ${s.about}.`],
    (s) => [`Everything I've learned about ${s.about}, distilled into a few steps.`],
  ],
  stances: [
    [
      'Why does this matter?',
      'Because small misunderstandings here compound into big problems later.',
    ],
    (s) => [
      `The core idea about ${s.about} is simple: you can't improve what you haven't defined.`,
      'Most teams skip the definition step and then wonder why results are inconsistent.',
    ],
    [
      "Here's the key insight: this is a process, not an event.",
      'Treat it like a system and it becomes far easier to manage.',
    ],
    [
      'First, a quick reframe.',
      "The goal isn't to do more. It's to do the right few things in the right order.",
    ],
    [
      'One principle underpins everything below: clarity before speed.',
      'Moving fast in the wrong direction is still moving in the wrong direction.',
    ],
  ],
  stories: [
    (s) => [
      `${cap(s.work)}, I've tested a lot of approaches to this.`,
      'The ones that work share a common structure, and that structure is teachable.',
    ],
    (s) => [
      `${cap(s.work)}, I've seen this pattern enough times to recognize it early.`,
      "The good news: it's fixable, and the fix can be learned.",
    ],
    (s) => [
      `A quick example: ${s.work}, the biggest improvements came from changing the order we did things in, not from doing more.`,
    ],
    (s) => [
      `${cap(s.work)}, I learned this by getting it wrong first.`,
      "That's exactly why I now break it into steps.",
    ],
  ],
  experience: [
    (span) => `It's a lesson that has held up over ${span} of practice.`,
    (span) => `Over ${span}, this has become the first thing I teach new colleagues.`,
  ],
  lessons: [
    ['Key takeaway: clarity first, then consistency, then scale.'],
    ["The takeaway: you don't need a perfect system.", 'You need a repeatable one.'],
    ['Bottom line: small, well-defined steps beat big, vague plans.'],
    ['If you remember one thing, make it this: define it, own it, measure it.'],
  ],
  reflections: [
    [
      'A common mistake to avoid: trying to fix everything at once.',
      'Pick one step, apply it well, then move to the next.',
    ],
    [
      'One more tip: revisit this every quarter.',
      "What worked last quarter won't always work next quarter.",
    ],
    [
      'Bookmark this for your next planning session.',
      "It's much easier to apply when you have a real problem in front of you.",
    ],
  ],
  goals: [
    (goal) => `It's exactly the approach I'm using for my own goal right now: ${goal}.`,
    (goal) => `I'm applying the same steps to my current focus, ${goal}.`,
  ],
  closings: [
    ['Which of these steps do you find hardest?', 'Let me know in the comments.'],
    ['What would you add as a next step?', 'Share it below so others can learn from it too.'],
    (s) => [
      'Found this useful? Save it for later.',
      `And tell me: what would you add about ${s.about}?`,
    ],
    ['Which step will you try first?', "I'd love to hear how it goes."],
    ["What's one lesson you'd teach someone just starting out?", 'Drop it in the comments.'],
  ],
  audienceClosings: [
    (a) => [`For ${a}: which step would make the biggest difference for you?`],
    (a) => [`A question for ${a}: what's missing from this list?`],
    (a) => [`I'd especially love to hear from ${a}: what would you add?`],
  ],
  audienceNotes: [
    (a) => `This applies especially to ${a}.`,
    (a) => `I wrote this with ${a} in mind.`,
  ],
  custom: {
    mention: (text) => `Bonus resource: ${text}.`,
    act: (text) => `One more note: I want to ${text}.`,
    note: (text) => `Worth noting: ${cap(text)}.`,
    focus: (text) => `Today's focus: ${text}.`,
    story: (text) => `A useful example comes from ${text}.`,
    cta: (text) => `Your homework: ${text}.`,
  },
  framework: {
    intros: [
      (s) => [`Here's how I approach it ${s.work}:`],
      (s) => [`Here's the step-by-step process I rely on ${s.work}:`],
      (s) => [`Here's how to put it into practice, based on what has worked ${s.work}:`],
    ],
    plainIntros: [
      ["Here's how to put it into practice:"],
      ["Here's the framework, step by step:"],
      ['Here are the steps I follow:'],
    ],
    steps: [
      {
        title: 'Define the outcome',
        detail: 'write down, in one sentence, what success looks like.',
      },
      {
        title: 'Find the real bottleneck',
        detail: 'ask the people closest to the work where things slow down.',
      },
      {
        title: 'Make ownership explicit',
        detail: 'one name per outcome; shared ownership often means no ownership.',
      },
      {
        title: 'Start with one small experiment',
        detail: 'pick the smallest change that could prove the idea.',
      },
      {
        title: 'Measure what matters',
        detail: 'choose one or two signals and review them on a fixed schedule.',
      },
      { title: 'Write it down', detail: 'a one-page summary saves a dozen meetings.' },
      { title: 'Review and adjust', detail: "keep what works, drop what doesn't, and repeat." },
      { title: 'Share what you learn', detail: "your lessons become someone else's shortcut." },
    ],
  },
};
