import type { Edit } from './edits';
import { capitaliseFirst, startsSentence } from './sentences';

/**
 * A named rule of plain writing (the kind write-good and retext document): what it finds and what
 * it puts instead. Patterns never cross a line break, so a post's layout stays as it is.
 */
export interface Rule {
  rule: string;
  /** Why, in words for the user; `%` stands for the words found. */
  message: string;
  /** Global, case-insensitive. The whole match is replaced. */
  pattern: RegExp;
  /** The replacement; '' removes the match. */
  replacement: string;
  /** Only where a sentence starts (the next word is then capitalised). */
  sentenceStart?: boolean;
}

const WORD_AFTER = String.raw`(?=[\p{L}\p{N}“"'])`;

/** Words that can open a clause, so that "I think" or "Maybe" can go before them. */
const CLAUSE_OPENER = String.raw`(?:we|you|they|it|it's|this|these|those|the|a|an|most|many|every|our|my|your|their|he|she|there|there's|people|teams|nobody|everyone|no)\b`;

const filler = (word: string, before = '', after = ''): Rule => ({
  rule: 'Filler word',
  message: '“%” adds emphasis but no meaning',
  pattern: new RegExp(String.raw`${before}\b${word}[ \t]+${after}${WORD_AFTER}`, 'giu'),
  replacement: '',
});

/** Words that add nothing the sentence needs. */
export const FILLER: Rule[] = [
  // "the very first", "very much": the word does work there.
  filler(
    'very',
    String.raw`(?<!\b(?:the|this|that|your|my|our|his|her|their)[ \t]+)`,
    '(?!much\\b)',
  ),
  filler('really', String.raw`(?<!\bnot[ \t]+)`),
  filler('just', String.raw`(?<!\b(?:not|a|the|only)[ \t]+)`, '(?!because\\b)'),
  filler('actually'),
  filler('basically'),
  filler('literally'),
  filler('totally'),
  filler('truly'),
  filler('definitely'),
  filler('extremely'),
  filler('incredibly'),
  filler('quite', String.raw`(?<!\bnot[ \t]+)`),
];

const wordy = (phrase: string, replacement: string, shown = phrase): Rule => ({
  rule: 'Wordy phrase',
  message: `“${replacement}” says what “${shown}” says`,
  pattern: new RegExp(String.raw`\b${phrase.replace(/ /g, '[ \\t]+')}\b`, 'giu'),
  replacement,
});

/** Long ways of saying short things. */
export const WORDY: Rule[] = [
  wordy('in order to', 'to'),
  wordy('due to the fact that', 'because'),
  wordy('owing to the fact that', 'because'),
  wordy('in light of the fact that', 'because'),
  wordy('despite the fact that', 'although'),
  wordy('in spite of the fact that', 'although'),
  wordy('at this point in time', 'now'),
  wordy('at the present time', 'now'),
  wordy('in the event that', 'if'),
  wordy('for the purpose of', 'for'),
  wordy('with regards? to', 'about', 'with regard to'),
  wordy('in the near future', 'soon'),
  wordy('a large number of', 'many'),
  wordy('the majority of', 'most'),
  wordy('(?:is|are|am) able to', 'can', 'is able to'),
  wordy('(?:has|have) the ability to', 'can', 'has the ability to'),
  wordy('until such time as', 'until'),
  wordy('on a daily basis', 'daily'),
  wordy('on a weekly basis', 'weekly'),
  wordy('on a regular basis', 'regularly'),
  wordy('each and every', 'every'),
  wordy('first and foremost', 'first'),
];

const redundant = (pair: string, keep: string): Rule => ({
  rule: 'Redundant word',
  message: `“${keep}” already says it`,
  pattern: new RegExp(String.raw`\b${pair.replace(/ /g, '[ \\t]+')}\b`, 'giu'),
  replacement: keep,
});

