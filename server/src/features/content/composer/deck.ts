import type { FieldBank } from './fields';
import { hashString, mulberry32 } from './random';

/**
 * One post's draw from its field's bank: each list in an order of its own (from the topic and
 * variant), items the user's latest posts already said moved to the back. Sections take
 * different positions, so no point appears twice in a post.
 */
export type Deck = { [K in keyof FieldBank]: string[] };

function shuffled(items: readonly string[], seed: string): string[] {
  const random = mulberry32(hashString(seed));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Lower-cased, so a point can be found in a post whatever sentence it was woven into. */
const said = (recent: string, item: string) =>
  recent.includes(item.toLowerCase().replace(/[.?]$/, ''));

export function dealDeck(bank: FieldBank, seed: string, recentPosts: readonly string[]): Deck {
  const recent = recentPosts.join('\n').toLowerCase();
  const deal = (name: keyof FieldBank) => {
    const order = shuffled(bank[name], `${seed}|${name}`);
    return [...order.filter((i) => !said(recent, i)), ...order.filter((i) => said(recent, i))];
  };
  return {
    practices: deal('practices'),
    mistakes: deal('mistakes'),
    signals: deal('signals'),
    factors: deal('factors'),
    beliefs: deal('beliefs'),
    questions: deal('questions'),
  };
}

/** A bank sentence after a colon or mid-sentence: "Give every…" → "give every…". */
export function lower(sentence: string): string {
  return /^[A-Z](?:[a-z]|\s)/.test(sentence) && !/^I\b/.test(sentence)
    ? sentence.charAt(0).toLowerCase() + sentence.slice(1)
    : sentence;
}

/** A gerund phrase as a sentence. */
export const sentence = (phrase: string): string => `${phrase}.`;
