/**
 * Deterministic randomness. A string hash seeds a small PRNG, so the same request always reads
 * the same, and a different variant reads differently. No Math.random, no clock.
 */

/** FNV-1a, 32-bit: a fast, well-spread hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny PRNG with 32 bits of state; each call returns a float in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A variant as a non-negative integer: 0 for anything that is not a finite number. */
export function normaliseVariant(variant: number): number {
  return Number.isFinite(variant) ? Math.abs(Math.trunc(variant)) : 0;
}

/**
 * Makes every choice of one post. `key` identifies the request without its variant; the
 * variant then moves each named slot to another alternative and reseeds the PRNG.
 */
export class Chooser {
  private readonly random: () => number;

  constructor(
    private readonly key: string,
    private readonly variant: number,
  ) {
    this.random = mulberry32(hashString(`${key}#${variant}`));
  }

  /**
   * The alternative for a named slot. Each slot starts at its own offset (from the key) and
   * advances by one per variant, so consecutive variants never repeat a slot's choice.
   */
  rotate<T>(slot: string, items: readonly T[]): T {
    assertNotEmpty(items, slot);
    const offset = hashString(`${this.key}|${slot}`) % items.length;
    return items[(offset + this.variant) % items.length];
  }

  /** A PRNG pick, for the smaller choices that need not differ between variants. */
  pick<T>(items: readonly T[]): T {
    assertNotEmpty(items, 'pick');
    return items[Math.floor(this.random() * items.length)];
  }

  /** `count` distinct items, kept in their original order (e.g. steps of a framework). */
  subset<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, index) => index);
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
    }
    return indexes
      .slice(0, Math.min(count, items.length))
      .sort((a, b) => a - b)
      .map((index) => items[index]);
  }
}

function assertNotEmpty(items: readonly unknown[], what: string): void {
  if (items.length === 0) throw new Error(`Composer: no alternatives for ${what}`);
}
