import type { Tone } from '@postpilot/common';
import { casual } from './casual';
import { educational } from './educational';
import { humorous } from './humorous';
import { inspirational } from './inspirational';
import { professional } from './professional';
import type { ToneBook } from './types';

export { CLOSINGS } from './closings';
export { HOOKS } from './hooks';
export type { ClosingTemplate, HookTemplate, Template, ToneBook } from './types';

/** One phrasebook per tone. */
export const BOOKS: Record<Tone, ToneBook> = {
  professional,
  casual,
  inspirational,
  educational,
  humorous,
};
