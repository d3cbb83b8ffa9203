import type { Author } from '../../generation';
import { readPersona } from '../persona';
import { capitaliseFirst, joinPost, sentencesOf, splitPost } from './text';

/**
 * General advice turned into the author's own experience, where the sentence's shape makes it
 * safe: "Teams should …" → "I've learned that teams should …", "You need to …" → "I've found I
 * need to …". Nothing is invented: no figures, no events, only who is speaking.
 */
const SHIFTS: readonly [RegExp, (...groups: string[]) => string][] = [
  [
    /^You (should|need to|must|have to|can) (.+)$/i,
    (modal, rest) => `I've found I ${modal.toLowerCase()} ${rest}`,
  ],
  [
    /^(?:It is|It's) (important|essential|worth it|crucial|vital) to (.+)$/i,
    (word, rest) => `I've found it ${word.toLowerCase()} to ${rest}`,
  ],
  [
    /^((?:Most |Many |Good |Great |The best |Successful |Smart )?(?:teams|leaders|managers|companies|founders|people|engineers|organisations|organizations|businesses|professionals|marketers|designers|developers|recruiters|hiring managers|salespeople))\s+(should|need to|must|have to|tend to|often|rarely|never|always)\s+(.+)$/i,
    (subject, modal, rest) =>
      `I've learned that ${lowerFirst(subject)} ${modal.toLowerCase()} ${rest}`,
  ],
  [/^(Always|Never) (.+)$/, (word, rest) => `I ${word.toLowerCase()} ${rest}`],
];

function lowerFirst(text: string): string {
  return text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
}

/** The author's line of context, from their profile: what they do, where. */
export function framingLine(author: Author): string | null {
  const persona = readPersona(author);
  if (persona.work === 'in my own work')
    return persona.fact ? `For context: ${persona.fact}` : null;
  return `${capitaliseFirst(persona.work)}, this is something I deal with every week.`;
}

export function makePersonal(post: string, author: Author): string {
  const parts = splitPost(post);
  let changed = 0;
  const blocks = parts.blocks.map((block, b) =>
    block.map((line, l) => {
      const hook = b === 0 && l === 0 && parts.blocks.flat().length > 1;
      if (hook || /^P\.S\./.test(line) || /^\s*\d+[.)]\s/.test(line)) return line;
      return sentencesOf(line)
        .map((sentence) => {
          if (changed >= 3) return sentence;
          for (const [pattern, shift] of SHIFTS) {
            const match = pattern.exec(sentence);
            if (match) {
              changed++;
              return shift(...match.slice(1));
            }
          }
          return sentence;
        })
        .join(' ');
    }),
  );
  const framing = framingLine(author);
  const already = framing && post.toLowerCase().includes(framing.toLowerCase().slice(0, 30));
  if (framing && !already && blocks.length > 0) {
    // After the first line, so the hook stays the hook.
    const [first, ...rest] = blocks[0];
    blocks[0] = rest.length > 0 ? [first, framing, ...rest] : [first];
    if (rest.length === 0) blocks.splice(1, 0, [framing]);
  }
  return joinPost({ blocks, hashtags: parts.hashtags });
}
