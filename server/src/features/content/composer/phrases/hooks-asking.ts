import { capitalise as cap } from '../text';
import {
  countOf,
  factors,
  listTitle,
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
import { hook, tension, tenses, wh, type Kind } from './hook-kit';
import { own, type HookTemplate } from './types';

/** "What I learned from 100 pricing conversations". */
const learned: Kind = (w) => w.count === null && /^what (?:I|we) learn/i.test(w.about);

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
    'number',
    'formal',
    [yesNo],
    (w) => `Whether ${w.claim} comes down to three things: ${factors(w)}.`,
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
  hook(
    'question',
    'formal',
    [plain],
    (w) => `Who on your team owns ${w.areaBare}?`,
    undefined,
    own,
  ),
  hook(
    'question',
    'relaxed',
    [plain],
    (w) => `Quick question: who actually owns ${w.areaBare} on your team?`,
    undefined,
    own,
  ),
  hook(
    'question',
    'formal',
    [plain],
    (w) => `What would change if ${w.areaYours} had a single owner?`,
    undefined,
    own,
  ),
  hook(
    'question',
    'relaxed',
    [plain],
    (w) => `Be honest: when did you last look closely at ${w.areaYours}?`,
    undefined,
    own,
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
    [told, listed],
    (w) => `${cap(w.figure?.text ?? '')} later, here is what stuck.`,
    undefined,
    (w) => w.figure?.kind === 'quantity',
  ),
  hook(
    'number',
    'any',
    [told],
    (w) => `${cap(w.figure?.text ?? '')}. Here is what actually moved the number.`,
    undefined,
    (w) => w.figure?.kind === 'change',
  ),
  // What the author learned from something: the topic says it, the list follows.
  hook('statement', 'formal', [listed], (w) => `${cap(w.about)}, in short.`, undefined, learned),
  hook(
    'story',
    'relaxed',
    [listed],
    (w) => `${cap(w.about)}? More than I expected.`,
    undefined,
    learned,
  ),
  hook(
    'question',
    'any',
    [listed],
    (w) => `What ${w.does} ${w.np} teach you that no training does?`,
    undefined,
    (w) => learned(w) && w.figure?.kind === 'quantity',
  ),
  hook(
    'contrarian',
    'any',
    [listed],
    (w) => `Most of what ${w.np} ${w.plural ? 'teach' : 'teaches'} is not in any playbook.`,
    undefined,
    learned,
  ),
  // Mistakes people make: the list, and what it costs.
  hook(
    'statement',
    'any',
    [listed],
    (w) => `${listTitle(w)}, and how to avoid them.`,
    undefined,
    (w) => w.items === 'mistakes' && w.count !== null,
  ),
  hook(
    'question',
    'any',
    [listed],
    (w) => `What do ${w.np} get wrong most often?`,
    undefined,
    (w) => w.items === 'mistakes' && w.plural && /^the /.test(w.about),
  ),
  hook(
    'contrarian',
    'any',
    [listed],
    (w) => `None of ${w.about} is about talent.`,
    undefined,
    (w) => w.items === 'mistakes' && /^the mistakes\b/.test(w.about),
  ),
  hook(
    'number',
    'any',
    [listed],
    (w) =>
      `${cap(w.topic)}, and the one ${w.items === 'mistakes' ? 'that costs the most' : 'most people skip'}.`,
    undefined,
    (w) => !learned(w),
  ),
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
    [howTo],
    (w) => `One decision usually makes most of the difference in ${w.action}.`,
  ),
  // A plain subject: what it depends on, and the question its field asks about it.
  hook('number', 'formal', [plain], (w) =>
    w.person
      ? `What makes ${w.np} good comes down to three things: ${factors(w)}.`
      : `${w.Np} come${w.s} down to three things: ${factors(w)}.`,
  ),
  hook('question', 'any', [plain], (w) => tension(w, 'questions'), undefined, tenses('questions')),
  hook('number', 'relaxed', [plain], (w) =>
    w.person
      ? `What makes ${w.np} good? Three things: ${factors(w)}.`
      : `${w.Np}? It comes down to three things: ${factors(w)}.`,
  ),
  hook(
    'number',
    'relaxed',
    [howTo],
    (w) => `One change. That's what ${w.action} usually comes down to.`,
  ),
];
