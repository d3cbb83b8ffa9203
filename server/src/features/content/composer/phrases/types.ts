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

/** What one tone says in the body of a post; several alternatives for each part. */
export interface ToneBook {
  register: 'formal' | 'relaxed';
  /** A paragraph's sentences are joined by a space, or by line breaks for a punchy voice. */
  joiner: ' ' | '\n';
  /**
   * The view on the topic, by its kind: what the author did (only as the topic tells it), the
   * answer to its question, the case for its command, agreement or not with its claim, or a
   * point of view on its subject.
   */
  points: Template[];
  /** Practices from the field's bank, woven after a lead-in. */
  practices: Template[];
  /** The takeaway. */
  lessons: Template[];
  /** Common mistakes and signs to watch for. */
  details: Template[];
  /**
   * A first sentence for the body when nothing else in it names the topic (a topic about a
   * person, an event or a long phrase, which the other sentences call by its field).
   */
  anchors: Template[];
  /** A sentence that quotes the figure of a told result, for a body that has not said it yet. */
  figures: Template[];
  /** A numbered list's introduction; its items come from the field's bank. */
  listIntros: Template[];
  /** The tone's signature line in the first body paragraph: an aside or a joke set-up. */
  flourish?: { at: 'start' | 'afterFirst'; lines: Template[] };
  /** How the author voices custom instructions. */
  custom: Record<'mention' | 'act' | 'note' | 'focus' | 'story' | 'cta', (text: string) => string>;
}

export const t = (say: Template['say'], when?: Template['when']): Template => ({ say, when });

/** A possessive noun phrase ("our cloud bill") reads wrong after "your team's". */
export const owned = (w: Words): boolean => /^(?:our|my|your)\b/i.test(w.np);

/** The area is the topic's own phrase, not the field it was widened to ("selling"). */
export const own = (w: Words): boolean => w.ownArea;

/** The key phrase is a thing or a practice, not people ("the real secret to sales managers"). */
export const thing = (w: Words): boolean => !w.person;
