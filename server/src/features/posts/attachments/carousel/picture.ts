import sharp from 'sharp';
import type { PngOptions, WebpOptions } from 'sharp';
import { fontOf, type FontName } from './fonts';
import { PAGE_SIZE, type Paint } from './layout';

/** Glyph outlines as SVG path data, per typeface and glyph. */
const outlines = new Map<string, string>();

function outline(font: FontName, glyph: { id: number; path: { toSVG(): string } }): string {
  const key = `${font}:${glyph.id}`;
  let path = outlines.get(key);
  if (path === undefined) {
    path = glyph.path.toSVG();
    outlines.set(key, path);
  }
  return path;
}

/**
 * A slide's drawing as SVG. Text is drawn as the typeface's own glyph outlines, laid out by the
 * same engine as the PDF's text, so the picture matches the page without any installed font.
 */
export function slideSvg(paints: Paint[]): string {
  const parts = paints.map((paint) => {
    switch (paint.kind) {
      case 'rect':
        return `<rect x="${n(paint.x)}" y="${n(paint.y)}" width="${n(paint.width)}" height="${n(paint.height)}" rx="${n(paint.radius)}" fill="${paint.color}"/>`;
      case 'circle':
        return `<circle cx="${n(paint.cx)}" cy="${n(paint.cy)}" r="${n(paint.r)}" fill="${paint.color}"/>`;
      case 'image':
        return `<image x="${n(paint.x)}" y="${n(paint.y)}" width="${n(paint.size)}" height="${n(paint.size)}" href="data:image/png;base64,${paint.png.toString('base64')}"/>`;
      case 'text':
        return textSvg(paint);
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_SIZE}" height="${PAGE_SIZE}" viewBox="0 0 ${PAGE_SIZE} ${PAGE_SIZE}">${parts.join('')}</svg>`;
}

function textSvg(paint: Extract<Paint, { kind: 'text' }>): string {
  const font = fontOf(paint.font);
  const scale = paint.size / font.unitsPerEm;
  const run = font.layout(paint.text);
  let x = paint.x;
  const glyphs: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const d = outline(paint.font, glyph);
    if (d) {
      const gx = x + position.xOffset * scale;
      const gy = paint.baseline - position.yOffset * scale;
      glyphs.push(
        `<path transform="translate(${n(gx)} ${n(gy)}) scale(${n(scale, 5)} ${n(-scale, 5)})" d="${d}"/>`,
      );
    }
    x += position.xAdvance * scale;
  });
  return `<g fill="${paint.color}">${glyphs.join('')}</g>`;
}

const n = (value: number, digits = 2): string => String(Number(value.toFixed(digits)));

/**
 * A slide's picture, `size` pixels square, as it is stored: WebP, or PNG where given PNG's
 * options. A slide is opaque (its background fills the page), so it has no alpha channel.
 */
export async function slidePicture(
  paints: Paint[],
  size: number,
  encoding: { webp: WebpOptions } | { png: PngOptions },
): Promise<Buffer> {
  const picture = sharp(Buffer.from(slideSvg(paints)))
    .resize(size, size)
    .removeAlpha();
  return ('png' in encoding ? picture.png(encoding.png) : picture.webp(encoding.webp)).toBuffer();
}
