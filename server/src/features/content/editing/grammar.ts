import type { TextChange } from '../generation';
import type { FoundLint, GrammarChecker } from './checker';
import type { Edited } from './edits';

/** harper's kinds of problem, in words for the user. */
const RULE_NAMES: Record<string, string> = {
  Agreement: 'Agreement',
  BoundaryError: 'Word boundary',
  Capitalization: 'Capitalization',
  Eggcorn: 'Word choice',
  Enhancement: 'Style',
  Formatting: 'Formatting',
  Grammar: 'Grammar',
  Malapropism: 'Word choice',
  Miscellaneous: 'Grammar',
  Nonstandard: 'Nonstandard word',
  Punctuation: 'Punctuation',
  Readability: 'Readability',
  Redundancy: 'Redundancy',
  Regionalism: 'Regional word',
  Repetition: 'Repeated word',
  Spelling: 'Spelling',
  Style: 'Style',
  Typo: 'Typo',
  Usage: 'Usage',
  WordChoice: 'Word choice',
  WordOrder: 'Word order',
};

/** Checks of the corrected text; a fix can reveal another ("has went" → "has gone" → …). */
const MAX_PASSES = 4;

export function ruleName(kind: string): string {
  return RULE_NAMES[kind] ?? kind.replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ');
}

/** Hashtags, mentions and links: names, not words to correct ("#FinOps" is no misspelling). */
function tokensToKeep(text: string): Array<[number, number]> {
  return [...text.matchAll(/[#@][\p{L}\p{N}_]+|https?:\/\/\S+|www\.\S+/gu)].map((match) => [
    match.index ?? 0,
    (match.index ?? 0) + match[0].length,
  ]);
}

/**
 * A suggestion that only splits the word the user wrote in two ("burnout" → "burn out",
 * "cutover" → "cut over"): harper offers these for nouns it reads as verbs, and they are wrong
 * more often than right in posts.
 */
function splitsWord(lint: FoundLint): boolean {
  return lint.suggestions[0].replace(/[\s-]/g, '') === lint.problem && !/\s/.test(lint.problem);
}

/** harper's message with its `code` marks as quotes. */
function messageOf(lint: FoundLint): string {
  return lint.message.replace(/`([^`]*)`/g, '“$1”');
}

/**
 * `post` with what harper finds corrected: each problem that harper has a suggestion for takes
 * the first one, right to left so that offsets hold, and the text is checked again until nothing
 * more is found (or MAX_PASSES). Problems without a suggestion, and overlapping ones, wait for the
 * next pass. harper is a rule-based checker: it does not catch every error, nor check facts or
 * style.
 */
export async function fixGrammar(post: string, checker: GrammarChecker): Promise<Edited> {
  let content = post;
  const changes: TextChange[] = [];
  const seen = new Set([content]);
  // Where earlier passes put their replacements: a later pass does not correct a correction
  // ("cutover" → "cut over" must not then become "overtook").
  let fixed: Array<[number, number]> = [];
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const untouchable = [...tokensToKeep(content), ...fixed];
    const fixable = (await checker.check(content))
      .filter((lint) => lint.suggestions.length > 0 && lint.suggestions[0] !== lint.problem)
      .filter((lint) => !splitsWord(lint))
      .filter((lint) => !untouchable.some(([start, end]) => lint.start < end && start < lint.end))
      .sort((a, b) => b.start - a.start);
    let next = content;
    let limit = Number.POSITIVE_INFINITY;
    const made: TextChange[] = [];
    let ranges = fixed;
    for (const lint of fixable) {
      if (lint.end > limit) continue;
      const replacement = lint.suggestions[0];
      next = next.slice(0, lint.start) + replacement + next.slice(lint.end);
      limit = lint.start;
      const shift = replacement.length - (lint.end - lint.start);
      ranges = [
        ...ranges.map(([start, end]): [number, number] =>
          start >= lint.end ? [start + shift, end + shift] : [start, end],
        ),
        [lint.start, lint.start + replacement.length],
      ];
      made.unshift({
        rule: ruleName(lint.kind),
        message: messageOf(lint),
        before: lint.problem,
        after: replacement,
      });
    }
    // Nothing to fix, or a fix that undoes an earlier one: stop where the text is.
    if (made.length === 0 || seen.has(next)) break;
    seen.add(next);
    content = next;
    fixed = ranges;
    changes.push(...made);
  }
  return { content, changes };
}
