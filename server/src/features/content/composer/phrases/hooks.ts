import { capitalise } from '../text';
import type { Words } from '../words';
import { owned, type HookTemplate } from './types';

const hook = (
  family: HookTemplate['family'],
  register: HookTemplate['register'],
  say: (w: Words) => string,
  when?: (w: Words) => boolean,
  tones?: HookTemplate['tones'],
): HookTemplate => ({ family, register, say: (w) => [say(w)], when, tones });

const asks = (w: Words) => w.kind === 'question' || w.kind === 'why';
const plain = (w: Words) => !owned(w) && w.kind !== 'question';
const wh = (w: Words) =>
  /^(?:why|how|what|whether)\b/.test(w.about) && !/^\w+ (?:we|I|our|my)\b/.test(w.about);

/**
 * First lines, by the voice profile's hook families. Each starts differently from every other,
 * so two posts never share an opening; each names the topic in the form its sentence needs.
 */
export const HOOKS: readonly HookTemplate[] = [
  // question
  hook('question', 'any', (w) => w.question),
  hook(
    'question',
    'any',
    (w) => `Ever wondered ${w.about}?`,
    (w) => asks(w) && wh(w),
  ),
  hook('question', 'formal', (w) => `Why is ${w.action} harder than it looks?`),
  hook('question', 'relaxed', (w) => `Why does ${w.action} always take longer than planned?`),
  hook('question', 'formal', (w) => `Who on your team owns ${w.areaYours}?`),
  hook(
    'question',
    'relaxed',
    (w) => `Quick question: who actually owns ${w.areaYours} on your team?`,
  ),
  hook('question', 'formal', (w) => `What would change if ${w.areaYours} had a single owner?`),
  hook('question', 'relaxed', (w) => `What if ${w.action} is simpler than we make it?`),
  hook('question', 'formal', (w) => `How much attention does ${w.areaYours} get in your planning?`),
  hook(
    'question',
    'relaxed',
    (w) => `Be honest: when did you last look closely at ${w.areaYours}?`,
  ),
  hook(
    'question',
    'any',
    (w) => `${capitalise(w.claim ?? '')}? I am not so sure.`,
    (w) => w.kind === 'statement' && w.claim !== null,
  ),
  // number
  hook(
    'number',
    'any',
    (w) => `${w.figure?.text} is the headline. The story behind it is more useful.`,
    (w) => w.figure?.kind === 'percent' || w.figure?.kind === 'money',
  ),
  hook(
    'number',
    'any',
    (w) => `${capitalise(w.figure?.text ?? '')} later, here is what stuck.`,
    (w) => w.figure?.kind === 'quantity',
  ),
  hook(
    'number',
    'any',
    (w) => `${capitalise(w.count ?? '')}, and the one I would put first.`,
    (w) => w.count !== null,
  ),
  hook(
    'number',
    'formal',
    (w) => `One decision usually makes most of the difference in ${w.action}.`,
  ),
  hook('number', 'relaxed', (w) => `One change. That's what ${w.action} usually comes down to.`),
  hook(
    'number',
    'relaxed',
    (w) => `Two things people get wrong about ${w.area}, and one they get right.`,
  ),
  hook(
    'number',
    'any',
    (w) => `1 owner, 1 measure, 1 weekly review: my whole approach to ${w.area}.`,
  ),
  hook(
    'number',
    'formal',
    (w) => `Thirty minutes a week is enough to change how a team handles ${w.area}.`,
  ),
  hook(
    'number',
    'relaxed',
    (w) => `Zero new tools. That's how many ${w.action} usually needs.`,
    (w) => w.acted && !w.told,
  ),
  // story
  hook(
    'story',
    'any',
    (w) => `${w.Done}. Here is what I would tell another team trying it.`,
    (w) => w.told,
  ),
  hook(
    'story',
    'formal',
    (w) => `${w.Done}. The number is not the interesting part.`,
    (w) => w.told && w.figure !== null,
  ),
  hook('story', 'any', (w) => `Every team I talk to has a story about ${w.np}.`),
  hook(
    'story',
    'formal',
    (w) => `Ask ten ${w.d.readers} about ${w.np} and you will hear ten different answers.`,
  ),
  hook(
    'story',
    'relaxed',
    (w) => `Ask ten ${w.d.readers} about ${w.np} and you'll get ten answers.`,
  ),
  hook('story', 'relaxed', (w) => `It's easy to think ${w.action} is someone else's job.`),
  hook(
    'story',
    'formal',
    (w) => `The conversation about ${w.np} has changed, and not always for the better.`,
  ),
  hook('story', 'relaxed', (w) => `Picture the week ${w.np} lands on your desk.`, undefined, [
    'humorous',
    'casual',
  ]),
  // contrarian
  hook(
    'contrarian',
    'any',
    (w) => `${capitalise(w.advice ?? '')}.`,
    (w) => w.advice !== null,
  ),
  hook(
    'contrarian',
    'any',
    (w) => `${capitalise(w.claim ?? '')}. Not for the reason most people give.`,
    (w) => w.kind === 'why' && w.claim !== null,
  ),
  hook(
    'contrarian',
    'formal',
    (w) => `The hardest part of ${w.action} is not the part people talk about.`,
  ),
  hook('contrarian', 'relaxed', (w) => `Nobody warns you about the boring part of ${w.action}.`),
  hook('contrarian', 'formal', (w) => `Most advice on ${w.np} skips the difficult part.`, plain),
  hook('contrarian', 'relaxed', (w) => `Unpopular opinion: ${w.action} doesn't need another tool.`),
  hook(
    'contrarian',
    'formal',
    (w) => `Nobody needs a new tool for ${w.action}. They need an owner.`,
    (w) => !w.told,
  ),
  hook(
    'contrarian',
    'relaxed',
    (w) => `Everyone has a framework for ${w.area}. Almost nobody has an owner.`,
  ),
  hook(
    'contrarian',
    'relaxed',
    (w) => `I'll say it: ${w.action} is mostly a people problem.`,
    undefined,
    ['humorous', 'casual', 'inspirational'],
  ),
  // statement
  hook('statement', 'formal', (w) => `${w.Action} looks simple from the outside.`),
  hook(
    'statement',
    'formal',
    (w) => `A few thoughts on ${w.about}, from practice rather than theory.`,
  ),
  hook('statement', 'relaxed', (w) => `Let's talk about ${w.about}.`),
  hook(
    'statement',
    'formal',
    (w) => `${w.Np} deserve${w.s} more attention than ${w.it} get${w.s}.`,
    (w) => w.kind !== 'clause' && w.kind !== 'imperative',
  ),
  hook(
    'statement',
    'any',
    (w) => `What ${w.action} taught me about running a team.`,
    (w) => w.told,
  ),
  hook('statement', 'relaxed', (w) => `Here's what I've learned about ${w.about}.`),
  hook('statement', 'formal', (w) => `Everything I know about ${w.area} fits on one page.`),
  hook('statement', 'relaxed', (w) => `${w.Action} is a habit, not a project.`, undefined, [
    'inspirational',
    'casual',
    'educational',
  ]),
  hook('statement', 'any', (w) => `A practical guide to ${w.action}.`, undefined, ['educational']),
  hook(
    'statement',
    'relaxed',
    (w) => `Small steps beat big plans, and ${w.area} proved it to me.`,
    undefined,
    ['inspirational'],
  ),
];
