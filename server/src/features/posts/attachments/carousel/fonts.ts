import * as fontkit from 'fontkit';
import { stripEmoji } from './text';

/**
 * The carousel's typeface: Inter (SIL Open Font License), whose full TrueType files cover Latin
 * with its accents, Vietnamese, Greek and Cyrillic. TrueType rather than WOFF2: fontkit's
 * subsetter, which embeds the glyphs a PDF uses, fails on Inter's WOFF2 tables. The same files are
 * embedded in the PDF and drawn as outlines in the page pictures, so both measure and look alike.
 */
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  semibold: require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  display: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
} as const;
export type FontName = keyof typeof FONT_FILES;

const loaded = new Map<FontName, fontkit.Font>();

export function fontOf(name: FontName): fontkit.Font {
  let font = loaded.get(name);
  if (!font) {
    const opened = fontkit.openSync(FONT_FILES[name]);
    if (!('layout' in opened)) throw new Error(`${FONT_FILES[name]} is a font collection`);
    font = opened;
    loaded.set(name, font);
  }
  return font;
}

/**
 * Advance widths in font units, by typeface and text. Line breaking measures the same line
 * prefixes at each size it tries, and a width scales with the size, so each text is laid out
 * once. Emptied when it grows past WIDTHS_KEPT (a carousel measures a few thousand).
 */
const advances = new Map<string, number>();
const WIDTHS_KEPT = 50_000;

/** The width of `text` set in `font` at `size` points, as the PDF will set it (kerning included). */
export function widthOf(text: string, name: FontName, size: number): number {
  const font = fontOf(name);
  const key = `${name}\u0000${text}`;
  let advance = advances.get(key);
  if (advance === undefined) {
    if (advances.size >= WIDTHS_KEPT) advances.clear();
    advance = font.layout(text).advanceWidth;
    advances.set(key, advance);
  }
  return (advance * size) / font.unitsPerEm;
}

/** Height above the baseline of capital letters, in points. */
export function capHeightOf(name: FontName, size: number): number {
  const font = fontOf(name);
  return (font.capHeight * size) / font.unitsPerEm;
}

/**
 * `text` with what the typeface cannot draw removed (emoji, scripts Inter lacks), so nothing is
 * ever drawn as an empty box; line breaks are kept.
 */
export function drawable(text: string, name: FontName): string {
  const font = fontOf(name);
  let kept = '';
  for (const char of stripEmoji(text.normalize('NFC'))) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || char === ' ' || font.hasGlyphForCodePoint(code)) kept += char;
    else if (/\s/u.test(char)) kept += ' ';
  }
  return kept
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .trim();
}
