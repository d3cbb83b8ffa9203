import nlp from 'compromise';
import { CONTAINERS, GENERIC_HEADS } from '../frame-parts';
import { isTagged, joinTokens, tokenize } from '../nlp';
import { findChunks } from '../phrase';

/**
 * The subject of a post anyone wrote: the noun phrase its body keeps coming back to. Phrases
 * score by how often they and their words recur, by being specific (more than one word), by
 * appearing in the first lines and by sharing a sentence with a figure; generic heads (team,
 * people, thing, way, work, time, story …) never win, since every post mentions them.
 */

const FIGURE = /(?:[$€£]\s?\d|\d[\d,.]*\s?%|\b\d{2,}\b)/;
const LEADING = new Set(
  (
    'a an the this that these those my our your their his her its some any every each all most ' +
    'many much more few several other another no new old own same such last next first one two ' +
    'three four five six seven eight nine ten'
  ).split(' '),
);
const GENERIC = new Set(
  (
    'team teams people person thing things way ways work time times day days week weeks month ' +
    'months year years quarter story stories company companies everyone someone anyone nobody ' +
    'lot lots part parts question questions answer answers result results job jobs problem ' +
    'problems idea ideas point points place moment fact kind sort bit purpose reason reasons ' +
    'step steps friday monday today yesterday tomorrow ours mine yours theirs manager managers ' +
    'customer customers money number numbers percent make makes rep reps buyer buyers'
  ).split(' '),
);
for (const word of [...GENERIC_HEADS, ...CONTAINERS]) GENERIC.add(word);
const STOP = new Set([...LEADING, 'of', 'and', 'or', 'to', 'for', 'in', 'on', 'with']);

interface Candidate {
  phrase: string;
  score: number;
  first: number;
}

function cleanPhrase(raw: string): string[] {
  const words = raw
    .replace(/[^\p{L}\p{N}'’&\- ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const cut = words.findIndex((word, i) => i > 0 && /^(?:of|for|with|to|in|on|and)$/i.test(word));
  const kept = cut > 0 ? words.slice(0, cut) : words;
  while (kept.length > 0 && (LEADING.has(kept[0].toLowerCase()) || /^\d/.test(kept[0])))
    kept.shift();
  return kept.slice(-3);
}

function occurrences(text: string, phrase: string): number {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`\\b${escaped}(?:e?s)?\\b`, 'giu'))?.length ?? 0;
}

/** The post's subject ("cloud bill"), or null when it names nothing specific. */
export function subjectOfPost(lines: readonly string[]): string | null {
  const body = lines.join('\n');
  const lower = body.toLowerCase();
  const lead = (lines[0] ?? '').toLowerCase();
  const opening = lines.slice(0, 2).join(' ').toLowerCase();
  const candidates = new Map<string, Candidate>();
  let index = 0;
  for (const sentence of nlp(body).sentences().out('array') as string[]) {
    const withFigure = FIGURE.test(sentence);
    const tokens = tokenize(sentence);
    for (const chunk of findChunks(tokens)) {
      // "anyone starting out" names nobody in particular.
      const opener = tokens[chunk.start];
      if (/^(?:any|some|every|no)(?:one|body)$/.test(opener.lower)) continue;
      if (isTagged(opener, 'Pronoun') && !isTagged(opener, 'Possessive')) continue;
      const noun = joinTokens(tokens.slice(chunk.start, chunk.end));
      const words = cleanPhrase(noun);
      const head = words.at(-1)?.toLowerCase();
      // A generic head needs a noun of its own before it: "sales managers", not "new managers".
      const modifiers = tokens.slice(chunk.start, chunk.end - 1);
      const specific =
        !GENERIC.has(head ?? '') ||
        modifiers.some(
          (t) =>
            isTagged(t, 'Noun') &&
            !isTagged(t, 'Pronoun', 'Possessive', 'Adjective') &&
            !GENERIC.has(t.lower) &&
            !LEADING.has(t.lower),
        );
      if (!head || !specific || !/\p{L}{3,}/u.test(head)) continue;
      const phrase = words.join(' ').toLowerCase();
      const content = words.filter((word) => !STOP.has(word.toLowerCase()));
      const wordScore =
        content.reduce((sum, word) => sum + occurrences(lower, word.toLowerCase()), 0) /
        Math.max(1, content.length);
      const score =
        2 * occurrences(lower, phrase) +
        (words.length > 1 ? wordScore + 1 : 0) +
        (lead.includes(phrase) ? 2 : opening.includes(phrase) ? 1 : 0) +
        (withFigure ? 1 : 0);
      const seen = candidates.get(phrase);
      const shown = words
        .map((word, i) => (i === 0 && sentence.startsWith(word) ? word.toLowerCase() : word))
        .join(' ');
      if (!seen) candidates.set(phrase, { phrase: shown, score, first: index++ });
      else seen.score = Math.max(seen.score, score);
    }
  }
  const ranked = [...candidates.values()].sort((a, b) => b.score - a.score || a.first - b.first);
  const best = ranked[0];
  if (!best) return null;
  // "dashboard" → "analytics dashboard": the fuller name the post gave it near the top.
  const name = best.phrase.toLowerCase();
  const fuller = ranked.find(
    (entry) =>
      [` ${name}`, ` ${name}s`].some((end) => entry.phrase.toLowerCase().endsWith(end)) &&
      opening.includes(entry.phrase.toLowerCase()),
  );
  return (fuller ?? best).phrase;
}
