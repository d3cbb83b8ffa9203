import { capitalise as cap } from '../text';
import { b, countOf, figureNp, listed, m, p, s, setback } from './kinds';
import { INSPIRATIONAL_VIEWS } from './relaxed-views';
import { own, t, type ToneBook } from './types';

/** Short lines, one thought each, building to a call to act. */
export const inspirational: ToneBook = {
  register: 'relaxed',
  joiner: '\n',
  points: [
    ...INSPIRATIONAL_VIEWS,
    t((w) => [
      "Here's what I believe:",
      `${w.Action} is a choice you make every week.`,
      'Not once.',
    ]),
    t(
      (w) => [
        `${cap(w.claim ?? '')}.`,
        "Not because people don't care.",
        `Because someone kept ${m(w, 0)}.`,
      ],
      setback,
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
  practices: [
    t((w) => ['Start small.', p(w, 1), p(w, 2)]),
    t((w) => ['Here is where it begins:', p(w, 1)]),
    t((w) => [`Progress on ${w.area} looks ordinary up close.`, p(w, 1)]),
    t((w) => ['No grand plan needed.', p(w, 1), 'Then keep going.']),
  ],
  lessons: [
    t((w) => ['The lesson:', b(w, 1)]),
    t((w) => ['Remember this:', b(w, 1)]),
    t((w) => [`You don't need permission to start on ${w.areaYours}.`, b(w, 1)], own),
  ],
  details: [
    t((w) => [`The trap is ${m(w, 1)}.`, s(w, 1)]),
    t((w) => ['Watch for the warning sign:', s(w, 1)]),
    t((w) => [`Avoid ${m(w, 1)}.`, 'You deserve better results than that.']),
  ],
  anchors: [
    t((w) => [`Let's talk about ${w.about}.`]),
    t((w) => [`This one is about ${w.about}.`]),
  ],
  figures: [
    t((w) => [`${cap(figureNp(w))} didn't happen overnight.`]),
    t((w) => [`${cap(figureNp(w))} came from small habits, kept every week.`]),
  ],
  listIntros: [
    t((w) => [`${countOf(w)}:`], listed),
    t(
      () => ['What makes the difference:'],
      (w) => !listed(w),
    ),
    t(
      () => ['Where to begin:'],
      (w) => !listed(w),
    ),
    t(
      () => ['Small steps, one at a time:'],
      (w) => !listed(w),
    ),
    t(
      () => ['What good looks like, in practice:'],
      (w) => !listed(w),
    ),
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
