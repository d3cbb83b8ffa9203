import { capitalise as cap } from '../text';
import { lower } from '../deck';
import {
  asked,
  b,
  claimed,
  countOf,
  figureNp,
  howTo,
  listed,
  m,
  p,
  plain,
  s,
  setback,
  stop,
  told,
  urge,
  why,
} from './kinds';
import { HUMOROUS_VIEWS } from './teaching-views';
import { t, thing, type ToneBook } from './types';

/** Self-deprecating, with a recognisable joke set-up, and still a real point. */
export const humorous: ToneBook = {
  register: 'relaxed',
  joiner: ' ',
  points: [
    ...HUMOROUS_VIEWS,
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
      setback,
    ),
  ],
  practices: [
    t((w) => [`What actually works is boring, which is why nobody does it: ${lower(p(w, 1))}`]),
    t((w) => [`The secret, which is not a secret: ${lower(p(w, 1))}`, p(w, 2)]),
    t((w) => [
      `${cap(w.work)}, I have tried every shortcut. The one that works: ${lower(p(w, 1))}`,
    ]),
    t((w) => [`Groundbreaking advice incoming: ${lower(p(w, 1))}`, 'I know. Revolutionary.']),
  ],
  lessons: [
    t((w) => [`Moral of the story: ${lower(b(w, 1))}`]),
    t((w) => [`The real secret to ${w.np}? ${b(w, 1)} Groundbreaking, I know.`], thing),
    t((w) => [`Lesson learned, eventually: ${lower(b(w, 1))}`]),
  ],
  details: [
    t((w) => [`My favourite mistake, which I see everywhere: ${m(w, 1)}.`, s(w, 1)]),
    t((w) => [`A fun game: ${lower(s(w, 1))}`, 'Not that fun, actually.']),
    t((w) => [`Classic move: ${m(w, 1)}.`, 'Ten out of ten, would not recommend.']),
  ],
  anchors: [
    t((w) => [`Today's topic: ${w.about}. Stay with me.`]),
    t(
      (w) => [`Let's talk about ${w.about}, the thing we all swear we have under control.`],
      (w) => !listed(w) && !w.told && !w.practice,
    ),
  ],
  figures: [
    t((w) => [
      `${cap(figureNp(w))} sounds impressive. The method behind it is mostly spreadsheets and stubbornness.`,
    ]),
    t((w) => [
      `${cap(figureNp(w))} looks great on a slide. Getting there looked a lot less glamorous.`,
    ]),
  ],
  listIntros: [
    t(
      (w) => [
        w.items === 'questions'
          ? `${countOf(w)}, ranked by how awkward they feel to ask:`
          : `${countOf(w)}, ranked by how long it takes people to admit them:`,
      ],
      listed,
    ),
    t(
      () => ['What actually works, in order of how long it takes to accept it:'],
      (w) => !listed(w),
    ),
    t(
      () => ['The unglamorous checklist:'],
      (w) => !listed(w),
    ),
    t(
      () => ['The boring bits that work:'],
      (w) => !listed(w),
    ),
    t(
      () => ['What works, minus the motivational poster:'],
      (w) => !listed(w),
    ),
    t(
      () => ['The checklist nobody puts on a slide:'],
      (w) => !listed(w),
    ),
  ],

  flourish: {
    at: 'start',
    lines: [
      t(
        (w) => [
          `Expectation: one meeting about ${w.areaBare}.`,
          'Reality: a quarter of follow-ups.',
        ],
        (w) => plain(w) || urge(w),
      ),
      t(
        (w) => [`Everyone asks "how hard can ${w.action} be?"`, 'Harder than the slide deck says.'],
        (w) => howTo(w) || plain(w),
      ),
      t(() => ['Fair warning: this is less exciting than the headline.'], told),
      t(
        () => ['I have heard every theory on this, including "Mercury is in retrograde."'],
        (w) => why(w) || asked(w),
      ),
      t(
        () => ['I have ignored this advice myself, so no judgement here.'],
        (w) => stop(w) || claimed(w),
      ),
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
