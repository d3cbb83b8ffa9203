import type { Tone } from '@postpilot/common';
import data from './data/connectives.json';

/**
 * The built-in writer's connective phrases: the only words of a post that are not the user's.
 * They live in data/connectives.json so a copywriter can edit them without touching code.
 */
export interface Connective {
  text: string;
  /** Only for posts built from key points: the phrase refers to them. */
  points?: boolean;
  /** Only for these tones; every tone when absent. */
  tones?: Tone[];
}

export type ConnectiveKind =
  | 'openings'
  | 'questionOpenings'
  | 'profiles'
  | 'leadIns'
  | 'numberLeadIns'
  | 'takeaways'
  | 'questions';

export const CONNECTIVES = data as unknown as Record<ConnectiveKind, Connective[]> & {
  emojis: Record<Tone, string[]>;
};

/** What decides one pick: the post's circumstances and what the user's latest posts said. */
export interface PickContext {
  tone: Tone;
  hasPoints: boolean;
  /** The user's latest posts, newest first, lower-cased. */
  recent: readonly string[];
  /** Phrases (lower-cased) the voice never uses. */
  avoid: readonly string[];
  /** Prefer the shorter phrases (a voice of short sentences). */
  brief: boolean;
  seed: number;
}

/** The words of a phrase that are its own, not a placeholder's: what a reader recognises. */
export function fixedParts(text: string): string[] {
  return text
    .split(/\{(?:topic|profile)\}/)
    .map((part) => part.replace(/^[\s.:,]+|[\s.:,]+$/g, '').toLowerCase())
    .filter((part) => part.length >= 4);
}

/** Index of the newest recent post that used the phrase; Infinity when none did. */
function lastUse(connective: Connective, recent: readonly string[]): number {
  const parts = fixedParts(connective.text);
  if (parts.length === 0) return Infinity;
  const index = recent.findIndex((post) => parts.some((part) => post.includes(part)));
  return index < 0 ? Infinity : index;
}

export function hasAny(text: string, phrases: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return phrases.some((phrase) => phrase.length > 0 && lower.includes(phrase));
}

/**
 * One phrase of a kind: never one the voice avoids, preferably one none of the latest posts
 * used (else the one used longest ago), and among those a different one per seed (variant).
 * Null when the kind has nothing usable here.
 */
export function pick(
  kinds: ConnectiveKind | ConnectiveKind[],
  context: PickContext,
  usable: (connective: Connective) => boolean = () => true,
): string | null {
  let pool = [kinds]
    .flat()
    .flatMap((kind) => CONNECTIVES[kind])
    .filter(
      (c) =>
        (!c.points || context.hasPoints) &&
        (!c.tones || c.tones.includes(context.tone)) &&
        !hasAny(c.text, context.avoid) &&
        usable(c),
    );
  if (pool.length === 0) return null;
  const ages = pool.map((c) => lastUse(c, context.recent));
  const oldest = Math.max(...ages);
  pool = pool.filter((_, index) => ages[index] === oldest);
  if (context.brief && pool.length > 2) {
    const words = (c: Connective) => c.text.split(' ').length;
    const sorted = [...pool].sort((a, b) => words(a) - words(b));
    pool = sorted.slice(0, Math.ceil(sorted.length / 2));
  }
  return pool[context.seed % pool.length].text;
}
