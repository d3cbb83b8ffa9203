import nlp from 'compromise';
import { emojiPattern, HOOK_STYLES, type HookStyle } from '@postpilot/common';
import { isHashtagLine } from './text';

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred|a hundred|a dozen|dozens|hundreds|thousands';

/** "Unpopular opinion", "Stop …", "Most people … wrong", "… isn't …", "Nobody …". */
const CONTRARIAN = [
  /^(?:unpopular opinion|hot take|controversial|counterintuitive|contrary to)\b/i,
  /^(?:stop|quit|don['’]t|do not|never|forget|nobody|no one|everyone is wrong)\b/i,
  /\bmost (?:people|companies|leaders|founders|managers|teams)\b.*\b(?:wrong|mistake|miss|don['’]t|fail)/i,
  /\b(?:isn['’]t|aren['’]t|is not|are not|nobody|no one)\b/i,
  /\b(?:myths?|overrated|is dead|are dead)\b/i,
];

/** "3 things…", "Three lessons…", "90% of…". */
const LEADING_NUMBER = new RegExp(`^(?:\\d|(?:${NUMBER_WORDS})\\b)`, 'i');
/** "Here are 5…", "My top 10…", "The 3 habits…". */
const INTRODUCED_NUMBER = new RegExp(
  `^(?:here are|here's|here is|my|the|top|these)\\s+(?:top\\s+)?(?:\\d|(?:${NUMBER_WORDS})\\b)`,
  'i',
);
/** A year that opens a story: "2019 was the year…". */
const LEADING_YEAR = /^(?:19|20)\d\d\b(?![%.,]\d)/;

/** A year to begin a story with ("2019 was the year…"), or a time marker. */
const STORY_MARKER = new RegExp(
  [
    '^(?:yesterday|last (?:week|month|year|night|summer|winter|spring|autumn|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (?:morning|week)|earlier today|years ago|once upon)\\b',
    '^(?:in|back in) (?:19|20)\\d\\d\\b',
    '^\\w+ (?:years|months|weeks|days) ago\\b',
    '^(?:when i|i remember|i still remember|i once|the day i|a few (?:years|months|weeks) ago)\\b',
  ].join('|'),
  'i',
);

/** The post's first line, without hashtags-only lines and leading or trailing emojis. */
export function firstLineOf(post: string): string {
  const line = post.split('\n').find((text) => text.trim() && !isHashtagLine(text)) ?? '';
  return line.replace(emojiPattern(), ' ').replace(/\s+/g, ' ').trim();
}

/** How a post's first line catches the eye. */
export function hookStyleOf(post: string): HookStyle {
  const line = firstLineOf(post);
  if (/[?？]["”’')\]]*$/.test(line)) return 'question';
  if (LEADING_YEAR.test(line)) return 'story';
  if (LEADING_NUMBER.test(line)) return 'number';
  if (CONTRARIAN.some((pattern) => pattern.test(line))) return 'contrarian';
  if (STORY_MARKER.test(line)) return 'story';
  if (INTRODUCED_NUMBER.test(line)) return 'number';
  // Past tense in the first person: "I quit my job to…", "We shipped…".
  if (nlp(line).has('(i|we) #Adverb? #PastTense')) return 'story';
  return 'statement';
}

/** The openings used, most used first (ties: in HOOK_STYLES' order). */
export function rankHookStyles(styles: HookStyle[]): HookStyle[] {
  const counts = new Map<HookStyle, number>();
  for (const style of styles) counts.set(style, (counts.get(style) ?? 0) + 1);
  return [...counts.keys()].sort(
    (a, b) => counts.get(b)! - counts.get(a)! || HOOK_STYLES.indexOf(a) - HOOK_STYLES.indexOf(b),
  );
}
