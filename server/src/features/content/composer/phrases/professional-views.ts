import { lower } from '../deck';
import { capitalise as cap } from '../text';
import type { Words } from '../words';
import {
  b,
  claimed,
  factors,
  howTo,
  listed,
  listTitle,
  m,
  oneOf,
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

/** What the topic says was not given up, in a sentence of its own. */
const constraint = (w: Words): string[] =>
  w.without
    ? [
        oneOf(w, 'without', [
          `The "without ${w.without}" part deserves its own sentence: results that cost a team its pace are usually reversed within a year.`,
          `Doing it without ${w.without} is the harder half of the claim, and the more useful one to copy.`,
          `The constraint matters as much as the result: not ${w.without} is what makes it last.`,
        ]),
      ]
    : [];

const counterpoint = (w: Words): string =>
  oneOf(w, 'counter', [
    `The fair counterpoint: there are cases where ${w.action} makes sense. The point is to choose it deliberately, not by habit.`,
    `To be fair, ${w.action} is not always wrong. It becomes a problem when it is the default nobody questions.`,
  ]);

/** The professional view on each kind of topic. */
export const PROFESSIONAL_VIEWS: Template[] = [
  t(
    (w) => [
      `${w.against ? `Looking back on the decision to stop ${w.action}` : `Looking back at ${w.action}`}, the result is the easy part to explain.`,
      ...constraint(w),
      `What usually makes a change like this repeatable: ${lower(p(w, 0))}`,
    ],
    told,
  ),
  t(
    (w) => [
      `People ask about the result; the more useful question is what made ${w.np} change.`,
      ...constraint(w),
      `In most teams, what makes a change like that stick is unglamorous: ${lower(p(w, 0))}`,
    ],
    told,
  ),
  t(
    (w) => [
      `A change to ${w.np} is easy to announce and hard to repeat.`,
      ...constraint(w),
      s(w, 0),
    ],
    (w) => told(w) && !w.against,
  ),
  t(
    (w) => [
      `${/^how (?:we|our)\b/i.test(w.about) ? 'Our' : 'My'} approach to ${w.np} comes down to a few habits, and the first matters most: ${lower(p(w, 0))}`,
      `The reason is simple: ${lower(b(w, 0))}`,
    ],
    practised,
  ),
  t(
    (w) => [
      `There is nothing unusual in ${w.about}.`,
      `What makes it work is doing the same few things every time, starting with this: ${lower(p(w, 0))}`,
    ],
    practised,
  ),
  t(
    (w) => [
      `${w.Action} is mostly a set of decisions made before anyone starts.`,
      `The first one: ${lower(p(w, 0))}`,
    ],
    howTo,
  ),
  t(
    (w) => [
      `Most advice on ${w.action} is right and incomplete.`,
      `The most common mistake is ${m(w, 0)}.`,
    ],
    howTo,
  ),
  t(
    (w) => [`There is no secret to ${w.action}, but there is an order that works.`, b(w, 0)],
    howTo,
  ),
  t((w) => [`${listTitle(w)}, each one something I would pass on to anyone starting out.`], listed),
  t(
    (w) => [
      `I keep a short list about ${w.about}.`,
      `None of it is new; all of it is easy to forget under pressure.`,
    ],
    listed,
  ),
  t(
    (w) => [
      `My answer is "it depends", and on fewer things than the debate suggests.`,
      `Whether ${w.claim} comes down to ${factors(w)}.`,
    ],
    yesNo,
  ),
  t(
    (w) => [
      `I do not think there is a universal answer to whether ${w.claim}.`,
      `It depends on ${factors(w)}.`,
    ],
    yesNo,
  ),
  t(
    (w) => [
      `The honest answer to ${w.about} is that it depends on a few things.`,
      `In my view, the main ones are ${factors(w)}.`,
    ],
    openAsk,
  ),
  t(
    (w) => [
      `${cap(w.claim ?? '')} for ordinary reasons, not dramatic ones.`,
      `The most common one is ${m(w, 0)}.`,
      s(w, 0),
    ],
    setback,
  ),
  t(
    (w) => [
      `${cap(w.claim ?? '')}, and the reason is practical rather than philosophical.`,
      b(w, 0),
      `In practice: ${lower(p(w, 0))}`,
    ],
    reasoned,
  ),
  t(
    (w) => [
      `The argument for why ${w.claim} is simple: ${lower(b(w, 0))}`,
      `It shows up in habits like this one: ${lower(p(w, 0))}`,
    ],
    reasoned,
  ),
  t(
    (w) => [
      `The reason ${w.claim} is rarely a lack of effort.`,
      `More often it comes down to ${m(w, 0)}, and nobody owning the fix.`,
    ],
    setback,
  ),
  t(
    (w) => [
      `${w.Action} feels like the safe choice, and that is the problem.`,
      `It rewards what is familiar over what the work needs.`,
      `What to do instead: ${lower(p(w, 0))}`,
      counterpoint(w),
    ],
    stop,
  ),
  t(
    (w) => [
      `I agree with the advice to ${w.advice}.`,
      `The reason is simple: ${lower(b(w, 0))}`,
      `A better default: ${lower(p(w, 0))}`,
      counterpoint(w),
    ],
    stop,
  ),
  t(
    (w) => [
      `${w.Action} is advice most people agree with and few follow.`,
      `It is worth following because ${lower(b(w, 0))}`,
      counterpoint(w),
    ],
    urge,
  ),
  t(
    (w) => [
      `The case for ${w.action} is simple: ${lower(b(w, 0))}`,
      `A practical start: ${lower(p(w, 0))}`,
    ],
    urge,
  ),
  t((w) => [`I agree that ${w.claim}, with one condition.`, b(w, 0), s(w, 0)], claimed),
  t(
    (w) => [
      `I would push back on "${w.claim}", at least as a general rule.`,
      `It depends on ${factors(w, 2)}.`,
    ],
    claimed,
  ),
  t((w) => [`My view on ${w.np}: ${lower(b(w, 0))}`], plain),
  t(
    (w) => [
      `Most of what goes wrong with ${w.np} is predictable.`,
      `The most common pattern is ${m(w, 0)}.`,
    ],
    plain,
  ),
  t(
    (w) => [
      `The conversation about ${w.np} usually starts with tools, and it should start with habits.`,
      p(w, 0),
    ],
    plain,
  ),
  t(
    (w) => [
      `If I had to explain ${w.np} to someone new, I would start with one sentence: ${lower(b(w, 0))}`,
    ],
    plain,
  ),
  t(
    (w) => [
      `What separates ${w.counted ? 'a good' : 'good'} ${w.key} from the rest is rarely talent.`,
      `It is usually this: ${lower(p(w, 0))}`,
    ],
    plain,
  ),
  t(
    (w) => [
      `I think ${w.np} deserve${w.s} more deliberate attention than ${w.it} usually get${w.s}.`,
      s(w, 0),
    ],
    plain,
  ),
  t(
    (w) => [
      `The teams that handle ${w.np} well treat ${w.plural ? 'them' : 'it'} as a habit rather than a project.`,
      `In practice: ${lower(p(w, 0))}`,
    ],
    plain,
  ),
  t(
    (w) => [
      `${w.Np} ${w.is} rarely a knowledge problem.`,
      `Most people know what good looks like; ${lower(b(w, 0))}`,
    ],
    plain,
  ),
];