/** Pairs where one word repeats the other. */
export const REDUNDANT: Rule[] = [
  redundant('end result', 'result'),
  redundant('final outcome', 'outcome'),
  redundant('past experience', 'experience'),
  redundant('past history', 'history'),
  redundant('future plans', 'plans'),
  redundant('advance planning', 'planning'),
  redundant('basic fundamentals', 'fundamentals'),
  redundant('added bonus', 'bonus'),
  redundant('free gift', 'gift'),
  redundant('unexpected surprise', 'surprise'),
  redundant('completely eliminate', 'eliminate'),
  redundant('join together', 'join'),
  redundant('collaborate together', 'collaborate'),
  redundant('revert back', 'revert'),
  redundant('repeat again', 'repeat'),
  redundant('close proximity', 'proximity'),
  redundant('brief summary', 'summary'),
  redundant('general consensus', 'consensus'),
  redundant('still remains', 'remains'),
];

const hedge = (phrase: string, opener = true): Rule => ({
  rule: 'Hedge',
  message: '“%” softens a point you can simply make',
  // After "I think that" any clause can follow; without "that", only one that opens as a clause.
  pattern: new RegExp(
    String.raw`\b${phrase.replace(/ /g, '[ \\t]+')}[ \t]+${opener ? `(?:(?<=that[ \t]+)${WORD_AFTER}|(?=${CLAUSE_OPENER}))` : WORD_AFTER}`,
    'giu',
  ),
  replacement: '',
  sentenceStart: true,
});

/** Phrases that make a point sound unsure. */
export const HEDGES: Rule[] = [
  hedge('I (?:think|believe|feel|guess|suppose)(?: that)?'),
  hedge('(?:perhaps|maybe)'),
  hedge('it seems(?: that)?'),
  hedge('(?:in my opinion|in my view|personally|to be honest|honestly|frankly),', false),
  {
    rule: 'Hedge',
    message: '“%” softens a point you can simply make',
    pattern: /,[ \t]+in my (?:opinion|view),/giu,
    replacement: '',
  },
  {
    rule: 'Hedge',
    message: '“%” softens the word after it',
    pattern: new RegExp(
      String.raw`(?<!\b(?:this|that|the|a|what|which|any|every|some|one|same|these|those|my|our|your|their|its|no|each|another)[ \t]+)\b(?:sort|kind) of[ \t]+${WORD_AFTER}`,
      'giu',
    ),
    replacement: '',
  },
  { ...filler('somewhat'), rule: 'Hedge', message: '“%” softens the word after it' },
  { ...filler('arguably'), rule: 'Hedge', message: '“%” softens the point' },
];

/** Openers that tell the reader how to feel about the sentence instead of saying it. */
export const EMPTY_OPENERS: Rule[] = [
  {
    rule: 'Empty opener',
    message: 'The sentence is stronger without “%”',
    pattern: new RegExp(
      String.raw`\b(?:(?:clearly|obviously|interestingly|needless to say|of course|basically|actually|essentially),[ \t]*|(?:it is important to note|it's worth noting|it goes without saying) that[ \t]+)${WORD_AFTER}`,
      'giu',
    ),
    replacement: '',
    sentenceStart: true,
  },
];

/** Every edit `rules` find in `text`, in the order of the rules (the first rule to claim a word wins). */
export function findEdits(text: string, rules: Rule[]): Edit[] {
  const edits: Edit[] = [];
  for (const rule of rules) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index ?? 0;
      const atStart = startsSentence(text, start);
      if (rule.sentenceStart && !atStart) continue;
      edits.push(edit(text, rule, start, start + match[0].length, atStart));
    }
  }
  return edits;
}

function edit(text: string, rule: Rule, start: number, end: number, atStart: boolean): Edit {
  const found = text
    .slice(start, end)
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/\s+/g, ' ');
  const shown = /^I\b/.test(found) ? found : found.toLowerCase();
  const base = { rule: rule.rule, message: rule.message.replace('%', shown), start };
  const capital = /^\p{Lu}/u.test(text.slice(start));
  if (rule.replacement) {
    return {
      ...base,
      end,
      replacement: capital ? capitaliseFirst(rule.replacement) : rule.replacement,
    };
  }
  // The word after a removed opener now starts the sentence: it takes the capital.
  return { ...base, end, replacement: '', capitaliseNext: atStart };
}
