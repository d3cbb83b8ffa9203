import { HOOK_SUGGESTIONS } from '@postpilot/common';
import type { GenerationRequest } from '../generation';
import { obeyEmojis } from './answer-checks';
import { markdownToPlainText } from './plain-text';

/** The longest first line offered; LinkedIn shows about 150 characters before "…see more". */
const MAX_HOOK_CHARS = 200;

/**
 * A line that talks about the answer instead of being a hook: "Sure! Here are three hooks:",
 * "Here are 3 alternative first lines for your post.", "Let me know if you want more options".
 */
const PREAMBLE =
  /^(?:sure|certainly|of course|absolutely|okay|ok|great|here(?:'s| is| are)|below|these are|let me|i hope|feel free|hope)\b.*\b(?:hooks?|lines?|options?|alternatives?|versions?|openers?|openings?|ideas?|suggestions?|help|more|post)\b/i;

/** A label a model puts before a hook: "Hook 1:", "Option 2 -", "Question:", "A) ". */
const LABEL =
  /^(?:(?:hook|option|alternative|version|opener|opening)\s*\d*|question|number|story|bold claim|statistic|contrarian)\s*[:–—-]\s+/i;

/** The hooks in a model's answer that can be offered, each different from `currentFirstLine`. */
export function hooksFrom(
  answer: string,
  currentFirstLine: string,
  request?: GenerationRequest,
): string[] {
  const seen = new Set([normal(currentFirstLine)]);
  const hooks: string[] = [];
  for (const raw of answer.replace(/\r\n?/g, '\n').split('\n')) {
    const hook = hookIn(raw, request);
    if (!hook || seen.has(normal(hook))) continue;
    seen.add(normal(hook));
    hooks.push(hook);
    if (hooks.length === HOOK_SUGGESTIONS) break;
  }
  return hooks;
}

/** One line of the answer as a hook, or null when it is not one. */
export function hookIn(raw: string, request?: GenerationRequest): string | null {
  if (isTagLine(raw)) return null;
  let line = raw
    .trim()
    .replace(/^(?:\d+[.)]|[-*•]|[A-Ca-c][.)])\s+/, '')
    .trim();
  line = markdownToPlainText(line).replace(LABEL, '').trim();
  line = line.replace(/^["“'‘](.*)["”'’]$/, '$1').trim();
  if (!line || line.length > MAX_HOOK_CHARS) return null;
  // An introduction to what follows ("… three hooks:") or a note about the answer.
  if (/[:：]$/.test(line) || PREAMBLE.test(line)) return null;
  // A hook never carries hashtags: a line of them is dropped, an inline one becomes its word.
  line = line
    .replace(/(^|\s)#(?=[\p{L}\p{N}_]*\p{L})/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (request) line = obeyEmojis(line, request);
  // Only a number, an emoji or a tag's word left: not a line anyone stops scrolling for.
  if (!/\p{L}{2,}.*\s\p{L}|\p{sc=Han}|\p{sc=Hiragana}|\p{sc=Katakana}/u.test(line)) return null;
  return line;
}

/** "#Leadership #Hiring" or "#Leadership": a line made only of hashtags. */
function isTagLine(raw: string): boolean {
  return /^(?:\s*#[\p{L}\p{N}_]+[\s,]*)+$/u.test(raw.replace(/^\s*(?:\d+[.)]|[-*•])\s+/, ''));
}

/** A line compared without case, punctuation and spacing. */
export function normal(line: string): string {
  return line
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The follow-up asking a model for the hooks its answer lacked, naming what went wrong. */
export function hooksCorrection(have: number): string {
  const missing = HOOK_SUGGESTIONS - have;
  return (
    `Your answer had ${have === 0 ? 'no usable first lines' : `only ${have} usable ${have === 1 ? 'first line' : 'first lines'}`}. ` +
    `Write ${missing} more, different from those: one a line, each a complete sentence or question, ` +
    'with no introduction, no labels, no numbering, no hashtags.'
  );
}
