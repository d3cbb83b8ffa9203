import { lower } from '../deck';
import { hashString } from '../random';
import { joinAnd } from '../text';
import type { Words } from '../words';

/** What kind of view a topic asks for; each template says which kind it is written for. */
export const told = (w: Words): boolean => w.told;
export const howTo = (w: Words): boolean => w.howTo;
export const listed = (w: Words): boolean => !w.told && (w.number !== null || w.items !== null);
export const asked = (w: Words): boolean => w.kind === 'question' && !listed(w);
export const yesNo = (w: Words): boolean => asked(w) && w.claim !== null;
export const openAsk = (w: Words): boolean => asked(w) && w.claim === null;
export const why = (w: Words): boolean => w.kind === 'why' && w.claim !== null;
export const command = (w: Words): boolean => w.kind === 'imperative';
export const stop = (w: Words): boolean => command(w) && w.against;
export const urge = (w: Words): boolean => command(w) && !w.against;
export const claimed = (w: Words): boolean => w.kind === 'statement' && w.claim !== null;
export const plain = (w: Words): boolean =>
  ![told, howTo, listed, asked, why, command, claimed].some((kind) => kind(w));

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

/** "three lessons" → "Three lessons"; without a number, "A few points". */
export const countOf = (w: Words): string => {
  if (w.count) return w.count.charAt(0).toUpperCase() + w.count.slice(1);
  return w.items === 'mistakes' ? 'A few mistakes' : 'A few lessons';
};
