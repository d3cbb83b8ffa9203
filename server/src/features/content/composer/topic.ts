import type { Niche } from '@postpilot/common';
import { capitalise, clip, firstSentence, sanitize, toMidSentence, trimEdges } from './text';

/**
 * How a topic reads grammatically, which decides how it can sit in a sentence:
 * - noun: "remote work", "AI in healthcare" → "about remote work"
 * - clause: "Why most onboarding fails", "How to hire" → "about why most onboarding fails"
 * - statement: "Remote work is here to stay" → "about the idea that remote work is here to stay"
 * - question: "Is remote work dead?" → asked on its own line, then "this question"
 */
export type TopicKind = 'noun' | 'clause' | 'statement' | 'question';

export interface Topic {
  kind: TopicKind;
  /** The topic as it follows "about" or "on" mid-sentence. */
  about: string;
  /** For a question: the question itself, as the post's first line. */
  question: string | null;
  /** The topic's own words, for hashtags. */
  words: string;
}

/** The longest topic quoted in a post; longer ones are cut at a word boundary. */
export const TOPIC_MAX_CHARS = 100;

const WH_WORDS = new Set(['why', 'how', 'what', 'when', 'where', 'who', 'which', 'whether']);
const AUXILIARIES = new Set([
  'is',
  'are',
  'was',
  'were',
  'do',
  'does',
  'did',
  'can',
  'could',
  'should',
  'would',
  'will',
  'has',
  'have',
  'had',
  'must',
  'may',
  'might',
  "isn't",
  "aren't",
  "don't",
  "doesn't",
  "can't",
  "won't",
  "shouldn't",
]);
/** Verbs that make a topic a claim ("Data is the new oil") rather than a subject. */
const CLAIM_VERBS = new Set([
  'is',
  'are',
  'was',
  'were',
  'will',
  "won't",
  "can't",
  'cannot',
  'should',
  "shouldn't",
  'must',
  "isn't",
  "aren't",
  "doesn't",
  "don't",
  'beats',
  'matters',
]);
const RELATIVES = new Set(['that', 'which', 'who']);

/**
 * Reads what the user typed as a topic: cleaned, cut to a sensible length, cased to sit
 * mid-sentence and without trailing punctuation. Null when nothing usable is left.
 */
export function readTopic(raw: string): Topic | null {
  let text = firstSentence(sanitize(raw));
  const asked = /\?\s*["'”’]*$/.test(text);
  text = trimEdges(text);
  // "Remote work: is it here to stay?" asks a question; "Remote work: 3 lessons" is about remote work.
  const colon = text.indexOf(':');
  if (colon > 1 && !asked) text = trimEdges(text.slice(0, colon));
  text = clip(text, TOPIC_MAX_CHARS);
  if (!/\p{L}/u.test(text)) return null;

  const words = text.toLowerCase().split(/\s+/);
  const [first, second = ''] = words;
  const isQuestion =
    asked || AUXILIARIES.has(first) || (WH_WORDS.has(first) && AUXILIARIES.has(second));
  if (isQuestion) {
    const question = `${capitalise(toMidSentence(text))}?`;
    return { kind: 'question', about: 'this question', question, words: text };
  }
  const mid = toMidSentence(text);
  if (WH_WORDS.has(first)) return { kind: 'clause', about: mid, question: null, words: text };
  const claims = words.some(
    (word, index) => index > 0 && CLAIM_VERBS.has(word) && !RELATIVES.has(words[index - 1]),
  );
  if (claims)
    return { kind: 'statement', about: `the idea that ${mid}`, question: null, words: text };
  return { kind: 'noun', about: mid, question: null, words: text };
}

/** Post ideas for each niche of the product, used when the user leaves the topic empty. */
export const NICHE_TOPICS: Record<Niche, readonly string[]> = {
  Marketing: ['marketing that earns trust', 'brand consistency', 'knowing your customer'],
  'AI & Technology': [
    'AI in everyday work',
    'adopting new technology without the hype',
    'the human side of automation',
  ],
  'Startups & Entrepreneurship': [
    'the early days of building a company',
    'finding product-market fit',
    'hiring your first team',
  ],
  'Business Strategy': [
    'saying no to good opportunities',
    'strategy that survives contact with reality',
    'focus as a competitive advantage',
  ],
  Leadership: ['leading through uncertainty', 'giving honest feedback', 'building trust in a team'],
  'Personal Development': [
    'building habits that stick',
    'learning in public',
    'getting comfortable with discomfort',
  ],
  Sales: [
    'listening as a sales skill',
    'following up without being pushy',
    'long-term client relationships',
  ],
  Finance: [
    'better financial decisions',
    'cash flow discipline',
    'talking about money with clarity',
  ],
  Healthcare: ['patient-centered care', 'technology in healthcare', 'burnout in healthcare'],
  Education: ['lifelong learning', 'teaching that sticks', 'learning by doing'],
  'Real Estate': [
    'trust in real estate deals',
    'reading the local market',
    'long-term thinking in real estate',
  ],
  'E-commerce': [
    'customer experience in e-commerce',
    'building a loyal online customer base',
    'the small details that drive conversions',
  ],
  'Social Media': [
    'showing up consistently on social media',
    'building an audience with genuine content',
    'social media without the noise',
  ],
  'Design & Creativity': [
    'creativity under constraints',
    'design as a business advantage',
    'protecting time for creative work',
  ],
  'Data Science': [
    'turning data into decisions',
    'asking better questions of your data',
    'explaining data to non-experts',
  ],
  'Software Development': [
    'code reviews that help people grow',
    'managing technical debt',
    'shipping small and often',
  ],
  Productivity: [
    'deep work in a busy week',
    'doing fewer things better',
    'protecting your calendar',
  ],
  'Career Advice': [
    'career growth without a ladder',
    'asking for what you want at work',
    'building a network before you need it',
  ],
  'Industry News': [
    'keeping up with industry change',
    'separating signal from noise in the news',
    'what industry shifts mean for your work',
  ],
  Motivational: [
    'staying consistent when motivation fades',
    'the power of small wins',
    'starting before you feel ready',
  ],
};

/** Topics for an author without niches. */
export const GENERAL_TOPICS: readonly string[] = [
  'continuous learning',
  'building a professional reputation',
  'the habits behind long-term growth',
  'giving and receiving feedback',
];

/**
 * The post's topic: the user's, or when empty one from their niches, chosen by the variant so
 * each Regenerate moves on (niche by niche, then to each niche's next idea), else a general
 * professional-growth topic. A niche outside the product's list is used as the topic itself.
 */
export function resolveTopic(raw: string, niches: readonly string[], variant: number): Topic {
  const typed = readTopic(raw);
  if (typed) return typed;
  const known = niches.map((niche) => sanitize(niche)).filter((niche) => niche.length > 0);
  if (known.length === 0) return topicFrom(GENERAL_TOPICS[variant % GENERAL_TOPICS.length]);
  const niche = known[variant % known.length];
  const ideas = NICHE_TOPICS[niche as Niche] as readonly string[] | undefined;
  if (!ideas) return topicFrom(niche);
  return topicFrom(ideas[Math.floor(variant / known.length) % ideas.length]);
}

function topicFrom(text: string): Topic {
  return (
    readTopic(text) ?? { kind: 'noun', about: 'professional growth', question: null, words: text }
  );
}
