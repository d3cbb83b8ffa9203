import { capitalise as cap } from '../text';
import type { Words } from '../words';
import { t, type ToneBook } from './types';

const headline = (w: Words) => w.figure?.kind === 'percent' || w.figure?.kind === 'money';

/** Short lines, one thought each, building to a call to act. */
export const inspirational: ToneBook = {
  register: 'relaxed',
  joiner: '\n',
  points: [
    t((w) => [
      "Here's what I believe:",
      `${w.Action} is a choice you make every week.`,
      'Not once.',
    ]),
    t(
      (w) => [
        `${cap(w.claim ?? '')}.`,
        "Not because people don't care.",
        `Because nobody owns ${w.aIt}.`,
      ],
      (w) => w.kind === 'why' && w.claim !== null,
    ),
    t(
      (w) => [`${w.Action} feels comfortable.`, "Comfortable isn't the goal.", 'Growth is.'],
      (w) => w.against,
    ),
    t((w) => [
      `${w.Area} won't change because of a memo.`,
      'It changes because someone decides to care.',
      'Every week.',
    ]),
  ],
  stories: [
    t((w) => [
      `Earlier this year, ${w.done}.`,
      "It didn't start with a grand plan.",
      `It started with ${w.d.team} and one honest question:`,
      'What is actually in our way?',
      'We fixed one thing.',
      'Then the next.',
    ]),
    t((w) => [
      `${cap(w.work)}, I've seen ${w.area} stall more than once.`,
      'The turning point was small.',
      `${cap(w.d.partner)} joined ${w.d.ritual}.`,
      `We started looking at ${w.d.measure} together.`,
      'Everything moved after that.',
    ]),
    t(
      (w) => [
        `${w.Done}.`,
        'No heroics.',
        `Just ${w.d.team}, a clear goal and a weekly check-in.`,
        `The ${w.figure?.text}? That came from dozens of small wins on ${w.area}.`,
      ],
      headline,
    ),
  ],
  lessons: [
    t((w) => [
      'The lesson:',
      `Progress on ${w.area} starts the day you stop waiting for the perfect moment.`,
    ]),
    t((w) => ['Small steps.', 'Every week.', `That's how progress on ${w.area} actually happens.`]),
    t((w) => [`You don't need permission to start on ${w.area}.`, 'You need a first step.']),
  ],
  details: [
    t((w) => [
      "It wasn't easy.",
      `Some weeks nothing moved on ${w.area}.`,
      'We kept going anyway.',
    ]),
    t((w) => [
      "If I could go back, I'd start sooner.",
      `And I'd bring ${w.d.partner} with me from day one.`,
    ]),
  ],
  anchor: (w) => `Let's talk about ${w.about}.`,
  listIntros: [t(() => ['What made the difference:'])],
  steps: [
    (w) => `One owner for ${w.area}.`,
    (w) => `One measure: ${w.d.measure}.`,
    () => 'One small change a week.',
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
