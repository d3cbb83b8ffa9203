import { POST_MAX_CHARS } from '../generation';

/**
 * A first line that introduces the post instead of being part of it: "Here's your post:",
 * "Sure! Below is a LinkedIn post about hiring:", "Here you go:". A hook such as
 * "Here's the thing:" is kept: the line must mention a post/draft or be a plain "here you go".
 */
const PREAMBLE_OPENER = /^(?:sure|certainly|of course|absolutely|okay|ok|great|here|below)\b/i;
const PREAMBLE_SUBJECT = /\b(?:post|draft|version|here you go|here it is)\b/i;

/** A last line of hashtags only, e.g. "#Leadership #Hiring #Startups". */
const HASHTAG_LINE = /\n[ \t]*((?:#[\p{L}\p{N}_]+[ \t]*)+)$/u;

/** Where a sentence ends: its punctuation and any closing quote or bracket, before a space. */
const SENTENCE_END = /[.!?…]["'”’)]*(?=\s)/g;

/**
 * Turns a model's answer into post text: trimmed, without a preamble line, a code fence or
 * wrapping quotes, and cut to `limit` characters at a paragraph, sentence or word boundary.
 * Returns '' when nothing of a post is left.
 */
export function tidyPost(answer: string, limit = POST_MAX_CHARS): string {
  let text = answer.replace(/\r\n?/g, '\n').trim();
  text = stripPreamble(text);
  text = unwrapFence(text);
  text = unwrapQuotes(text);
  return fitToLimit(text, limit);
}

function stripPreamble(text: string): string {
  const newline = text.indexOf('\n');
  if (newline < 0) return text;
  const first = text.slice(0, newline).replace(/\*/g, '').trim();
  const isPreamble =
    first.length <= 150 &&
    first.endsWith(':') &&
    PREAMBLE_OPENER.test(first) &&
    PREAMBLE_SUBJECT.test(first);
  return isPreamble ? text.slice(newline + 1).trim() : text;
}

function unwrapFence(text: string): string {
  const fenced = /^```[\w-]*\n([\s\S]*?)\n```$/.exec(text);
  return fenced ? fenced[1].trim() : text;
}

/** Removes quotes around the whole text, but only when no other quote of that kind is inside. */
function unwrapQuotes(text: string): string {
  for (const [open, close] of [
    ['"', '"'],
    ['“', '”'],
  ]) {
    if (text.length < 2 || !text.startsWith(open) || !text.endsWith(close)) continue;
    const inner = text.slice(1, -1);
    if (!inner.includes(open) && !inner.includes(close)) return inner.trim();
  }
  return text;
}

/**
 * Shortens text longer than `limit` at the last paragraph, sentence or word boundary that fits,
 * keeping a closing line of hashtags (the prompt asks for them on the last line).
 */
export function fitToLimit(text: string, limit = POST_MAX_CHARS): string {
  if (text.length <= limit) return text;
  const hashtags = HASHTAG_LINE.exec(text);
  if (hashtags && hashtags[1].length <= limit / 4) {
    const line = hashtags[1].trim();
    const body = cutAtBoundary(text.slice(0, hashtags.index).trimEnd(), limit - line.length - 2);
    return `${body}\n\n${line}`;
  }
  return cutAtBoundary(text, limit);
}

function cutAtBoundary(text: string, limit: number): string {
  if (text.length <= limit) return text;
  // One character past the limit, so a boundary right at the limit counts.
  const head = text.slice(0, limit + 1);
  // A paragraph or sentence boundary only wins when it keeps at least half the text.
  const floor = limit / 2;

  const paragraph = head.lastIndexOf('\n\n');
  if (paragraph >= floor) return text.slice(0, paragraph).trimEnd();

  let sentence = -1;
  for (const match of head.matchAll(SENTENCE_END)) sentence = match.index + match[0].length;
  if (sentence >= floor) return text.slice(0, sentence);

  const space = head.search(/\s\S*$/);
  if (space > 0) return text.slice(0, space).trimEnd();

  // One word longer than the limit: no boundary exists; at least do not split a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(text[limit - 1]) ? limit - 1 : limit;
  return text.slice(0, end);
}
