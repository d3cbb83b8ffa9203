import type { PostLength, Tone } from '@postpilot/common';

/**
 * What the user's custom instructions ask of the built-in writer. They are instructions, never
 * text for the post: the writer honours what it can (tone, length, emojis, hashtags) and writes
 * nothing it was not given.
 */
export interface Instructions {
  tone: Tone | null;
  length: PostLength | null;
  emojis: boolean | null;
  hashtags: boolean | null;
}

const NO = String.raw`\b(?:no|without|skip|avoid|don't use|do not use|drop|remove|zero)\s+(?:any\s+|the\s+)?`;
const ADD = String.raw`\b(?:add|use|include|with|more|some)\s+(?:some\s+|a few\s+)?`;

const TONES: [Tone, RegExp][] = [
  ['humorous', /\b(?:funny|humou?r(?:ous)?|witty|playful|light-?hearted)\b/i],
  ['casual', /\b(?:casual|friendly|conversational|relaxed|informal)\b/i],
  ['inspirational', /\b(?:inspir\w*|motivat\w*|uplifting)\b/i],
  ['educational', /\b(?:educational|practical|how-to|step-by-step|instructive)\b/i],
  ['professional', /\b(?:formal|professional|serious)\b/i],
];

const LENGTHS: [PostLength, RegExp][] = [
  ['short', /\b(?:short|shorter|brief|concise)\b/i],
  ['long', /\b(?:long|longer|detailed|in-depth)\b/i],
];

function flag(text: string, noun: string): boolean | null {
  if (new RegExp(`${NO}${noun}`, 'i').test(text)) return false;
  if (new RegExp(`${ADD}${noun}`, 'i').test(text)) return true;
  return null;
}

export function readInstructions(prompt: string): Instructions {
  return {
    tone: TONES.find(([, pattern]) => pattern.test(prompt))?.[0] ?? null,
    length: LENGTHS.find(([, pattern]) => pattern.test(prompt))?.[0] ?? null,
    emojis: flag(prompt, 'emojis?'),
    hashtags: flag(prompt, 'hashtags?'),
  };
}
