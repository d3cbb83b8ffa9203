import type { PostLength, Tone } from '@postpilot/common';

/**
 * A part of a post's body: the view on the topic (its answer, argument or account), practices
 * from the field, the mistakes and signs to watch for, the takeaway, a numbered list, the close.
 */
export type Section = 'hook' | 'point' | 'practice' | 'lesson' | 'detail' | 'list' | 'closing';

/** Blocks of sections: each inner list is one blank-line-separated block. */
export type Structure = readonly (readonly Section[])[];

/**
 * The builds of a post, four per length: short 1–2 blocks, medium 3–4, long 5 or more. Every
 * build opens its body with the view on the topic and ends on a closing. Consecutive variants
 * take builds of alternate positions, so a Regenerate never repeats the previous build.
 */
const PROSE: Record<PostLength, readonly Structure[]> = {
  short: [
    [
      ['hook', 'point'],
      ['lesson', 'closing'],
    ],
    [['hook'], ['point', 'closing']],
    [
      ['hook', 'point'],
      ['practice', 'closing'],
    ],
    [['hook'], ['point', 'detail', 'closing']],
  ],
  medium: [
    [['hook'], ['point'], ['practice'], ['lesson', 'closing']],
    [['hook'], ['point'], ['list'], ['closing']],
    [['hook'], ['point'], ['detail'], ['lesson', 'closing']],
    [['hook'], ['point', 'practice'], ['detail'], ['closing']],
  ],
  long: [
    [['hook'], ['point'], ['practice'], ['detail'], ['lesson'], ['closing']],
    [['hook'], ['point'], ['list'], ['detail'], ['lesson'], ['closing']],
    [['hook'], ['point'], ['detail'], ['practice'], ['lesson'], ['closing']],
    [['hook'], ['point'], ['practice'], ['list'], ['lesson'], ['closing']],
  ],
};

/** A teaching voice leads with its steps more often. */
const TEACHING: Record<PostLength, readonly Structure[]> = {
  short: [
    [
      ['hook', 'list'],
      ['lesson', 'closing'],
    ],
    [
      ['hook', 'point'],
      ['list', 'closing'],
    ],
    [['hook'], ['point', 'list', 'closing']],
    [
      ['hook', 'point'],
      ['detail', 'closing'],
    ],
  ],
  medium: [
    [['hook'], ['point'], ['list'], ['closing']],
    [['hook'], ['point'], ['list'], ['lesson', 'closing']],
    [['hook'], ['point'], ['detail'], ['list', 'closing']],
    [['hook'], ['point'], ['list'], ['detail', 'closing']],
  ],
  long: [
    [['hook'], ['point'], ['practice'], ['list'], ['lesson'], ['closing']],
    [['hook'], ['point'], ['list'], ['practice'], ['detail'], ['closing']],
    [['hook'], ['point'], ['list'], ['detail'], ['lesson'], ['closing']],
    [['hook'], ['point'], ['practice'], ['list'], ['detail'], ['closing']],
  ],
};

export function structuresFor(tone: Tone, length: PostLength): readonly Structure[] {
  return tone === 'educational' ? TEACHING[length] : PROSE[length];
}

/** A topic that promises a list ("three lessons from …") gets one in every build. */
export function withList(structure: Structure): Structure {
  if (structure.some((block) => block.includes('list'))) return structure;
  const swap = (['practice', 'detail', 'lesson'] as const).find((s) =>
    structure.some((block) => block.includes(s)),
  );
  if (swap) return structure.map((block) => block.map((s) => (s === swap ? 'list' : s)));
  // After the view it introduces, before the closing: "point, list, closing".
  return structure.map((block, i) =>
    i === structure.length - 1
      ? [...block.filter((s) => s !== 'closing'), 'list', ...block.filter((s) => s === 'closing')]
      : block,
  );
}
