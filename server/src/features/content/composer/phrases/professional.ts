import { capitalise as cap } from '../text';
import type { Words } from '../words';
import { t, type ToneBook } from './types';

const headline = (w: Words) => w.figure?.kind === 'percent' || w.figure?.kind === 'money';

/** Measured and specific: full sentences, no contractions, no exclamation marks. */
export const professional: ToneBook = {
  register: 'formal',
  joiner: ' ',
  points: [
    t((w) => [
      `My view is simple: ${w.area} deserve${w.aS} the same discipline as any other part of the business.`,
      'That means an owner, a measure and a regular review, not a one-off initiative.',
    ]),
    t(
      (w) => [
        `In my experience, ${w.claim} for a simple reason: nobody owns ${w.aIt} from start to finish.`,
        'Everyone contributes a part, and nobody sees the whole.',
      ],
      (w) => w.kind === 'why' && w.claim !== null,
    ),
    t(
      (w) => [
        `Is it true that ${w.claim}? Partly.`,
        `The answer depends less on the idea itself than on how deliberately a team manages ${w.area}.`,
      ],
      (w) => (w.kind === 'statement' || w.kind === 'question') && w.claim !== null,
    ),
    t(
      (w) => [
        `${w.Action} feels like the safe choice.`,
        'In practice it narrows what a team can see, and the cost only shows up much later.',
      ],
      (w) => w.against,
    ),
    t((w) => [
      `The common advice on ${w.area} focuses on tools and frameworks.`,
      'In my experience, the real difference comes from clarity: knowing the outcome, who owns it and how you will know it is working.',
    ]),
    t(
      (w) => [
        `${w.Action} was never a single project for us.`,
        'It was a series of small decisions, made consistently and reviewed honestly.',
      ],
      (w) => w.acted && !w.against,
    ),
  ],
  stories: [
    t((w) => [
      `${cap(w.work)}, ${w.area} come${w.aS} up in almost every planning conversation.`,
      `For a long time we treated ${w.aIt} as something ${w.d.team} would sort out on their own.`,
      `That changed when ${w.done}.`,
      `${cap(w.d.partner)} started joining, and ${w.d.measure} became something we reviewed together rather than argued about.`,
    ]),
    t((w) => [
      `The clearest example from my own work: ${w.done}.`,
      'The first attempt was a policy that nobody followed.',
      `What worked was smaller: ${w.d.team} and ${w.d.partner} looked at ${w.area} together every week and agreed on one change at a time.`,
      headline(w)
        ? `The ${w.figure?.text} came from dozens of those changes, not from one big decision.`
        : 'It cost a few hours a week, and it saved us the same argument every quarter.',
    ]),
    t((w) => [
      `Earlier this year, ${w.done}.`,
      `We started with ${w.d.artefact}: where ${w.area} stood, who owned each part and what we would change first.`,
      `${cap(w.d.team)} did most of the work.`,
      `It took longer than planned, and it was worth it: ${w.d.measure} moved in the right direction, and the conversations about ${w.area} became calmer.`,
    ]),
    t(
      (w) => [
        `We used to rely on ${w.action}.`,
        'It felt safe, and it kept producing the same results.',
        `When ${w.done}, ${w.d.team} had to be explicit about what we actually needed, and ${w.d.partner} helped us write it down.`,
        'It took more effort at first. The decisions improved.',
      ],
      (w) => w.against,
    ),
  ],
  lessons: [
    t((w) => [
      `What ${w.action} taught me: give ${w.area} an owner, a rhythm and one measure, and most of the rest follows.`,
    ]),
    t((w) => [
      `The broader lesson is that ${w.area} ${w.aIs} rarely a knowledge problem.`,
      'It is a follow-through problem.',
    ]),
    t((w) => [`If I had to put it in one sentence: treat ${w.area} as a habit, not a project.`]),
    t((w) => [
      `The lesson I keep returning to is that ${w.action} rewards patience more than cleverness.`,
    ]),
    t(
      (w) => [
        `My takeaway: "${w.advice}" is not a slogan. It is a decision someone has to make and explain.`,
      ],
      (w) => w.advice !== null,
    ),
  ],
  details: [
    t((w) => [
      'What would I do differently?',
      `Start smaller, write the decision down, and bring ${w.d.partner} in from the first week rather than the last.`,
    ]),
    t((w) => [
      'It was not free.',
      `It took time from ${w.d.team}, and a few conversations were uncomfortable.`,
      `Measured against the attention ${w.area} used to demand, it was a good trade.`,
    ]),
    t((w) => [
      'One caveat: this works when someone senior protects the time for it.',
      `Without that, ${w.area} slide${w.aS} back down the list within a quarter.`,
    ]),
  ],
  anchor: (w) => `I have been thinking about ${w.about} for some time.`,
  listIntros: [
    t(() => ['In practice, it came down to a few steps:']),
    t(() => ['The approach, in short:']),
  ],
  steps: [
    (w) => `Name one owner for ${w.area}, not a committee.`,
    (w) => `Pick one measure, such as ${w.d.measure}, and write down where it stands today.`,
    (w) => `Review it briefly in ${w.d.ritual}, every time.`,
    () => 'Change one thing at a time, and record why.',
    (w) => `Ask ${w.d.team} what slows them down before deciding anything.`,
    () => 'Share what changed, including what did not work.',
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
