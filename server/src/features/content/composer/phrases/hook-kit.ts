import { subtopicFit, subtopicsOf } from '../subtopics';
import { capitalise as cap } from '../text';
import type { Words } from '../words';
import type { HookTemplate } from './types';

/** What the hook lists share: a hook for some kinds of topic, and the pieces they quote. */
export type Kind = (w: Words) => boolean;

/** A first line for topics of the given kinds (any of them), in a register, for some tones. */
export const hook = (
  family: HookTemplate['family'],
  register: HookTemplate['register'],
  kinds: readonly Kind[],
  say: (w: Words) => string,
  tones?: HookTemplate['tones'],
  also?: Kind,
): HookTemplate => ({
  family,
  register,
  say: (w) => [say(w)],
  when: (w) => kinds.some((kind) => kind(w)) && (!also || also(w)),
  tones,
});

export const wh = (w: Words) =>
  /^(?:why|how|what|whether)\b/.test(w.about) && !/^\w+ (?:we|I|our|my)\b/.test(w.about);
type Tension = 'signals' | 'mistakes' | 'questions';

/**
 * A field-specific tension, from the third point of each list (the body uses the first two),
 * or a later one (`at`) where a second hook needs a point of its own.
 */
export const tension = (w: Words, list: Tension, at = 2): string =>
  w.f[list][at % w.f[list].length];
export const advice = (w: Words) => cap(w.advice ?? '');
/** The subject in a few words: "sales meetings" for "running sales meetings that end on time". */
export const named = (w: Words): string => (w.acted && w.ownArea ? w.area : w.np);

/**
 * Whether the tension shares a word or a sub-topic with the topic, so a plain subject opens
 * with a mistake or sign about it ("slow reviews" for code reviews), not one from elsewhere in its field.
 */
export const tenses =
  (list: Tension, at = 2) =>
  (w: Words): boolean => {
    // Six letters tell "discovery" from "discount", which share five.
    const stems = (w.key.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => word.slice(0, 6));
    const point = tension(w, list, at);
    const words = point.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
    return (
      words.some((word) => stems.includes(word.slice(0, 6))) ||
      subtopicFit(point, subtopicsOf(w.topic)) > 0
    );
  };
