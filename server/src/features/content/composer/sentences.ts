/**
 * The user's words as well-formed sentences, their words unchanged: a capital first letter and
 * end punctuation, nothing else.
 */

/** Ends with a sentence's own punctuation (or a closing quote/bracket after it, or an emoji). */
const ENDED = /(?:[.!?…]["'”’)\]]?|\p{Extended_Pictographic}\uFE0F?)$/u;

export function capitalise(text: string): string {
  // "iPhone", "pg_upgrade", "npm.js", "e2e": a name or code keeps its small first letter.
  const first = text.split(/\s/, 1)[0];
  if (/^\p{Ll}\p{Lu}/u.test(first) || /[_./@#\d]/.test(first)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function endWith(text: string, mark = '.'): string {
  const trimmed = text.trim().replace(/[,;:\s]+$/, '');
  return ENDED.test(trimmed) ? trimmed : `${trimmed}${mark}`;
}

export function asSentence(point: string): string {
  return endWith(capitalise(point.trim()));
}

/** A point after a lead-in ("What happened: we cut …"): the user's words keep their case. */
export function afterLeadIn(leadIn: string, point: string): string {
  return `${leadIn} ${endWith(point.trim())}`;
}

/** Whether a topic can be followed by more words in the same line: it has no end mark. */
export function isOpen(topic: string): boolean {
  return !/[.!?…]$/.test(topic.trim());
}

/**
 * A template with `{topic}` (or `{profile}`) filled: the value keeps its words; when it ends the
 * line, the line ends with the value's own mark or a full stop.
 */
export function fill(template: string, slot: 'topic' | 'profile', value: string): string {
  const marker = `{${slot}}`;
  const at = template.indexOf(marker);
  if (at < 0) return endWith(template);
  const before = template.slice(0, at);
  const after = template.slice(at + marker.length);
  // After a lead-in, "The hidden cost …" reads as "the hidden cost …"; other words keep their case.
  const filled =
    before.length === 0
      ? capitalise(value)
      : value.replace(/^(A|An|The)(?= )/, (w) => w.toLowerCase());
  if (after.trim() === '' || after.trim() === '.') return endWith(`${before}${filled}`);
  // "{topic}. How do you see it?" after a topic that already ends with "?": keep its mark.
  const rest = !isOpen(value) && after.startsWith('.') ? after.slice(1) : after;
  return endWith(`${before}${filled}${rest}`);
}
