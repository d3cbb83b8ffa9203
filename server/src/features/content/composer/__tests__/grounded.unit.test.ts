import { execFileSync } from 'node:child_process';
import path from 'node:path';
import fc from 'fast-check';
import type { GenerationRequest } from '../../generation';
import data from '../data/connectives.json';
import { composePost } from '../post';
import { materialOf, request, requestOf, author, topic } from './material-arbitraries';

/**
 * The built-in writer says only what the user gave it: every content word of a post comes from
 * the user's material or from the reviewed connective data, and the post is grammatical.
 */

/** Function words a post may hold whatever the material: articles, pronouns, prepositions. */
const STOP_WORDS = new Set(
  (
    'a an the and or but of at in on to for with from by as is are was were be i me my we our ' +
    'you your it its this that s m d ll re ve t'
  ).split(' '),
);

/** Lower-case words, hashtags split at their capitals ("#SalaryNegotiation" → salary, negotiation). */
export function wordsOf(text: string): string[] {
  return (
    text
      .replace(/#([\p{L}\p{N}_]+)/gu, (_, tag: string) =>
        tag
          .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
          .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
          .replace(/(\p{L})(\p{N})/gu, '$1 $2'),
      )
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const CONNECTIVE_WORDS = new Set(wordsOf(JSON.stringify(data)));

/** Content words of the post found neither in the material nor in the connective data. */
function invented(post: string, request: GenerationRequest): string[] {
  const own = new Set(wordsOf(materialOf(request)));
  // A numbered list's numbers are layout, not content.
  return wordsOf(post.replace(/^\d+\. /gm, '')).filter(
    (word) => !STOP_WORDS.has(word) && !own.has(word) && !CONNECTIVE_WORDS.has(word),
  );
}

describe('every content word comes from the user or the connective data', () => {
  it('for random topics, points, profiles and settings', () => {
    fc.assert(
      fc.property(request, (r) => {
        expect(invented(composePost(r), r)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('a topic with no points: the topic, the profile and connectives, nothing more', () => {
    fc.assert(
      fc.property(topic, author, fc.integer({ min: 0, max: 50 }), (t, a, variant) => {
        const r = requestOf({ topic: t, author: a, variant });
        const post = composePost(r);
        expect(invented(post, r)).toEqual([]);
        // Nothing but the opening, the profile line and a question: no body to invent.
        expect(post.split(/\n\s*\n/).filter((b) => !b.startsWith('#')).length).toBeLessThanOrEqual(
          3,
        );
      }),
      { numRuns: 200 },
    );
  });
});

interface Lint {
  kind: string;
  message: string;
  text: string;
}

/** Lints each text with harper.js in a separate Node process (harper.js is ESM only). */
function lint(texts: string[]): Lint[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'harper-lint.mjs')], {
    input: JSON.stringify(texts),
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output.toString()) as Lint[][];
}

describe('grammar', () => {
  it('harper.js finds no error in the writer’s own words over many posts', () => {
    const requests = fc.sample(request, { numRuns: 150, seed: 33 });
    const posts = requests.map(composePost);
    // Hashtags are not prose; names and made-up words are the user's own spelling.
    const prose = posts.map((post) => post.replace(/^#.*$/gm, ''));
    const found = lint(prose).flatMap((lints, index) =>
      lints
        .filter(
          (l) =>
            l.kind !== 'Spelling' && !materialOf(requests[index]).includes(l.text.trim() || ' '),
        )
        .map((l) => `${l.kind}: ${l.message} «${l.text}» in:\n${prose[index]}`),
    );
    expect(found).toEqual([]);
  }, 60_000);
});
