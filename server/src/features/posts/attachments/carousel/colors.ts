/** Colours as '#rrggbb' (validated before they reach the carousel). */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** `color` laid over `background` at `amount` (0: the background, 1: the colour). */
export function mix(color: string, background: string, amount: number): string {
  const top = channels(color);
  const bottom = channels(background);
  return `#${top
    .map((channel, index) => Math.round(bottom[index] + (channel - bottom[index]) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}
