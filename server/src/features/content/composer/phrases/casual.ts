import { capitalise as cap } from '../text';
import type { Words } from '../words';
import { t, type ToneBook } from './types';

const headline = (w: Words) => w.figure?.kind === 'percent' || w.figure?.kind === 'money';

/** Chatty and first person: contractions, short sentences, an aside in brackets. */
export const casual: ToneBook = {
  register: 'relaxed',
  joiner: ' ',
  points: [
    t((w) => [
      `Here's my take: ${w.area} ${w.aIs} less about tools and more about who's paying attention.`,
    ]),
    t(
      (w) => [
        `My theory? ${cap(w.claim ?? '')} because nobody owns ${w.aIt} end to end.`,
        'Everyone does a bit, and nobody sees the whole thing.',
      ],
      (w) => w.kind === 'why' && w.claim !== null,
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
  stories: [
    t((w) => [
      'Quick story.',
      `Earlier this year ${w.done}.`,
      `We didn't start with a big plan. ${cap(w.d.team)} and I sat down with ${w.d.artefact} and asked what was actually slowing us down.`,
      'The answer was boring, and fixing it took weeks, not months.',
    ]),
    t((w) => [
      `${cap(w.work)}, I've seen ${w.area} go sideways more than once.`,
      `The time it finally worked, ${w.done}.`,
      `${cap(w.d.partner)} was in the room from day one, which made all the difference.`,
      headline(w)
        ? `The ${w.figure?.text} was a nice bonus, honestly.`
        : `We saw it in ${w.d.measure} within a few weeks.`,
    ]),
    t(
      (w) => [
        `We used to be big on ${w.action}.`,
        `Then ${w.d.partner} asked why, and none of us had a good answer.`,
        `So ${w.done}.`,
        'It was awkward for a month. Then it just became how we work.',
      ],
      (w) => w.against,
    ),
  ],
  lessons: [
    t((w) => [
      `Biggest lesson: the people closest to ${w.area} usually know what to fix. Ask them first.`,
    ]),
    t((w) => [`So yeah, ${w.action} isn't rocket science.`, "It's mostly showing up every week."]),
    t((w) => [
      `What I'd tell my past self: stop looking for the perfect fix for ${w.area} and start with the smallest one.`,
    ]),
    t((w) => [`The takeaway for me: ${w.area} ${w.aIs} a team sport.`]),
  ],
  details: [
    t((w) => [
      'Was it perfect? Nope.',
      `We dropped the ball twice, and ${w.d.team} called it out both times (fair).`,
    ]),
    t((w) => [`What I'd do differently: get ${w.d.partner} involved way earlier.`]),
    t(() => [
      'The hidden cost was time.',
      "A few hours a week doesn't sound like much until it's your few hours.",
    ]),
  ],
  anchor: (w) => `I've been thinking a lot about ${w.about} lately.`,
  listIntros: [t(() => ["Here's roughly what we did:"]), t(() => ['The short version:'])],
  steps: [
    (w) => `Gave ${w.area} one owner.`,
    (w) => `Picked one number to watch: ${w.d.measure}.`,
    (w) => `Talked about it in ${w.d.ritual}, every single week.`,
    () => 'Changed one thing at a time.',
  ],
  flourish: {
    at: 'afterFirst',
    lines: [
      t(() => ['(Yes, I learned this the hard way.)']),
      t(() => ["(Spoiler: it wasn't the tools.)"]),
      t(() => ['(Bear with me, this gets useful.)']),
      t(() => ["(No, it wasn't glamorous.)"]),
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
