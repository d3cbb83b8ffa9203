import { capitalise as cap } from '../text';
import { t, type ToneBook } from './types';

/** Teaches: why it matters, a numbered framework, a clear takeaway. */
export const educational: ToneBook = {
  register: 'relaxed',
  joiner: ' ',
  points: [
    t((w) => [
      `Why does this matter? Because small problems with ${w.area} compound quietly until they're expensive.`,
    ]),
    t((w) => [
      `The core idea is simple: you can't improve ${w.area} until you've defined what good looks like.`,
      'Most teams skip that step.',
    ]),
    t(
      (w) => [
        `Here's the short answer: ${w.claim} because ownership is unclear and feedback comes too late.`,
        'Both are fixable.',
      ],
      (w) => w.kind === 'why' && w.claim !== null,
    ),
  ],
  stories: [
    t((w) => [
      `A quick example from my own work: ${w.done}.`,
      "The biggest improvement didn't come from doing more. It came from doing things in a different order: agree on the measure first, then change one thing at a time.",
    ]),
    t((w) => [
      `${cap(w.work)}, I've seen the same pattern with ${w.area} again and again.`,
      `Teams that write down the goal and review it with ${w.d.team} improve steadily. Teams that don't end up debating opinions.`,
    ]),
  ],
  lessons: [
    t((w) => [`Key takeaway: for ${w.area}, define it, own it, measure it.`]),
    t((w) => [`Bottom line: with ${w.area}, a repeatable process beats a perfect plan.`]),
    t((w) => [
      `If you remember one thing about ${w.area}, make it this: clarity first, then consistency.`,
    ]),
  ],
  details: [
    t((w) => [
      `A common mistake to avoid: changing everything about ${w.area} at once.`,
      "You won't know what worked.",
    ]),
    t((w) => [
      `One more tip: revisit this every quarter. What worked for ${w.area} last quarter may not work next quarter.`,
    ]),
  ],
  anchor: (w) => `Today's topic: ${w.about}.`,
  listIntros: [
    t((w) => [`Here's how to approach ${w.area}, step by step:`]),
    t(() => ["Here's the framework I use:"]),
    t(() => ['Here are the steps I follow:']),
  ],
  steps: [
    (w) => `Define the outcome: write one sentence on what success with ${w.area} looks like.`,
    (w) => `Find the bottleneck: ask ${w.d.team} where things slow down.`,
    () => 'Name an owner: one person, not a committee.',
    (w) => `Pick one measure: ${w.d.measure} is a good place to start.`,
    () => 'Start small: one change, tried for two weeks.',
    (w) => `Review it: ${w.d.ritual} is the natural place.`,
    () => 'Write it down: a one-page summary saves a dozen meetings.',
    () => "Share what you learn: your lessons become someone else's shortcut.",
  ],
  custom: {
    mention: (text) => `Bonus resource: ${text}.`,
    act: (text) => `One more note: I want to ${text}.`,
    note: (text) => `Worth noting: ${cap(text)}.`,
    focus: (text) => `Today's focus: ${text}.`,
    story: (text) => `A useful example comes from ${text}.`,
    cta: (text) => `Your homework: ${text}.`,
  },
};
