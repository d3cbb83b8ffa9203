import writeGood from 'write-good';
import type { TextChange } from '../generation';
import type { GrammarChecker } from './checker';
import { inRounds, type Edit, type Edited } from './edits';
import { EMPTY_OPENERS, FILLER, findEdits, HEDGES, WORDY } from './rules';
import { capitaliseFirst, sentencesOf } from './sentences';

/** write-good's passive-voice check alone. */
const PASSIVE_ONLY = {
  passive: true,
  illusion: false,
  so: false,
  thereIs: false,
  weasel: false,
  adverb: false,
  tooWordy: false,
  cliches: false,
  eprime: false,
};

/** Participles that are also the simple past, so "was led by X" can become "X led". */
const SAME_AS_PAST =
  /^(?:\p{L}+ed|led|built|made|sent|held|paid|kept|sold|found|bought|brought|taught|told|won|spent|left|met|built|shared|caught)$/u;

const OBJECT_TO_SUBJECT: Record<string, string> = {
  me: 'I',
  us: 'we',
  him: 'he',
  her: 'she',
  them: 'they',
  you: 'you',
};

/**
 * `post` punchier by named rules: hedges and filler words cut, empty openers dropped, wordy
 * phrases said short, and a passive sentence turned active where that is safe ("The plan was
 * approved by our CFO." → "Our CFO approved the plan."); other passives are pointed out, with
 * the text left as it is. Nothing is added; an edit that would leave a grammar error the checker
 * did not find before is not made.
 */
export async function punchUp(post: string, checker: GrammarChecker): Promise<Edited> {
  const edited = await inRounds(post, checker, (text) => [
    ...activeVoice(text),
    ...findEdits(text, [...EMPTY_OPENERS, ...HEDGES, ...FILLER, ...WORDY]),
  ]);
  return { ...edited, changes: [...edited.changes, ...passiveNotes(edited.content)] };
}

const PASSIVE_SENTENCE =
  /^((?:The|A|An|Our|My|This|That|These|Those|Their|Your|Every|Each)\s[\p{L}\p{N}' -]{1,40}?)\s(was|were)\s(\p{L}+)\sby\s((?:the|our|my|a|an|their|your|me|us|him|her|them|\p{Lu}[\p{L}.-]*)(?:\s[\p{L}\p{N}'-]+){0,3})([.!])$/u;

/** "X was done by Y." sentences rewritten as "Y did X."; only this one safe shape. */
export function activeVoice(post: string): Edit[] {
  const edits: Edit[] = [];
  for (const sentence of sentencesOf(post)) {
    const match = PASSIVE_SENTENCE.exec(sentence.text);
    if (!match) continue;
    const [, subject, , verb, agent, end] = match;
    if (!SAME_AS_PAST.test(verb) || /,/.test(agent)) continue;
    const doer = OBJECT_TO_SUBJECT[agent.toLowerCase()] ?? agent;
    const object = subject.replace(/^(\p{Lu})(?=\p{Ll}*\s)/u, (letter) => letter.toLowerCase());
    edits.push({
      start: sentence.start,
      end: sentence.end,
      replacement: `${capitaliseFirst(doer)} ${verb} ${object}${end}`,
      rule: 'Passive voice',
      message: 'Says who did it first: active voice reads faster',
    });
  }
  return edits;
}

/** The passives left, pointed out for the user to rewrite (before and after are the same). */
function passiveNotes(post: string): TextChange[] {
  return writeGood(post, PASSIVE_ONLY).map((found) => {
    const words = post.slice(found.index, found.index + found.offset);
    return {
      rule: 'Passive voice',
      message: `“${words}” hides who did it; say who, if it matters`,
      before: words,
      after: words,
    };
  });
}
