import { LITTLE_TEXT_RESERVED } from './protocol';

/** A run of the shown text: plain, or a (clickable) hashtag without its '#'. */
export type LittlePart = { kind: 'text'; value: string } | { kind: 'hashtag'; value: string };

export interface ParsedLittleText {
  parts: LittlePart[];
  /** What LinkedIn shows, hashtags with their '#'. */
  text: string;
  /** Where the source was cut (the first unescaped reserved character), or null if it was not. */
  cutAt: number | null;
}

const RESERVED = new Set(LITTLE_TEXT_RESERVED);

/** {hashtag|\#|word}, the word itself in little text (escapes allowed, nothing reserved raw). */
const HASHTAG_TEMPLATE = /^\{hashtag\|\\#\|((?:\\.|[^\\|{}@[\]()<>#*_~])+)\}/su;

/**
 * Reads `commentary` as LinkedIn's little-text parser does: `\x` is the character x,
 * `{hashtag|\#|word}` is the hashtag #word, and the first other reserved character (or a trailing
 * lone backslash) silently ends the text. Mentions (`@[Name](urn)`) are not supported here.
 */
export function parseLittleText(commentary: string): ParsedLittleText {
  const parts: LittlePart[] = [];
  let run = '';
  let cutAt: number | null = null;
  const flush = () => {
    if (run) parts.push({ kind: 'text', value: run });
    run = '';
  };

  let i = 0;
  while (i < commentary.length) {
    const char = commentary[i];
    if (char === '\\' && i + 1 < commentary.length) {
      const escaped = String.fromCodePoint(commentary.codePointAt(i + 1) ?? 0);
      run += escaped;
      i += 1 + escaped.length;
      continue;
    }
    if (char === '{') {
      const hashtag = HASHTAG_TEMPLATE.exec(commentary.slice(i));
      if (hashtag) {
        flush();
        parts.push({ kind: 'hashtag', value: hashtag[1].replace(/\\(.)/gsu, '$1') });
        i += hashtag[0].length;
        continue;
      }
    }
    if (RESERVED.has(char)) {
      cutAt = i;
      break;
    }
    run += char;
    i += 1;
  }
  flush();
  const text = parts.map((p) => (p.kind === 'hashtag' ? `#${p.value}` : p.value)).join('');
  return { parts, text, cutAt };
}
