import { fontOf, widthOf, type FontName } from '../attachments/carousel/fonts';

/** The width as the typeface lays `text` out, measured afresh. */
const laidOut = (text: string, name: FontName, size: number) => {
  const font = fontOf(name);
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
};

it('measures text as the typeface lays it out, at any size, each typeface its own', () => {
  const text = 'Write the rollback before the rollout.';
  for (const name of ['regular', 'semibold', 'display'] as const) {
    expect(widthOf(text, name, 40)).toBeCloseTo(laidOut(text, name, 40), 9);
    // Measured again at another size, from what was kept.
    expect(widthOf(text, name, 22)).toBeCloseTo(laidOut(text, name, 22), 9);
  }
  expect(widthOf(text, 'display', 40)).toBeGreaterThan(widthOf(text, 'regular', 40));
  // Kerning counts: "AV" is narrower than "A" and "V" apart.
  expect(widthOf('AV', 'regular', 40)).toBeLessThan(
    widthOf('A', 'regular', 40) + widthOf('V', 'regular', 40),
  );
});
