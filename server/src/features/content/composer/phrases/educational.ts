import { capitalise as cap } from '../text';
import { lower } from '../deck';
import { b, countOf, figureNp, listed, m, p, s, setback } from './kinds';
import { EDUCATIONAL_VIEWS } from './teaching-views';
import { t, type ToneBook } from './types';

/** Teaches: why it matters, a numbered framework, a clear takeaway. */
export const educational: ToneBook = {
  register: 'relaxed',
  joiner: ' ',
  points: [
    ...EDUCATIONAL_VIEWS,
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
      setback,
    ),
  ],
  practices: [
    t((w) => [`Here's what good practice looks like: ${lower(p(w, 1))}`, p(w, 2)]),
    t((w) => [`A concrete example of doing ${w.area} well: ${lower(p(w, 1))}`]),
    t((w) => [`Start with the basics. ${p(w, 1)} ${p(w, 2)}`]),
    t((w) => [`${cap(w.work)}, the practice I recommend most is this: ${lower(p(w, 1))}`]),
  ],
  lessons: [
    t((w) => [`Key takeaway: ${lower(b(w, 1))}`]),
    t((w) => [`Bottom line for ${w.area}: ${lower(b(w, 1))}`]),
    t((w) => [`If you remember one thing about ${w.np}, make it this: ${lower(b(w, 1))}`]),
  ],
  details: [
    t((w) => [`A common mistake to avoid: ${m(w, 1)}.`, s(w, 1)]),
    t((w) => [`How to tell if it's working: ${lower(s(w, 1))}`]),
    t((w) => [`Watch for this pattern: ${m(w, 1)}.`, "It's common, and it's fixable."]),
  ],
  anchors: [
    t((w) => [`Today's topic: ${w.about}.`]),
    t((w) => [`Let's break down ${w.about}.`]),
    t((w) => [`A short lesson on ${w.about}.`]),
  ],
  figures: [
    t((w) => [`${cap(figureNp(w))} is the result; the method is the part you can copy.`]),
    t((w) => [`Keep ${figureNp(w)} in mind, but study the method more than the number.`]),
  ],
  listIntros: [
    t((w) => [`${countOf(w)}, step by step:`], listed),
    t(
      (w) => [`Here's how to approach ${w.area}, step by step:`],
      (w) => !listed(w) && w.ownArea,
    ),
    t(
      () => ["Here's the framework I use:"],
      (w) => !listed(w),
    ),
    t(
      () => ['Here are the steps I follow:'],
      (w) => !listed(w),
    ),
    t(
      () => ['The steps, in the order they matter:'],
      (w) => !listed(w),
    ),
    t(
      () => ['What to put in place, and in what order:'],
      (w) => !listed(w),
    ),
    t(
      () => ['A simple sequence to start from:'],
      (w) => !listed(w),
    ),
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
