import type { Words } from '../words';
import { lower } from '../deck';
import { q } from './kinds';
import { own, type ClosingTemplate } from './types';

const close = (
  register: ClosingTemplate['register'],
  say: (w: Words) => string[],
  tones?: ClosingTemplate['tones'],
  when?: (w: Words) => boolean,
): ClosingTemplate => ({ register, say, tones, when });

/**
 * The last lines: a question or an invitation, each opening differently from the others. Those
 * that name the area do so only where it is the topic's own ("sales meetings"), never the
 * field a topic was widened to ("Do you measure selling…").
 */
export const CLOSINGS: readonly ClosingTemplate[] = [
  close('formal', (w) => [q(w, 0)]),
  close('formal', (w) => [`A question for ${w.d.readers}: ${lower(q(w, 0))}`]),
  close('formal', (w) => [`I would value your view: ${lower(q(w, 1))}`]),
  close('formal', (w) => [`I am curious how others see it. ${q(w, 0)}`]),
  close('formal', (w) => [`To those working on ${w.areaYours}: ${lower(q(w, 1))}`], undefined, own),
  close('formal', (w) => [`One question I would put to any team: ${lower(q(w, 2))}`]),
  close('formal', (w) => [`Worth asking on any team: ${lower(q(w, 2))}`]),
  close('relaxed', (w) => [q(w, 0), 'Tell me below.']),
  close('relaxed', (w) => [`Curious: ${lower(q(w, 0))}`]),
  close('relaxed', (w) => [`Over to you: ${lower(q(w, 1))}`]),
  close('formal', (w) => [`How does your team approach ${w.areaBare}?`], undefined, own),
  close('formal', () => ['What would you add?', 'I would value hearing how others see it.']),
  close(
    'formal',
    (w) => [`I would welcome your perspective on ${w.areaYours} in the comments.`],
    undefined,
    own,
  ),
  close('formal', (w) => [`For ${w.d.readers} reading this: what have I missed?`]),
  close('formal', () => ['What is the one habit you would recommend to a peer facing this?']),
  close(
    'formal',
    (w) => [`Do you measure ${w.areaYours}, or judge ${w.aIt === 'it' ? 'it' : 'them'} by feel?`],
    undefined,
    own,
  ),
  close(
    'relaxed',
    (w) => [`How do you handle ${w.areaYours}?`, "I'd love to hear what's worked."],
    undefined,
    own,
  ),
  close('relaxed', () => ['What did I miss? Tell me in the comments.']),
  close('relaxed', () => ["Curious if this matches what you've seen. Does it?"]),
  close('relaxed', (w) => [`Where are you with ${w.areaYours} right now?`], undefined, own),
  close('relaxed', () => ['Have you tried something like this? What happened?']),
  close('relaxed', () => ["What's the one thing you'd do differently?"]),
  close(
    'relaxed',
    (w) => [
      `If you're working on ${w.areaYours} this month, drop a comment. Happy to compare notes.`,
    ],
    undefined,
    own,
  ),
  close('relaxed', () => ['Agree, disagree, or somewhere in between?']),
  close(
    'relaxed',
    (w) => [`Tag someone who's in the middle of ${w.action}.`, "They'll know why."],
    undefined,
    // Not the author's own work ("… shortening our sales cycle").
    (w) => !w.practice && !w.told,
  ),
  close('relaxed', () => ["What's your version of this story?"]),
  close('relaxed', () => ['Your turn: what worked for you, and what flopped?'], [
    'humorous',
    'casual',
  ]),
  close('relaxed', () => ['What small step could you take this week?'], [
    'inspirational',
    'educational',
  ]),
  close(
    'relaxed',
    () => ['Which step would you start with?', 'Save this for your next planning session.'],
    ['educational'],
  ),
  close('relaxed', () => ['Which of these would you add to the list? Let me know below.'], [
    'educational',
  ]),
  close('relaxed', () => ['Be honest: has this happened on your team too?'], ['humorous']),
  close('relaxed', () => ["You don't need permission to start. What's your first move?"], [
    'inspirational',
  ]),
];
