import type { HookStyle, Tone } from '@postpilot/common';
import type { Words } from '../words';

/** Which tones may use a line: measured ones (no contractions), relaxed ones, or all. */
export type Register = 'formal' | 'relaxed' | 'any';

/** One way to say a part of the post: its sentences for the topic, when it fits the topic. */
export interface Template {
  say: (w: Words) => string[];
  /** Whether it reads right for this topic (a figure to quote, an action of its own, …). */
  when?: (w: Words) => boolean;
}

export interface HookTemplate extends Template {
  family: HookStyle;
  register: Register;
  /** Only for these tones (a joke set-up, a rallying line); all of the register otherwise. */
  tones?: readonly Tone[];
}

export interface ClosingTemplate extends Template {
  register: Register;
  tones?: readonly Tone[];
}

/** A step of a numbered list, built from the topic. */
export type Step = (w: Words) => string;

/** What one tone says in the body of a post; several alternatives for each part. */
export interface ToneBook {
  register: 'formal' | 'relaxed';
  /** A paragraph's sentences are joined by a space, or by line breaks for a punchy voice. */
  joiner: ' ' | '\n';
  /** The author's point of view on the topic. */
  points: Template[];
  /** The example from the author's work: what was tried, what changed, who was involved. */
  stories: Template[];
  /** The takeaway, naming the topic. */
  lessons: Template[];
  /** Long posts: what it cost, what the author would do differently. */
  details: Template[];
  /**
   * A first sentence for the body when nothing else in it names the topic (a topic about a
   * person, an event or a long phrase, which the other sentences call by its field).
   */
  anchor: (w: Words) => string;
  /** A numbered list's introduction and its steps. */
  listIntros: Template[];
  steps: Step[];
  /** The tone's signature line in the first body paragraph: an aside or a joke set-up. */
  flourish?: { at: 'start' | 'afterFirst'; lines: Template[] };
  /** How the author voices custom instructions. */
  custom: Record<'mention' | 'act' | 'note' | 'focus' | 'story' | 'cta', (text: string) => string>;
}

export const t = (say: Template['say'], when?: Template['when']): Template => ({ say, when });

/** A possessive noun phrase ("our cloud bill") reads wrong after "your team's". */
export const owned = (w: Words): boolean => /^(?:our|my|your)\b/i.test(w.np);
