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

/** Educational views: the mechanism, the steps in order, and why each one works. */
export const EDUCATIONAL_VIEWS: Template[] = [
  t(
    (w) => [
      `Let's unpack ${w.about}, because the method transfers.`,
      `Step one is usually the same: ${lower(p(w, 0))}`,
      `Why it works: ${lower(b(w, 0))}`,
    ],
    told,
  ),
  t(
    (w) => [
      `Here's the method for ${w.action}, in order.`,
      `First, ${lower(p(w, 0))}`,
      'Why first? Because everything after it depends on it.',
    ],
    howTo,
  ),
  t(
    (w) => [
      `Let's break down ${w.about}, one habit at a time.`,
      `Habit one: ${lower(p(w, 0))}`,
      `Why it works: ${lower(b(w, 0))}`,
    ],
    practised,
  ),
  t((w) => [`${countOf(w)}, ordered so each one makes the next easier.`], listed),
  t(
    (w) => [
      `To answer ${w.about}, look at three things: ${factors(w)}.`,
      'Each one can push the answer either way.',
    ],
    yesNo,
  ),
  t(
    (w) => [
      `A useful way to think about ${w.about}: break it into ${factors(w)}.`,
      'Then look at each one separately.',
    ],
    openAsk,
  ),
  t(
    (w) => [
      `To see ${w.about}, start with the mechanism: ${lower(b(w, 0))}`,
      `How to act on it: ${lower(p(w, 0))}`,
    ],
    reasoned,
  ),
  t(
    (w) => [
      `To understand ${w.about}, start with the mechanism.`,
      `The most common cause is ${m(w, 0)}.`,
      `How to spot it: ${lower(s(w, 0))}`,
    ],
    setback,
  ),
  t(
    (w) => [
      `Let's look at why ${w.action} persists.`,
      'It usually solves a short-term problem and creates a long-term one.',
      `A better default: ${lower(p(w, 0))}`,
    ],
    stop,
  ),
  t(
    (w) => [
      `The case for ${w.action} rests on one idea: ${lower(b(w, 0))}`,
      `How to start: ${lower(p(w, 0))}`,
    ],
    urge,
  ),
  t(
    (w) => [
      `Let's test the claim that ${w.claim}.`,
      `It depends on ${factors(w, 2)}.`,
      'Check those before you accept it or reject it.',
    ],
    claimed,
  ),
  t((w) => [`A simple model for ${w.np}: ${factors(w)}.`, 'Improve them in that order.'], plain),
];

/** Humorous views: a light, self-aware set-up, then a point that holds. */
export const HUMOROUS_VIEWS: Template[] = [
  t(
    (w) => [
      `On paper, ${w.action} sounds dramatic.`,
      'In practice it was mostly checklists.',
      `The one that mattered: ${lower(p(w, 0))}`,
    ],
    told,
  ),
  t(
    (w) => [
      `Step one of ${w.action}: panic quietly.`,
      `Step two: ${lower(p(w, 0))}`,
      'Step two is the one that works.',
    ],
    howTo,
  ),
  t(
    (w) => [
      `${cap(w.about)}: less magic than people assume.`,
      `Mostly this: ${lower(p(w, 0))}`,
      'Thrilling, I know. It works anyway.',
    ],
    practised,
  ),
  t(
    (w) => [`${countOf(w)}. I could write more, but attention spans are a finite resource.`],
    listed,
  ),
  t(
    (w) => [
      `Ask the internet ${w.about} and it says yes, no, and "it depends".`,
      `"It depends" wins. Mostly on ${factors(w, 2)}.`,
    ],
    yesNo,
  ),
  t(
    (w) => [
      `If I had a definitive answer to ${w.about}, I'd be selling a course.`,
      `What I have instead: it depends on ${factors(w, 2)}.`,
    ],
    openAsk,
  ),
  t(
    (w) => [
      `${cap(w.claim ?? '')}. Not the most thrilling sentence I will write this year, but a true one.`,
      b(w, 0),
    ],
    reasoned,
  ),
  t(
    (w) => [
      `Theories on ${w.about}, ranked by how often I hear them: bad luck, bad timing, bad people.`,
      `The boring real answer is usually ${m(w, 0)}.`,
    ],
    setback,
  ),
  t(
    (w) => [
      `${w.Action} is the professional version of hitting snooze.`,
      'Feels great. Fixes nothing.',
      `Instead: ${lower(p(w, 0))}`,
    ],
    stop,
  ),
  t(
    (w) => [
      `${w.Action} is like eating your vegetables.`,
      'Nobody is excited. Everybody benefits.',
      `First bite: ${lower(p(w, 0))}`,
    ],
    urge,
  ),
  t(
    (w) => [
      `${cap(w.claim ?? '')}. Mostly. Please don't quote me in a board meeting.`,
      `The fine print: it depends on ${factors(w, 2)}.`,
    ],
    claimed,
  ),
  t(
    (w) => [
      `Nobody puts "great at ${w.areaBare}" on a poster.`,
      "But it's the difference between calm weeks and chaos.",
      p(w, 0),
    ],
    plain,
  ),
];
