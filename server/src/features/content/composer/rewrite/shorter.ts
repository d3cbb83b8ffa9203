import { mainNounPhrases } from '../nlp';
import { joinPost, sentencesOf, splitPost } from './text';

/** How much of the body a shorter post keeps. */
export const SHORTER_SHARE = 0.6;

const FILLER = /^(?:so|and|but|also|of course|in other words|that said|honestly|anyway|again)\b/i;

interface Unit {
  block: number;
  line: number;
  text: string;
  score: number;
  keep: boolean;
}

/**
 * The post at about 60% of its length: the first line, the main point and the ending (the
 * last paragraph, the P.S. and the hashtags) stay; the sentences that say least about the
 * post's subject go first.
 */
export function shorten(post: string): string {
  const parts = splitPost(post);
  const body = parts.blocks.map((block) => block.join('\n')).join('\n\n');
  const subject = mainNounPhrases(body)
    .slice(0, 5)
    .flatMap((phrase) => phrase.toLowerCase().split(/\s+/))
    .filter((word) => word.length > 3);
  const units: Unit[] = [];
  const lastBlock = parts.blocks.length - 1;
  parts.blocks.forEach((block, b) =>
    block.forEach((line, l) => {
      const sentences = /^\s*(?:\d+[.)]|[-•→✅])\s/.test(line) ? [line] : sentencesOf(line);
      sentences.forEach((text) => {
        const keep =
          (b === 0 && l === 0) || b === lastBlock || /^P\.S\./.test(line) || units.length === 0;
        units.push({ block: b, line: l, text, score: informativeness(text, subject), keep });
      });
    }),
  );
  const total = units.reduce((sum, unit) => sum + unit.text.length, 0);
  const goal = total * SHORTER_SHARE;
  // The main point: the most informative sentence of the body stays too.
  const main = units.filter((u) => !u.keep).sort((a, b) => b.score - a.score)[0];
  if (main) main.keep = true;
  const kept = () => units.reduce((sum, unit) => sum + unit.text.length, 0);
  for (const unit of units.filter((u) => !u.keep).sort((a, b) => a.score - b.score)) {
    if (kept() <= goal) break;
    unit.text = '';
  }
  const blocks = parts.blocks.map((block, b) =>
    block
      .map((_, l) =>
        units
          .filter((u) => u.block === b && u.line === l && u.text)
          .map((u) => u.text)
          .join(' '),
      )
      .filter((line) => line.trim().length > 0),
  );
  return joinPost({ blocks, hashtags: parts.hashtags });
}

/** How much a sentence says: words of the post's subject, figures and names, less filler. */
function informativeness(sentence: string, subject: readonly string[]): number {
  const lower = sentence.toLowerCase();
  const words = lower.match(/[\p{L}\p{N}%$€£'-]+/gu) ?? [];
  const about = words.filter((word) => subject.includes(word)).length;
  const figures = (sentence.match(/\d/g) ?? []).length > 0 ? 2 : 0;
  const names = (sentence.slice(1).match(/\b[A-Z][a-z]+/g) ?? []).length * 0.5;
  const filler = FILLER.test(sentence) ? 1 : 0;
  const short = words.length < 4 ? 1 : 0;
  return about * 2 + figures + names + Math.min(words.length, 25) / 25 - filler - short;
}
