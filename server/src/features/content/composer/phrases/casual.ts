import { capitalise as cap } from '../text';
import { lower } from '../deck';
import { b, countOf, figureNp, listed, m, p, s, setback, told } from './kinds';
import { CASUAL_VIEWS } from './relaxed-views';
import { t, thing, type ToneBook } from './types';

/** Chatty and first person: contractions, short sentences, an aside in brackets. */
export const casual: ToneBook = {
  register: 'relaxed',
  joiner: ' ',
  points: [
    ...CASUAL_VIEWS,
    t((w) => [
      `Here's my take: ${w.area} ${w.aIs} less about tools and more about who's paying attention.`,
    ]),
    t(
      (w) => [
        `My theory? ${cap(w.claim ?? '')} because nobody owns ${w.aIt === 'it' ? 'it' : 'them'} end to end.`,
        'Everyone does a bit, and nobody sees the whole thing.',
      ],
      setback,
    ),
    t((w) => [
      `I don't think ${w.action} needs a big plan.`,
      'It needs someone who cares and a reason to check in every week.',
    ]),
    t(
      (w) => [
        `Is it true that ${w.claim}? Kind of.`,
        `It depends a lot on how much care goes into ${w.area}.`,
      ],
      (w) => (w.kind === 'statement' || w.kind === 'question') && w.claim !== null,
    ),
    t(
      (w) => [
        `${w.Action} feels safe.`,
        "That's exactly the problem: it keeps giving you the same answer.",
      ],
      (w) => w.against,
    ),
  ],
  practices: [
    t((w) => [`Here's what actually works: ${lower(p(w, 1))}`, p(w, 2)]),
    t((w) => [`If I had to start over with ${w.area}, I'd do this first: ${lower(p(w, 1))}`]),
    t((w) => [`Boring advice that works: ${lower(p(w, 1))}`, `Also: ${lower(p(w, 2))}`]),
    t((w) => [`${cap(w.work)}, the habit I'd steal first is this: ${lower(p(w, 1))}`]),
    t((w) => [`The unsexy part? ${p(w, 1)}`, p(w, 2)]),
  ],
  lessons: [
    t((w) => [`Biggest takeaway: ${lower(b(w, 1))}`]),
    t((w) => [`If you remember one thing: ${lower(b(w, 1))}`]),
    t((w) => [`So yeah, ${w.np} ${w.is}n't rocket science. ${b(w, 1)}`], thing),
    t((w) => [`What I'd tell my past self: ${lower(b(w, 1))}`]),
  ],
  details: [
    t((w) => [`The trap I see all the time: ${m(w, 1)}.`, s(w, 1)]),
    t((w) => [`Quick gut check: ${lower(s(w, 1))}`]),
    t((w) => [`Where it goes wrong: ${m(w, 1)}.`, 'Been there.']),
    t((w) => [`Watch out for ${m(w, 1)}.`, s(w, 1)]),
  ],
  anchors: [
    t((w) => [`I've been thinking a lot about ${w.about} lately.`]),
    t((w) => [`So, ${w.about}.`]),
    t((w) => [`Let's get into ${w.about}.`]),
  ],
  figures: [
    t((w) => [`And yes, ${figureNp(w)} is real. The habits behind it are the interesting bit.`]),
    t((w) => [`${cap(figureNp(w))} gets the attention, but the boring habits did the work.`]),
  ],
  listIntros: [
    t((w) => [`${countOf(w)}, no fluff:`], listed),
    t(
      () => ["Here's the short version:"],
      (w) => !listed(w),
    ),
    t(
      () => ["What I'd actually do:"],
      (w) => !listed(w),
    ),
    t(
      () => ["What I'd try first:"],
      (w) => !listed(w),
    ),
    t(
      () => ['A few things that actually help:'],
      (w) => !listed(w),
    ),
    t(
      () => ['The stuff that makes a difference:'],
      (w) => !listed(w),
    ),
  ],

  flourish: {
    at: 'afterFirst',
    lines: [
      t(
        () => ['(Yes, this one took a while to sink in.)'],
        (w) => told(w) || listed(w),
      ),
      t(
        () => ["(Spoiler: it's rarely the tools.)"],
        (w) => !told(w),
      ),
      t(() => ['(Bear with me, this gets useful.)']),
      t(() => ["(No, it wasn't glamorous.)"], told),
    ],
  },
  custom: {
    mention: (text) => `Quick plug: ${text}. Had to mention it.`,
    act: (text) => `I also want to ${text}.`,
    note: (text) => `Oh, and one more thing: ${cap(text)}.`,
    focus: (text) => `What I really want to zoom in on, though, is ${text}.`,
    story: (text) => `It honestly reminds me of ${text}.`,
    cta: (text) => `And if this was useful, go ahead and ${text}.`,
  },
};
