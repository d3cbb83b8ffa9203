import type { Tone } from '@postpilot/common';
import { casual } from './casual';
import { educational } from './educational';
import { humorous } from './humorous';
import { inspirational } from './inspirational';
import { professional } from './professional';
import type { Phrasebook } from './types';

export type { Phrase, Phrasebook, Slots, Step } from './types';
export { say } from './types';

/** One phrasebook per tone. */
export const VOICES: Record<Tone, Phrasebook> = {
  professional,
  casual,
  inspirational,
  educational,
  humorous,
};
