import type { Tone } from '@postpilot/common';
import { containsPhrase } from './compose';

/** Single spaces, no space before punctuation, no doubled full stop where a user's text met a phrase's own. */
export function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/ +([,.;:!?])/g, '$1')
        .replace(/([.!?])\.(?!\.)/g, '$1')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const SENTENCE = /[^.!?]+(?:[.!?]+["”’)]*|$)\s*/g;

/**
 * The post without any phrase the user never uses: sentences containing one are left out
 * (a line left empty goes too), a hashtag made of one is dropped, and as a last resort the
 * phrase itself is cut.
 */
export function withoutPhrases(text: string, avoid: readonly string[]): string {
  if (avoid.length === 0) return text;
  const hit = (part: string) => avoid.some((phrase) => containsPhrase(part.toLowerCase(), phrase));
  const lines = text.split('\n').map((line) => {
    if (!hit(line)) return line;
    if (/^#/.test(line))
      return line
        .split(' ')
        .filter((tag) => !hit(tag.replace(/^#/, '')))
        .join(' ');
    const kept = (line.match(SENTENCE) ?? [line]).filter((sentence) => !hit(sentence));
    return kept.join('').trim();
  });
  let result = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  for (const phrase of avoid) {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    result = result.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'),
      '',
    );
  }
  return result;
}

/** The finished text: the phrases the user avoids left out, tidied; a measured voice never exclaims. */
export function finish(text: string, tone: Tone, avoid: readonly string[]): string {
  const clean = tidy(withoutPhrases(text, avoid));
  return tone === 'professional' ? clean.replace(/!+/g, '.').replace(/\.{2}(?!\.)/g, '.') : clean;
}
