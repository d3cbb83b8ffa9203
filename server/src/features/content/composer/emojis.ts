import type { Tone } from '@postpilot/common';
import type { Block, Paragraph, Part } from './layout';
import type { Chooser } from './random';
import type { VoicePlan } from './voice';

/** Where an emoji goes: after the hook, before a body paragraph, after the list intro, at the close. */
export type EmojiSpot = 'hook' | 'body' | 'list' | 'closing';

/**
 * Emojis that suit each tone, per spot. Each is a single pictograph (no ZWJ sequences), so a
 * post carries exactly as many as the composer places: 2 to 4.
 */
export const EMOJIS: Record<Tone, Record<EmojiSpot, readonly string[]>> = {
  professional: {
    hook: ['📈', '💡', '🎯', '📌'],
    body: ['✅', '🔍', '📊'],
    list: ['📋', '🧭'],
    closing: ['🤝', '💬', '👇'],
  },
  casual: {
    hook: ['👋', '😅', '☕', '👀'],
    body: ['🙌', '💬', '😄'],
    list: ['👇', '📝'],
    closing: ['👇', '💬', '🙂'],
  },
  inspirational: {
    hook: ['🚀', '✨', '🌱', '🌅'],
    body: ['💪', '🔥', '🌟'],
    list: ['🧭', '🪜'],
    closing: ['🙌', '💫', '❤️'],
  },
  educational: {
    hook: ['📚', '🧠', '📝', '🎓'],
    body: ['💡', '📌', '🔑'],
    list: ['✅', '👇', '🗂️'],
    closing: ['👇', '💬', '🔖'],
  },
  humorous: {
    hook: ['😅', '🙃', '🤦', '😂'],
    body: ['🤷', '😬', '🫠'],
    list: ['👇', '📝'],
    closing: ['😂', '👇', '🙈'],
  },
};

/**
 * Places emojis: after the hook's first line, before the first body paragraph, after a list's
 * introduction and at the end of the closing — the first `count` of those spots (all four
 * without a voice profile). The user's favourites go first, then the tone's; never one twice.
 */
export function decorate(blocks: Block[], tone: Tone, choose: Chooser, voice: VoicePlan): void {
  const count = voice.emojis ?? SPOTS.length;
  if (count <= 0) return;
  const used = new Set<string>();
  const favourites = [...voice.favouriteEmojis];
  const emoji = (spot: EmojiSpot): string => {
    const favourite = favourites.shift();
    if (favourite && !used.has(favourite)) {
      used.add(favourite);
      return favourite;
    }
    const options = EMOJIS[tone][spot].filter((e) => !used.has(e));
    const picked = choose.rotate(
      `emoji-${spot}`,
      options.length > 0 ? options : EMOJIS[tone][spot],
    );
    used.add(picked);
    return picked;
  };
  const all = blocks.flat();
  const find = (...parts: Part[]): Paragraph | undefined =>
    parts.map((part) => all.find((p) => p.part === part)).find(Boolean);
  const spots: Record<EmojiSpot, () => void> = {
    hook: () => {
      const hook = find('hook');
      if (hook) hook.units[0] = `${hook.units[0]} ${emoji('hook')}`;
    },
    closing: () => {
      const closing = find('closing');
      const last = closing ? closing.units.length - 1 : -1;
      if (closing) closing.units[last] = `${closing.units[last]} ${emoji('closing')}`;
    },
    body: () => {
      const body = find('lesson', 'practice', 'point');
      if (body) body.units[0] = `${emoji('body')} ${body.units[0]}`;
    },
    list: () => {
      const list = find('list');
      if (list) list.units[0] = `${list.units[0]} ${emoji('list')}`;
    },
  };
  for (const spot of SPOTS.slice(0, count)) spots[spot]();
}

/** Where emojis go, most important first. */
const SPOTS: readonly EmojiSpot[] = ['hook', 'closing', 'body', 'list'];
