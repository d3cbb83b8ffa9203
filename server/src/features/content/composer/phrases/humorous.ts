import { capitalise as cap } from '../text';
import { t, type ToneBook } from './types';

/** Self-deprecating, with a recognisable joke set-up, and still a real point. */
export const humorous: ToneBook = {
  register: 'relaxed',
  joiner: ' ',
  points: [
    t((w) => [
      `${w.Action} is a lot like flossing.`,
      'Everyone agrees it matters. Almost nobody does it every day.',
    ]),
    t((w) => [
      `My professional opinion: ${w.area} ${w.aIs} a little strategy and a lot of remembering to check.`,
    ]),
    t(
      (w) => [
        `Why? ${cap(w.claim ?? '')} because everyone assumes someone else is on it.`,
        'Spoiler: nobody is on it.',
      ],
      (w) => w.kind === 'why' && w.claim !== null,
    ),
  ],
  stories: [
    t((w) => [
      `Earlier this year ${w.done}.`,
      `The plan involved ${w.d.artefact}, ${w.d.team} and a lot of optimism.`,
      'The optimism lasted about a week.',
      `What actually worked was boring: ${w.d.partner} and I checked ${w.d.measure} every Friday and fixed one thing at a time.`,
    ]),
    t((w) => [
      `${cap(w.work)}, I have personally made every mistake there is with ${w.area}.`,
      `My favourite: announcing a big plan in ${w.d.ritual} and never mentioning it again.`,
      'The version that worked had no announcement. Just one owner, one measure and a lot of follow-up.',
    ]),
  ],
  lessons: [
    t((w) => [
      `Lesson learned: ${w.area} won't fix ${w.aIt === 'they' ? 'themselves' : 'itself'}.`,
      'Believe me, I waited.',
    ]),
    t((w) => [`Moral of the story: ${w.action} is boring, and boring works.`]),
    t((w) => [`The real secret to ${w.action}? Showing up every week. Groundbreaking, I know.`]),
  ],
  details: [
    t((w) => [
      'Was there a setback? Several.',
      `My favourite was the week we tracked ${w.d.measure} so closely that we forgot to change anything.`,
    ]),
    t((w) => [
      `What I'd do differently: invite ${w.d.partner} before the plan, not after the panic.`,
    ]),
  ],
  anchor: (w) => `Today's topic: ${w.about}. Stay with me.`,
  listIntros: [t(() => ['What actually worked, in order of how long it took me to accept it:'])],
  steps: [
    (w) => `One owner for ${w.area}. Not "everyone".`,
    (w) => `One number: ${w.d.measure}.`,
    () => 'One change at a time, however tempting the big bang.',
  ],
  flourish: {
    at: 'start',
    lines: [
      t((w) => [`Expectation: one meeting about ${w.area}.`, 'Reality: a quarter of follow-ups.']),
      t((w) => [`Me at the start: "How hard can ${w.action} be?"`, 'Me three months later: "Ah."']),
      t(() => ['Confession: I once thought this would take a week.']),
    ],
  },
  custom: {
    mention: (text) => `Shameless plug, as promised: ${text}.`,
    act: (text) => `I was told to keep this short, but I also want to ${text}.`,
    note: (text) => `Unrelated, but important: ${cap(text)}.`,
    focus: (text) =>
      `The part I actually want to talk about (before I get distracted again) is ${text}.`,
    story: (text) => `Which brings me to ${text}. Fond memories. Mostly.`,
    cta: (text) => `If you made it this far, you've earned the right to ${text}.`,
  },
};
