import { lower } from '../deck';
import { capitalise as cap } from '../text';
import {
  oneOf,
  asked,
  claimed,
  howTo,
  listed,
  plain,
  practised,
  stop,
  toReader,
  told,
  urge,
  setback,
  why,
  yesNo,
} from './kinds';
import { advice, hook, named, tenses, tension, wh } from './hook-kit';
import { ASKING_HOOKS } from './hooks-asking';
import { own, type HookTemplate } from './types';

const DONE = [
  'Here is what I would tell another team trying it.',
  'Worth it, with caveats.',
  'The decision was harder than the work.',
];
const DONE_FIGURE = [
  'The number is not the interesting part.',
  'What made it possible is less exciting than the number.',
];

/**
 * First lines, by the kind of topic: a question opens with itself, a story with its result, a
 * list with its count, a command with the command and what is at stake, a plain subject with a
 * tension from its field. None claims a method or an event the topic does not tell.
 */
export const HOOKS: readonly HookTemplate[] = [
  ...ASKING_HOOKS,
  // Stories: only what the topic tells, else the stories others have.
  hook(
    'story',
    'any',
    [told],
    (w) => `${w.Done}. ${oneOf(w, 'done', w.figure ? DONE_FIGURE : DONE)}`,
  ),
  hook('story', 'relaxed', [told], (w) => `The honest version of ${w.about}.`),
  hook(
    'story',
    'formal',
    [told],
    (w) => `${cap(w.about)}: what I would keep, and what I would change.`,
  ),
  hook('statement', 'formal', [told], (w) => `For anyone about to try it: notes on ${w.about}.`),
  // Practices: the author's own way of working, as the topic names it.
  hook('statement', 'any', [practised], (w) => `${cap(w.about)}, in a few lines.`),
  hook('number', 'formal', [practised], (w) => `One rule shapes ${w.about}.`),
  hook('number', 'relaxed', [practised], (w) => `One rule shapes ${w.about}. Here it is.`),
  hook(
    'question',
    'formal',
    [practised],
    (w) => `How do you ${toReader(w.inf)}? Here is how I do it.`,
  ),
  hook('question', 'relaxed', [practised], (w) => `How do you ${toReader(w.inf)}? Here's my way.`),
  hook(
    'contrarian',
    'formal',
    [practised],
    (w) => `Most advice on ${toReader(w.action)} is about the format. The format is the easy part.`,
  ),
  hook(
    'contrarian',
    'relaxed',
    [practised],
    (w) => `Unpopular opinion: ${toReader(w.action)} is simpler than the templates suggest.`,
  ),
  hook('story', 'relaxed', [practised], (w) => `People ask ${w.about}. Here's the honest answer.`),
  hook(
    'story',
    'formal',
    [practised],
    (w) => `When people ask ${w.about}, the answer is less clever than they expect.`,
  ),
  hook(
    'story',
    'any',
    [plain],
    (w) => `A familiar story with ${named(w)}: ${lower(tension(w, 'mistakes'))}.`,
    undefined,
    tenses('mistakes'),
  ),
  hook(
    'statement',
    'any',
    [plain],
    (w) => `A simple test for ${named(w)}: ${lower(tension(w, 'signals'))}`,
    undefined,
    tenses('signals'),
  ),
  hook('story', 'any', [plain], (w) => `Most teams have a story about ${w.np}.`),
  hook(
    'story',
    'formal',
    [plain],
    (w) => `Ask ten people about ${w.np} and you will hear ten different answers.`,
  ),
  hook(
    'story',
    'relaxed',
    [asked, why],
    (w) => `Ask ten people ${w.about} and you'll get ten answers.`,
    undefined,
    wh,
  ),
  hook('story', 'any', [why], (w) => `Everyone has a theory about ${w.about}.`),
  hook(
    'story',
    'relaxed',
    [plain, howTo],
    (w) => `It's easy to think ${w.action} is someone else's job.`,
  ),
  hook(
    'story',
    'formal',
    [plain, yesNo],
    (w) => `The conversation about ${w.np} has changed, and not always for the better.`,
  ),
  hook(
    'story',
    'relaxed',
    [plain],
    (w) => `Picture the week ${w.np} lands on your desk.`,
    ['humorous', 'casual'],
    (w) => !/\b(?:that|which|who)\b/.test(w.np),
  ),
  // Contrarian: the command with its stake, the claim with a doubt, the field's tension.
  hook('contrarian', 'any', [stop, urge], (w) => `${advice(w)}.`),
  hook(
    'contrarian',
    'formal',
    [stop],
    (w) => `${advice(w)}. Its cost rarely shows up where anyone is looking.`,
  ),
  hook(
    'contrarian',
    'relaxed',
    [stop],
    (w) => `${advice(w)}. It feels safe, and that's the problem.`,
  ),
  hook(
    'contrarian',
    'formal',
    [urge],
    (w) => `${advice(w)}. It costs little, and most teams still put it off.`,
  ),
  hook(
    'contrarian',
    'any',
    [why],
    (w) => `${cap(w.claim ?? '')}. Not for the reason most people give.`,
  ),
  hook(
    'contrarian',
    'formal',
    [yesNo],
    (w) => `The debate about ${w.about} usually skips the part that matters.`,
  ),
  hook(
    'contrarian',
    'formal',
    [claimed],
    (w) => `${cap(w.claim ?? '')}. Mostly true, and the exceptions are the interesting part.`,
  ),
  hook(
    'contrarian',
    'formal',
    [plain, howTo],
    (w) => `The hardest part of ${w.action} is not the part people talk about.`,
  ),
  hook(
    'contrarian',
    'relaxed',
    [plain, howTo],
    (w) => `Nobody warns you about the boring part of ${w.action}.`,
  ),
  hook('contrarian', 'formal', [plain], (w) => `Most advice on ${w.np} skips the difficult part.`),
  hook(
    'contrarian',
    'formal',
    [howTo],
    (w) => `Most guides to ${w.action} start in the wrong place.`,
  ),
  hook(
    'contrarian',
    'any',
    [plain],
    (w) =>
      `Where ${w.np} usually go${w.plural ? '' : 'es'} wrong: ${lower(tension(w, 'mistakes'))}.`,
    undefined,
    tenses('mistakes'),
  ),
  hook('contrarian', 'any', [plain], (w) => tension(w, 'signals'), undefined, tenses('signals')),
  hook(
    'statement',
    'formal',
    [plain],
    (w) => `The most common mistake with ${w.np} is ${lower(tension(w, 'mistakes'))}.`,
    undefined,
    tenses('mistakes'),
  ),
  hook(
    'question',
    'relaxed',
    [plain],
    (w) => `The most common mistake with ${w.np}? ${tension(w, 'mistakes', 3)}.`,
    undefined,
    tenses('mistakes', 3),
  ),
  hook(
    'contrarian',
    'relaxed',
    [plain],
    (w) => `Everyone has a framework for ${w.area}. Almost nobody has an owner.`,
    undefined,
    own,
  ),
  hook(
    'contrarian',
    'relaxed',
    [plain],
    (w) => `I'll say it: ${w.action} is mostly a people problem.`,
    ['humorous', 'casual', 'inspirational'],
  ),
  // Statements.
  hook(
    'statement',
    'formal',
    [plain, howTo, urge],
    (w) => `${w.Action} looks simple from the outside.`,
  ),
  hook(
    'statement',
    'formal',
    [plain, told, why],
    (w) => `A few thoughts on ${w.about}, from practice rather than theory.`,
  ),
  hook('statement', 'relaxed', [plain, asked, why], (w) => `Let's talk about ${w.about}.`),
  hook(
    'statement',
    'formal',
    [plain],
    (w) => `${w.Np} deserve${w.s} more attention than ${w.it} get${w.s}.`,
  ),
  hook('statement', 'formal', [howTo], (w) => `${cap(w.about)}, in the order that matters.`),
  hook(
    'statement',
    'formal',
    [claimed],
    (w) => `${cap(w.claim ?? '')}. Here is the case, and where it stops.`,
  ),
  hook(
    'statement',
    'any',
    [told],
    (w) => `What ${w.action} taught me about running a team.`,
    undefined,
    (w) => !w.against,
  ),
  hook(
    'statement',
    'relaxed',
    [plain, why, told],
    (w) => `Here's what I've learned about ${w.about}.`,
  ),
  hook('statement', 'relaxed', [plain, urge], (w) => `${w.Action} is a habit, not a project.`, [
    'inspirational',
    'casual',
    'educational',
  ]),
  hook(
    'statement',
    'any',
    [plain, howTo, urge, listed],
    (w) => `A practical guide to ${w.action}.`,
    ['educational'],
  ),
  hook(
    'statement',
    'relaxed',
    [plain, howTo, urge],
    (w) => `${w.Action} starts with one small, deliberate step.`,
    ['inspirational'],
  ),
  hook(
    'statement',
    'relaxed',
    [setback],
    (w) => `${cap(w.claim ?? '')}. It doesn't have to stay that way.`,
    ['inspirational'],
  ),
  hook(
    'statement',
    'relaxed',
    [asked],
    (w) => `${w.question} The better question is what we do next.`,
    ['inspirational'],
  ),
];
