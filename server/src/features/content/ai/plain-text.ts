/**
 * Markdown in a model's answer turned into the plain text LinkedIn shows: LinkedIn renders no
 * Markdown, so `**bold**` would reach readers as asterisks. Line-based rules rather than a full
 * Markdown parser, because a post is mostly ordinary text that a parser would reinterpret
 * ("5*3", "#hashtags", "1) first", "<3"); each rule only fires on unmistakable Markdown.
 */

/** A top-level list item's bullet, as LinkedIn writers type it. */
export const BULLET = '•';
/** A nested list item's bullet, indented two spaces a level. */
export const SUB_BULLET = '◦';

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;
const RULE = /^\s{0,3}(?:(?:\*\s*){3,}|(?:-\s*){3,}|(?:_\s*){3,})$/;
const SETEXT_UNDERLINE = /^\s{0,3}(?:=+|-+)\s*$/;
const QUOTE = /^\s{0,3}>\s?/;
const BULLET_ITEM = /^(\s*)[-*+]\s+(?=\S)/;
const NUMBERED_ITEM = /^(\s*)(\d{1,3}[.)])\s+/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;
/** An HTML tag with a letter after `<`: never "<3" or "a < b". */
const HTML_TAG = /<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/g;
const HTML_BREAK = /<br\s*\/?>/gi;

/** The answer with Markdown syntax replaced by what a reader of plain text expects. */
export function markdownToPlainText(answer: string): string {
  const lines = answer.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let inFence = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    // Code inside a fence is kept as written.
    if (inFence) {
      out.push(line);
      continue;
    }
    if (RULE.test(line)) {
      out.push('');
      continue;
    }
    // "Title\n=====" underlines the line before it; a lone "---" after a blank line is a rule.
    if (SETEXT_UNDERLINE.test(line) && out.length > 0 && out[out.length - 1].trim()) continue;
    if (TABLE_SEPARATOR.test(line) && line.includes('|')) continue;
    out.push(convertLine(line));
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function convertLine(raw: string): string {
  let line = raw.replace(HTML_BREAK, '\n');
  const heading = HEADING.exec(line);
  if (heading) return inline(heading[1]);
  line = line.replace(QUOTE, '');
  if (TABLE_ROW.test(line)) {
    const cells = line
      .trim()
      .slice(1, -1)
      .split('|')
      .map((cell) => inline(cell.trim()))
      .filter(Boolean);
    return cells.join(' – ');
  }
  const bullet = BULLET_ITEM.exec(line);
  if (bullet) {
    const level = Math.floor(bullet[1].replace(/\t/g, '    ').length / 2);
    const rest = inline(line.slice(bullet[0].length));
    return level === 0 ? `${BULLET} ${rest}` : `${'  '.repeat(level)}${SUB_BULLET} ${rest}`;
  }
  const numbered = NUMBERED_ITEM.exec(line);
  if (numbered) {
    const level = Math.floor(numbered[1].replace(/\t/g, '    ').length / 2);
    return `${'  '.repeat(level)}${numbered[2]} ${inline(line.slice(numbered[0].length))}`;
  }
  return inline(line);
}

/** Inline Markdown in one line: links, emphasis, code, escapes, HTML tags. */
function inline(text: string): string {
  return (
    text
      // Images: their alt text, if any.
      .replace(/!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, '$1')
      // Links: the text, and the address when it adds something.
      .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_, label: string, url: string) =>
        sameAddress(label, url) ? url : `${label} (${url})`,
      )
      .replace(/<((?:https?:\/\/|mailto:)[^\s<>]+)>/g, '$1')
      .replace(HTML_TAG, '')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/\*\*\*(\S(?:.*?\S)?)\*\*\*/g, '$1')
      .replace(/\*\*(\S(?:.*?\S)?)\*\*/g, '$1')
      // __bold__ only around words a reader sees as such: Python's __init__ stays.
      .replace(
        /(^|[^\p{L}\p{N}_])__(\S(?:.*?\S)?)__(?![\p{L}\p{N}_])/gu,
        (found, before: string, inner: string) =>
          /^\p{Lu}|\s/u.test(inner) ? `${before}${inner}` : found,
      )
      .replace(/~~(\S(?:.*?\S)?)~~/g, '$1')
      // Single-star and underscore emphasis only between word boundaries, so "5*3" and
      // snake_case stay as written.
      .replace(/(^|[\s(["'“])\*(?!\s)([^*\n]*?[^\s*])\*(?=$|[\s.,;:!?)\]"'”])/g, '$1$2')
      .replace(/(^|[\s(["'“])_(?!\s)([^_\n]*?[^\s_])_(?=$|[\s.,;:!?)\]"'”])/g, '$1$2')
      .replace(/\\([\\`*_{}[\]()#+\-.!>|~])/g, '$1')
  );
}

function sameAddress(label: string, url: string): boolean {
  const bare = (value: string) =>
    value
      .trim()
      .replace(/^(?:https?:\/\/)?(?:www\.)?/i, '')
      .replace(/\/$/, '')
      .toLowerCase();
  return bare(label) === bare(url);
}
