import type { DirectiveKind } from '../custom';

/** What a phrase may refer to, already phrased to sit mid-sentence. */
export interface Slots {
  /** The topic after "about" or "on": "remote work", "why most onboarding fails". */
  about: string;
  /** Where the author's experience comes from: "in my role as Head of Growth at Northwind". */
  work: string;
}

/**
 * One alternative for a slot of the post: its sentences (or, for a punchy voice, its lines).
 * Fixed text, or a function of the topic and the author.
 */
export type Phrase = readonly string[] | ((slots: Slots) => string[]);

/** A phrase about one value: an audience, an experience span, a goal. */
export type Fill = (value: string) => string;

/** A step of a teaching framework: "Define the outcome" and what it means. */
export interface Step {
  title: string;
  detail: string;
}

/**
 * Everything one tone can say, several alternatives per slot. A post is assembled from one
 * alternative of each slot it needs; the variant rotates through them.
 */
export interface Phrasebook {
  /** How a paragraph's sentences are joined: a space, or a new line for a punchy voice. */
  joiner: ' ' | '\n';
  /** The first line(s), the part shown before "…see more". Each mentions the topic. */
  hooks: Phrase[];
  /** The author's point of view. */
  stances: Phrase[];
  /** The example from the author's own work; uses `work`. */
  stories: Phrase[];
  /** A sentence on how long the author has been at it, when they told us. */
  experience: Fill[];
  /** The lesson or takeaway. */
  lessons: Phrase[];
  /** Long posts: a forward look or a wider reflection. */
  reflections: Phrase[];
  /** Long posts: how the topic connects to the author's stated goal. */
  goals: Fill[];
  /** The closing question or call to engage. */
  closings: Phrase[];
  /** A closing that speaks to the target audience. */
  audienceClosings: ((audience: string) => string[])[];
  /** A sentence to the target audience inside a long post. */
  audienceNotes: Fill[];
  /** How the author voices each kind of custom instruction. */
  custom: Record<DirectiveKind, Fill>;
  /**
   * The voice's signature line, placed in the first body paragraph: a casual aside
   * (after its first sentence) or a humorous device (before it).
   */
  flourish?: { at: 'start' | 'afterFirst'; lines: readonly string[] };
  /**
   * A teaching voice's numbered framework: intro lines that name the author's work (for posts
   * without a separate example), plain intro lines, and the ordered steps.
   */
  framework?: { intros: Phrase[]; plainIntros: Phrase[]; steps: readonly Step[] };
}

/** A phrase's sentences for these slots. */
export function say(phrase: Phrase, slots: Slots): string[] {
  return typeof phrase === 'function' ? phrase(slots) : [...phrase];
}

/** Upper-cases the first letter of a slot used at the start of a sentence. */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
