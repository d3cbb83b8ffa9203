import type { FieldBank } from './fields';
import { hashString, mulberry32 } from './random';
import { subtopicFit, subtopicsOf } from './subtopics';

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

/** Words too common to say what a topic is about. */
const COMMON = new Set(
  'what when where which with without from into your their about most more team teams work first other every'.split(
    ' ',
  ),
);

/** The stems of a topic's content words: "code reviews" → code, revie. */
export function topicStems(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
    .filter((word) => !COMMON.has(word))
    .map((word) => word.slice(0, 5));
}

/** How many of an item's words share a stem with the topic's. */
function relevance(item: string, stems: readonly string[]): number {
  const words = item.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  return words.filter((word) => stems.includes(word.slice(0, 5))).length;
}

/**
 * `topic` orders each list: points that share the topic's words or its sub-topic come first
 * ("onboarding" points for an onboarding topic, interview advice last), each tier in the seed's
 * order.
 */
export function dealDeck(
  bank: FieldBank,
  seed: string,
  recentPosts: readonly string[],
  topic = '',
  /** The whole topic, for its sub-topic ("Onboarding new engineers" is about onboarding). */
  context = topic,
): Deck {
  const recent = recentPosts.join('\n').toLowerCase();
  const stems = topicStems(topic);
  const subtopics = subtopicsOf(context);
  const deal = (name: keyof FieldBank) => {
    const order = shuffled(bank[name], `${seed}|${name}`);
    // Relevance ranks only what is still fresh: once said, a point waits its turn like any other.
    const fresh = order
      .filter((i) => !said(recent, i))
      .map((item) => ({ item, score: relevance(item, stems) + subtopicFit(item, subtopics) }))
      .sort((a, b) => b.score - a.score)
      .map(({ item }) => item);
    return [...fresh, ...order.filter((i) => said(recent, i))];
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
