import type { TextChange } from '../generation';
import type { FoundLint, GrammarChecker } from './checker';

/** One change to make, at `start`–`end` of the text it was found in. */
export interface Edit {
  start: number;
  end: number;
  replacement: string;
  rule: string;
  message: string;
  /** The word after it now starts a sentence and takes a capital ("I think we" → "We"). */
  capitaliseNext?: boolean;
}

/** A tool's answer: the new text and each change that made it. */
export interface Edited {
  content: string;
  changes: TextChange[];
}

/** Where each edit landed in the new text: [start, end). */
interface Placed {
  edit: Edit;
  start: number;
  end: number;
}

/** `text` with `edits` made (overlapping ones dropped: the earlier in the list wins). */
export function applyEdits(text: string, edits: Edit[]): { content: string; placed: Placed[] } {
  const chosen: Edit[] = [];
  for (const edit of edits) {
    if (chosen.some((other) => edit.start < other.end && other.start < edit.end)) continue;
    chosen.push(edit);
  }
  chosen.sort((a, b) => a.start - b.start);
  let content = '';
  let from = 0;
  const placed: Placed[] = [];
  for (const edit of chosen) {
    content += text.slice(from, edit.start);
    placed.push({ edit, start: content.length, end: content.length + edit.replacement.length });
    content += edit.replacement;
    from = edit.end;
  }
  content += text.slice(from);
  for (const { edit, end } of placed) {
    if (!edit.capitaliseNext) continue;
    const at = content.slice(end).search(/\p{L}/u);
    if (at >= 0) {
      const index = end + at;
      content = content.slice(0, index) + content[index].toUpperCase() + content.slice(index + 1);
    }
  }
  return { content: tidySpaces(content), placed };
}

/** A dropped paragraph leaves no extra blank line; the rest of the user's layout stays. */
function tidySpaces(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

export function changeOf(text: string, edit: Edit): TextChange {
  return {
    rule: edit.rule,
    message: edit.message,
    before: text.slice(edit.start, edit.end).trim(),
    after: edit.replacement.trim(),
  };
}

const keyOf = (lint: FoundLint) => `${lint.kind}|${lint.problem}|${lint.message}`;

/** harper's findings in `after` that `before` does not have (each counted as often as it occurs). */
export function newProblems(before: FoundLint[], after: FoundLint[]): FoundLint[] {
  const known = new Map<string, number>();
  for (const lint of before) known.set(keyOf(lint), (known.get(keyOf(lint)) ?? 0) + 1);
  return after.filter((lint) => {
    const left = known.get(keyOf(lint)) ?? 0;
    known.set(keyOf(lint), left - 1);
    return left <= 0;
  });
}

/** Rounds of taking back the edits that made an error before giving up on all of them. */
const MAX_ROUNDS = 4;

/**
 * `edits` made to `text`, less any that leave an error the checker did not find before (the edit
 * nearest each new error is taken back, and the text checked again): a rule's rewrite never
 * makes the text less grammatical.
 */
export async function editSafely(
  text: string,
  edits: Edit[],
  checker: GrammarChecker,
): Promise<Edited> {
  if (edits.length === 0) return { content: text, changes: [] };
  const original = await checker.check(text);
  let kept = edits;
  for (let round = 0; round < MAX_ROUNDS && kept.length > 0; round += 1) {
    const { content, placed } = applyEdits(text, kept);
    const problems = newProblems(original, await checker.check(content));
    if (problems.length === 0) {
      return { content, changes: placed.map(({ edit }) => changeOf(text, edit)) };
    }
    const culprits = new Set(problems.map((problem) => nearest(placed, problem).edit));
    kept = kept.filter((edit) => !culprits.has(edit));
  }
  return { content: text, changes: [] };
}

function nearest(placed: Placed[], lint: FoundLint): Placed {
  const distance = (at: Placed) => Math.max(0, at.start - lint.end, lint.start - at.end);
  return placed.reduce((best, at) => (distance(at) < distance(best) ? at : best));
}

/**
 * Rules applied to `post`, then once more to the result: one edit can open the way for another
 * ("Honestly, I think that …": once "Honestly," goes, "I think that" starts the sentence).
 */
export async function inRounds(
  post: string,
  checker: GrammarChecker,
  find: (text: string) => Edit[],
): Promise<Edited> {
  const first = await editSafely(post, find(post), checker);
  if (first.changes.length === 0) return first;
  const second = await editSafely(first.content, find(first.content), checker);
  return { content: second.content, changes: [...first.changes, ...second.changes] };
}
