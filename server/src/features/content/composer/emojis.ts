import type { Tone } from '@postpilot/common';

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
