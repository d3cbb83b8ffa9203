import { lower } from '../deck';
import { capitalise as cap } from '../text';
import { b, countOf, figureNp, listed, m, p, s } from './kinds';
import { PROFESSIONAL_VIEWS } from './professional-views';
import { t, thing, type ToneBook } from './types';

/** Measured and specific: full sentences, no contractions, no exclamation marks. */
export const professional: ToneBook = {
  register: 'formal',
  joiner: ' ',
  points: PROFESSIONAL_VIEWS,
  practices: [
    t((w) => [`What tends to work is unglamorous: ${lower(p(w, 1))}`, p(w, 2)]),
    t((w) => [`${cap(w.work)}, I would start here: ${lower(p(w, 1))}`, p(w, 2)]),
    t((w) => [
      `If I were starting on ${w.area} tomorrow, I would begin here: ${lower(p(w, 1))}`,
      p(w, 2),
    ]),
    t((w) => [`The practical version: ${lower(p(w, 1))}`, p(w, 2)]),
    t((w) => [`Two habits do most of the work: ${lower(p(w, 1))}`, `And: ${lower(p(w, 2))}`]),
    t((w) => [`Where to start: ${lower(p(w, 1))}`, `Then: ${lower(p(w, 2))}`]),
    t((w) => [
      `For anyone responsible for ${w.area}, the first step is concrete: ${lower(p(w, 1))}`,
    ]),
    t((w) => [`A habit worth borrowing: ${lower(p(w, 1))}`]),
    t((w) => [`${cap(w.work)}, the practice I would defend first is simple: ${lower(p(w, 1))}`]),
  ],
  lessons: [
    t((w) => [`The broader point: ${lower(b(w, 1))}`]),
    t((w) => [`If I had to keep one sentence, it would be this: ${lower(b(w, 1))}`]),
    t((w) => [`What I take from this: ${lower(b(w, 1))}`]),
    t((w) => [`Underneath ${w.np} sits a simpler truth: ${lower(b(w, 1))}`], thing),
    t((w) => [`The lesson for ${w.d.readers}: ${lower(b(w, 1))}`]),
    t((w) => [`My conclusion, for what it is worth: ${lower(b(w, 1))}`]),
    t((w) => [`${cap(w.work)}, the conclusion I keep coming back to is this: ${lower(b(w, 1))}`]),
  ],
  details: [
    t((w) => [`The mistake I see most often is ${m(w, 1)}.`, s(w, 1)]),
    t((w) => [`A common trap: ${m(w, 1)}.`, s(w, 1)]),
    t((w) => [`One warning sign worth checking: ${lower(s(w, 1))}`]),
    t((w) => [`${cap(w.work)}, the pattern I watch for is ${m(w, 1)}.`, s(w, 1)]),
    t((w) => [`What to avoid: ${m(w, 1)}.`, `It looks efficient and rarely is.`]),
    t((w) => [`A simple test: ${lower(s(w, 1))}`, `And a mistake to avoid: ${m(w, 1)}.`]),
  ],
  anchors: [
    t((w) => [`A few thoughts on ${w.about}.`]),
    t((w) => [`I have been thinking about ${w.about}.`]),
    t((w) => [`This post is about ${w.about}.`]),
    t((w) => [`On ${w.about}, briefly.`]),
  ],
  figures: [
    t((w) => [
      `${cap(figureNp(w))} is the part people will ask about; whether it holds next quarter matters more.`,
    ]),
    t((w) => [`${cap(figureNp(w))} only holds if the habits behind it stay in place.`]),
  ],
  listIntros: [
    t(
      (w) => [
        `${countOf(w)}, in the order I would ${w.items === 'questions' ? 'ask' : 'tackle'} them:`,
      ],
      (w) => listed(w) && w.items !== 'mistakes',
    ),
    t(
      (w) => [`${countOf(w)}, in the order they tend to cost the most:`],
      (w) => listed(w) && w.items === 'mistakes',
    ),
    t(
      () => ['A short checklist:'],
      (w) => !listed(w),
    ),
    t(
      (w) => [`A short checklist for ${w.area}:`],
      (w) => !listed(w),
    ),
    t(
      () => ['Where I would start:'],
      (w) => !listed(w),
    ),
    t(
      () => ['The habits that make the difference:'],
      (w) => !listed(w),
    ),
    t(
      () => ['What works, in order:'],
      (w) => !listed(w),
    ),
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
