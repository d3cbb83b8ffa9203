import { lower } from '../deck';
import { hashString } from '../random';
import { capitalise as cap, joinAnd } from '../text';
import type { Words } from '../words';

/** What kind of view a topic asks for; each template says which kind it is written for. */
export const told = (w: Words): boolean => w.told;
export const howTo = (w: Words): boolean => w.howTo;
export const practised = (w: Words): boolean => w.practice;
export const listed = (w: Words): boolean => !w.told && (w.number !== null || w.items !== null);
export const asked = (w: Words): boolean => w.kind === 'question' && !listed(w);
export const yesNo = (w: Words): boolean => asked(w) && w.claim !== null;
export const openAsk = (w: Words): boolean => asked(w) && w.claim === null;
export const why = (w: Words): boolean => w.kind === 'why' && w.claim !== null;
/** "Why most onboarding fails": something goes wrong, and the post explains what. */
export const setback = (w: Words): boolean => why(w) && w.setback;
/** "Why forecast accuracy matters more than pipeline size": a claim the post argues for. */
export const reasoned = (w: Words): boolean => why(w) && !w.setback;
export const command = (w: Words): boolean => w.kind === 'imperative';
export const stop = (w: Words): boolean => command(w) && w.against;
export const urge = (w: Words): boolean => command(w) && !w.against;
export const claimed = (w: Words): boolean => w.kind === 'statement' && w.claim !== null;
export const plain = (w: Words): boolean =>
  ![told, howTo, practised, listed, asked, why, command, claimed].some((kind) => kind(w));

/** One of a few wordings, fixed for the topic. */
export function oneOf(w: Words, slot: string, items: readonly string[]): string {
  return items[hashString(`${w.key}|${slot}`) % items.length];
}

/** "a, b and c" from the post's first three factors. */
export const factors = (w: Words, count = 3): string => joinAnd(w.f.factors.slice(0, count));

/** The practice, mistake, signal or belief at a position of the post's deck, mid-sentence. */
export const p = (w: Words, i: number): string => w.f.practices[i % w.f.practices.length];
export const m = (w: Words, i: number): string => lower(w.f.mistakes[i % w.f.mistakes.length]);
export const s = (w: Words, i: number): string => w.f.signals[i % w.f.signals.length];
export const b = (w: Words, i: number): string => w.f.beliefs[i % w.f.beliefs.length];
export const q = (w: Words, i: number): string => w.f.questions[i % w.f.questions.length];

/**
 * What the list is, sentence-initial: the topic itself when it says it ("Five mistakes new
 * sales managers make", "What I learned from 100 pricing conversations"), else its count and
 * subject ("Three lessons about mentoring").
 */
export const listTitle = (w: Words): string => {
  if (w.count && w.topic.toLowerCase().startsWith(w.count.toLowerCase())) return cap(w.topic);
  const learned = /^what (?:I|we) learn(?:ed|t) (.+)$/i.exec(w.about);
  if (learned) return `${countOf(w)} ${learned[1]}`;
  return `${countOf(w)} about ${w.about}`;
};

/** The topic's figure as a noun phrase: "the move from 90 to 45 days", "the 40%", "100 sales calls". */
export const figureNp = (w: Words): string => {
  const text = w.figure?.text ?? '';
  if (w.figure?.kind === 'change') return `the move ${text}`;
  return w.figure?.kind === 'quantity' ? text : `the ${text}`;
};

/** The author's own phrase said to the reader: "run one-on-ones with my team" → "… your team". */
export const toReader = (text: string): string =>
  text.replace(/\b(?:my|our)\b/gi, 'your').replace(/\b(?:I|we)\b/g, 'you');

/** "three lessons" → "Three lessons"; without a number, "A few points". */
export const countOf = (w: Words): string => {
  if (w.count) return w.count.charAt(0).toUpperCase() + w.count.slice(1);
  if (w.items === 'mistakes') return 'A few mistakes';
  return w.items === 'questions' ? 'A few questions' : 'A few lessons';
};
