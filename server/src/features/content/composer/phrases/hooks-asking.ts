import { capitalise as cap } from '../text';
import {
  countOf,
  listed,
  asked,
  claimed,
  howTo,
  plain,
  stop,
  told,
  urge,
  why,
  yesNo,
} from './kinds';
import { hook, wh } from './hook-kit';
import type { HookTemplate } from './types';

/** First lines that ask (the topic's question, or one it raises) or lead with its number. */
export const ASKING_HOOKS: readonly HookTemplate[] = [
  // Questions: the topic's own, sharpened, or one it raises.
  hook('question', 'any', [asked, why], (w) => w.question),
  hook('question', 'any', [why], (w) => `Ever wondered ${w.about}?`, undefined, wh),
  hook(
    'question',
    'formal',
    [yesNo],
    (w) => `${w.question} The useful answer is "it depends", and on what.`,
  ),
  hook(
    'question',
    'relaxed',
    [yesNo],
    (w) => `${w.question} Honest answer: it depends. Here's on what.`,
  ),
  hook('question', 'formal', [howTo], (w) => `What does it take to ${w.inf}?`),
  hook('question', 'relaxed', [howTo], (w) => `So you need to ${w.inf}. Where do you even start?`),
  hook('question', 'formal', [stop], (w) => `What does ${w.action} actually cost a team?`),
  hook(
    'question',
    'relaxed',
    [urge],
    (w) => `What would change if your team started ${w.action} next week?`,
  ),
  hook(
    'question',
    'formal',
    [told],
    (w) => `What did it take to ${w.inf}?`,
    undefined,
    (w) => !w.against,
  ),
  hook('question', 'any', [plain], (w) => w.question),
  hook('question', 'formal', [plain], (w) => `Who on your team owns ${w.areaBare}?`),
  hook(
    'question',
    'relaxed',
    [plain],
    (w) => `Quick question: who actually owns ${w.areaBare} on your team?`,
  ),
  hook(
    'question',
    'formal',
    [plain],
    (w) => `What would change if ${w.areaYours} had a single owner?`,
  ),
  hook(
    'question',
    'relaxed',
    [plain],
    (w) => `Be honest: when did you last look closely at ${w.areaYours}?`,
  ),
  hook('question', 'formal', [plain, howTo], (w) => `Why is ${w.action} harder than it looks?`),
  hook(
    'question',
    'relaxed',
    [plain, howTo],
    (w) => `Why does ${w.action} always take longer than planned?`,
  ),
  hook('question', 'any', [claimed], (w) => `${cap(w.claim ?? '')}? I am not so sure.`),
  hook('question', 'relaxed', [claimed], (w) => `Is it really true that ${w.claim}?`),
  // Numbers: the figure or the count the topic gives.
  hook(
    'number',
    'any',
    [plain, why],
    (w) => `${w.figure?.text} is the headline. The story behind it is more useful.`,
    undefined,
    (w) => w.figure?.kind === 'percent' || w.figure?.kind === 'money',
  ),
  hook(
    'number',
    'any',
    [told],
    (w) => `${cap(w.figure?.text ?? '')} later, here is what stuck.`,
    undefined,
    (w) => w.figure?.kind === 'quantity',
  ),
  hook('number', 'any', [listed], (w) => `${cap(w.topic)}, and the one most people skip.`),
  hook(
    'number',
    'formal',
    [listed],
    (w) => `${countOf(w)} about ${w.about} that hold in almost any team.`,
    undefined,
    (w) => w.count !== null && !/^the /.test(w.about),
  ),
  hook(
    'number',
    'relaxed',
    [listed],
    (w) => `${countOf(w)} about ${w.about}. The first is the easiest to start on.`,
    undefined,
    (w) => w.count !== null && !/^the /.test(w.about),
  ),
  hook(
    'number',
    'formal',
    [plain, howTo],
    (w) => `One decision usually makes most of the difference in ${w.action}.`,
  ),
  hook(
    'number',
    'relaxed',
    [howTo],
    (w) => `One change. That's what ${w.action} usually comes down to.`,
  ),
];
