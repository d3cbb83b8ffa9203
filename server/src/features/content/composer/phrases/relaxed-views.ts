import { lower } from '../deck';
import { capitalise as cap } from '../text';
import {
  b,
  claimed,
  countOf,
  factors,
  howTo,
  listed,
  m,
  openAsk,
  p,
  plain,
  practised,
  reasoned,
  s,
  setback,
  stop,
  told,
  urge,
  yesNo,
} from './kinds';
import { t, type Template } from './types';

/** A practice as the end of "decides to …": "Protect time for breaks." → "protect time for breaks". */
const toDo = (text: string): string => lower(text).replace(/\.$/, '');

/** Casual views, one or two for each kind of topic: contractions, first person, plain talk. */
export const CASUAL_VIEWS: Template[] = [
  t(
    (w) => [`Was ${w.action} worth it? Yeah.`, `What made the difference: ${lower(p(w, 0))}`],
    told,
  ),
  t(
    (w) => [
      `Quick backstory: ${w.done}.`,
      `The part people don't ask about is the interesting one: ${lower(p(w, 0))}`,
    ],
    told,
  ),
  t(
    (w) => [
      `If you're about to ${w.inf}, here's the honest version.`,
      `Don't start with the tools. Start here: ${lower(p(w, 0))}`,
    ],
    howTo,
  ),
  t(
    (w) => [
      `Here's ${w.about}, no frameworks involved.`,
      `Rule one: ${lower(p(w, 0))}`,
      `Why? ${b(w, 0)}`,
    ],
    practised,
  ),
  t((w) => [`I'll keep this practical: ${lower(countOf(w))}, and none of them are fancy.`], listed),
  t((w) => [`Short answer on ${w.about}: it depends.`, `Mostly on ${factors(w, 2)}.`], yesNo),
  t(
    (w) => [
      `I don't think there's one answer to ${w.about}.`,
      `But if I had to bet, I'd look at ${factors(w, 2)} first.`,
    ],
    openAsk,
  ),
  t(
    (w) => [
      `Here's why I think ${w.claim}: ${lower(b(w, 0))}`,
      `What that looks like day to day: ${lower(p(w, 0))}`,
    ],
    reasoned,
  ),
  t(
    (w) => [
      `Here's my hunch on ${w.about}: it's rarely one big thing.`,
      `It's usually ${m(w, 0)}, repeated until nobody notices.`,
    ],
    setback,
  ),
  t(
    (w) => [
      `I get why people keep ${w.action}. It feels safe.`,
      "But it quietly costs you, and you don't notice until later.",
      `What I'd do instead: ${lower(p(w, 0))}`,
    ],
    stop,
  ),
  t(
    (w) => [
      `I'm a big fan of ${w.action}, and not because it's trendy.`,
      "It's just cheaper than the alternative.",
      `Easiest way in: ${lower(p(w, 0))}`,
    ],
    urge,
  ),
  t(
    (w) => [`I mostly agree that ${w.claim}.`, `The catch? It depends on ${factors(w, 2)}.`],
    claimed,
  ),
  t((w) => [`Real talk about ${w.np}: most of it comes down to ${factors(w, 2)}.`], plain),
  t((w) => [`Here's what I keep noticing with ${w.np}: ${lower(s(w, 0))}`], plain),
];

/** Inspirational views: short lines, a belief, then the one step that acts on it. */
export const INSPIRATIONAL_VIEWS: Template[] = [
  t((w) => ['The result is not the point.', 'What made it possible is.', p(w, 0)], told),
  t(
    (w) => [
      `You can ${w.inf}.`,
      'Not by doing everything at once.',
      `By doing one thing well: ${lower(p(w, 0))}`,
    ],
    howTo,
  ),
  t((w) => [`${cap(w.about)} isn't complicated.`, "It's consistent.", p(w, 0), b(w, 0)], practised),
  t(
    (w) => [
      `${countOf(w)}.`,
      'None of them are complicated.',
      w.items === 'mistakes'
        ? 'All of them are easy to make without noticing.'
        : w.items === 'questions'
          ? 'All of them take a little courage to ask.'
          : 'All of them take courage to keep doing.',
    ],
    listed,
  ),
  t(
    (w) => [
      `People keep asking ${w.about}.`,
      "I think it's the wrong question.",
      'The better one: what do the people doing the work need?',
    ],
    yesNo,
  ),
  t(
    (w) => [
      `There is no single answer to ${w.about}.`,
      'But there is always a next step.',
      p(w, 0),
    ],
    openAsk,
  ),
  t(
    (w) => [`${cap(w.claim ?? '')}.`, 'Not as a slogan.', `As a habit: ${lower(p(w, 0))}`, b(w, 0)],
    reasoned,
  ),
  t(
    (w) => [
      `${cap(w.claim ?? '')}.`,
      "It isn't inevitable.",
      `It starts to change the day someone decides to ${toDo(p(w, 0))}.`,
    ],
    setback,
  ),
  t(
    (w) => [
      `Letting go of ${w.action} is hard.`,
      'It feels safe.',
      'But safe is not the same as right.',
      `Start here: ${lower(p(w, 0))}`,
    ],
    stop,
  ),
  t(
    (w) => [
      `${w.Action} won't feel urgent.`,
      "That's exactly why it matters.",
      `One step today: ${lower(p(w, 0))}`,
    ],
    urge,
  ),
  t(
    (w) => [
      `I believe ${w.claim}.`,
      'But belief is not enough.',
      `It takes practice: ${lower(p(w, 0))}`,
    ],
    claimed,
  ),
  t(
    (w) => [`${w.Np} ${w.is} built in small moments.`, 'Nobody sees most of them.', p(w, 0)],
    plain,
  ),
  t(
    (w) => [
      `Better ${w.areaBare} start${w.aS} with a belief:`,
      b(w, 0),
      'Then it takes a habit.',
      p(w, 0),
    ],
    plain,
  ),
];
