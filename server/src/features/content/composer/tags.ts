import nlp from 'compromise';

/**
 * Hashtags made of the user's own words: the nouns of the topic, then of the points, each in
 * CamelCase; a niche only when those give none. When hashtags are on there is always at least one.
 */
export const MAX_TAGS = 5;
export const DEFAULT_TAGS = 3;

/** "salary negotiation" → "SalaryNegotiation"; "Postgres 17" → "Postgres17". */
export function camelTag(phrase: string): string {
  return phrase
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) =>
      /^\p{Lu}{2,}$/u.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
}

/** Noun phrases of a text, clause by clause, at most three words each, without pronouns. */
function nounsOf(text: string): string[] {
  return text.split(/[,:;()!?]/).flatMap((clause) => {
    const phrases = nlp(clause)
      .match('#Noun+')
      .not('(#Pronoun|#Determiner|#Possessive)')
      .out('array') as string[];
    return phrases.map((phrase) => {
      // "four-day week": compromise finds "day week"; the whole compound is the user's phrase.
      const at = clause.indexOf(phrase);
      const compound =
        at > 0 ? /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*-$/u.exec(clause.slice(0, at)) : null;
      const whole = compound ? `${compound[0]}${phrase}` : phrase;
      return whole.split(/\s+/).slice(-3).join(' ');
    });
  });
}

/** Words of a text that could stand as a tag when it has no noun compromise recognises. */
function longWords(text: string): string[] {
  return (text.match(/[\p{L}][\p{L}\p{N}-]{5,}/gu) ?? []).sort((a, b) => b.length - a.length);
}

const usable = (tag: string): boolean =>
  tag.length >= 3 && tag.length <= 30 && /\p{L}/u.test(tag) && !/^\d/.test(tag);

export function hashtagsFor(
  topic: string,
  points: readonly string[],
  niches: readonly string[],
  count: number,
): string[] {
  const wanted = Math.max(1, Math.min(MAX_TAGS, Math.round(count)));
  const topicNouns = nounsOf(topic);
  const fromTopic = [
    ...[...topicNouns].sort((a, b) => b.length - a.length),
    // Words compromise may miss as nouns ("Beekeeping in winter"): the topic's longest.
    ...(topicNouns.length < 2 ? longWords(topic).slice(0, 1) : []),
  ];
  // The points' most specific noun phrase, then the niches the user chose.
  const fromPoints = points
    .flatMap(nounsOf)
    .sort((a, b) => b.length - a.length)
    .slice(0, 1);
  const tags: string[] = [];
  // A niche says nothing of a post on sailing: it is a tag only when the post gives none.
  for (const candidate of [...fromTopic, ...fromPoints]) add(candidate);
  for (const niche of niches) if (tags.length === 0) add(niche);
  // A topic of numbers alone ("2025"): its own digits, the only words there are.
  if (tags.length === 0 && camelTag(topic)) tags.push(camelTag(topic).slice(0, 30));
  return tags.map((tag) => `#${tag}`);

  function add(candidate: string): void {
    if (tags.length >= wanted) return;
    const tag = camelTag(candidate);
    const lower = tag.toLowerCase();
    // #Negotiation after #SalaryNegotiation says nothing new, nor #SalaryNegotiation after it.
    if (
      !usable(tag) ||
      tags.some((t) => t.toLowerCase().includes(lower) || lower.includes(t.toLowerCase()))
    )
      return;
    tags.push(tag);
  }
}
