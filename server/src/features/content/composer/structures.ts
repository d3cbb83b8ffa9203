import type { PostLength, Tone } from '@postpilot/common';

/** A part of a post's body, in the order a structure lays them out. */
export type Section = 'hook' | 'point' | 'story' | 'lesson' | 'detail' | 'list' | 'closing';

/** Blocks of sections: each inner list is one blank-line-separated block. */
export type Structure = readonly (readonly Section[])[];

/**
 * The builds of a post, four per length: short 1–2 blocks, medium 3–4, long 5 or more. Every
 * build names the topic in its body and ends on a closing. Consecutive variants take builds
 * of alternate positions, so a Regenerate never repeats the previous build.
 */
const PROSE: Record<PostLength, readonly Structure[]> = {
  short: [
    [
      ['hook', 'point'],
      ['lesson', 'closing'],
    ],
    [['hook'], ['story', 'closing']],
    [
      ['hook', 'story'],
      ['lesson', 'closing'],
    ],
    [['hook'], ['point', 'lesson', 'closing']],
  ],
  medium: [
    [['hook'], ['story'], ['lesson'], ['closing']],
    [['hook'], ['point'], ['story'], ['lesson', 'closing']],
    [['hook'], ['point'], ['list'], ['lesson', 'closing']],
    [['hook'], ['story'], ['point'], ['closing']],
  ],
  long: [
    [['hook'], ['point'], ['story'], ['detail'], ['lesson'], ['closing']],
    [['hook'], ['story'], ['point'], ['list'], ['lesson'], ['closing']],
    [['hook'], ['story'], ['detail'], ['point'], ['lesson'], ['closing']],
    [['hook'], ['point'], ['list'], ['story'], ['lesson'], ['closing']],
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
    [['hook'], ['list', 'closing']],
    [
      ['hook', 'story'],
      ['lesson', 'closing'],
    ],
  ],
  medium: [
    [['hook'], ['point'], ['list'], ['closing']],
    [['hook'], ['story'], ['list'], ['lesson', 'closing']],
    [['hook'], ['list'], ['story'], ['closing']],
    [['hook'], ['point'], ['story'], ['lesson', 'closing']],
  ],
  long: [
    [['hook'], ['point'], ['story'], ['list'], ['lesson'], ['closing']],
    [['hook'], ['story'], ['point'], ['list'], ['detail'], ['closing']],
    [['hook'], ['point'], ['list'], ['story'], ['lesson'], ['closing']],
    [['hook'], ['story'], ['list'], ['detail'], ['lesson'], ['closing']],
  ],
};

export function structuresFor(tone: Tone, length: PostLength): readonly Structure[] {
  return tone === 'educational' ? TEACHING[length] : PROSE[length];
}
