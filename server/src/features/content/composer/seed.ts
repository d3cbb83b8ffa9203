/** FNV-1a, 32-bit: the same text always gives the same number, so the same request the same post. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** A variant as a non-negative integer: 0 for anything that is not a finite number. */
export function variantOf(variant: number): number {
  return Number.isFinite(variant) ? Math.abs(Math.trunc(variant)) : 0;
}
