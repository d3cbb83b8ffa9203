import { MEDIA_MESSAGES } from '@postpilot/common';
import { capHeightOf, drawable, fontOf, widthOf, type FontName } from './fonts';
import { mix } from './colors';

/** One thing drawn on a slide, in points from the top-left corner; the PDF and the pictures draw the same list. */
export type Paint =
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      radius: number;
      color: string;
    }
  | { kind: 'circle'; cx: number; cy: number; r: number; color: string }
  | {
      kind: 'text';
      x: number;
      baseline: number;
      text: string;
      font: FontName;
      size: number;
      color: string;
    }
  | { kind: 'image'; x: number; y: number; size: number; png: Buffer };

export interface SlideInput {
  title: string;
  body: string;
}

export interface SlideStyle {
  accentColor: string;
  backgroundColor: string;
  textColor: string;
  author: { name: string; headline: string | null };
  /** The author's picture, already round (PNG with transparency), or null for initials. */
  avatarPng: Buffer | null;
}

export interface SlideLayout {
  paints: Paint[];
  titleSize: number;
  bodySize: number;
  titleLines: string[];
  bodyLines: string[];
  /** The body did not fit even at the smallest size and ends with an ellipsis. */
  bodyCut: boolean;
  /** The lowest point any text reaches; always above the footer. */
  contentBottom: number;
}

export const PAGE_SIZE = 1080;
const MARGIN = 88;
const TEXT_WIDTH = PAGE_SIZE - 2 * MARGIN;
const PROGRESS_HEIGHT = 12;
const HEADER_BASELINE = 118;
const CONTENT_TOP = 180;
const FOOTER_TOP = 900;
export const CONTENT_LIMIT = FOOTER_TOP - 40;
const AVATAR_SIZE = 96;
const TITLE_LINE_HEIGHT = 1.12;
const BODY_LINE_HEIGHT = 1.42;
const PARAGRAPH_GAP = 0.45;
const TITLE_BODY_GAP = 40;
const ACCENT_BAR = { width: 96, height: 10, gap: 44 };
const PILL = { size: 30, height: 72, padding: 34, gap: 48 };
const SIZE_STEPS = 14;

type Kind = 'cover' | 'idea' | 'closing';

/** Font sizes per kind of slide: the largest is tried first, then smaller ones down to the least. */
const SIZES: Record<Kind, { title: [number, number]; body: [number, number] }> = {
  cover: { title: [100, 56], body: [42, 28] },
  idea: { title: [72, 44], body: [44, 28] },
  closing: { title: [84, 48], body: [42, 28] },
};

/**
 * The drawing of slide `index` of `count`: the cover first, the call to action last. Title and
 * text are wrapped to the page and shrunk until they fit above the footer; at the smallest sizes
 * the text is cut at a word with an ellipsis, so nothing ever overflows.
 */
export function layoutSlide(
  slide: SlideInput,
  index: number,
  count: number,
  style: SlideStyle,
): SlideLayout {
  const kind: Kind = index === 0 ? 'cover' : index === count - 1 ? 'closing' : 'idea';
  const { accentColor: accent, backgroundColor: background, textColor: text } = style;
  const muted = mix(text, background, 0.62);
  const paints: Paint[] = [
    { kind: 'rect', x: 0, y: 0, width: PAGE_SIZE, height: PAGE_SIZE, radius: 0, color: background },
  ];

  // Decoration: a soft disc in the accent colour behind the cover and the closing slide.
  if (kind === 'cover') {
    paints.push({
      kind: 'circle',
      cx: PAGE_SIZE - 40,
      cy: 250,
      r: 330,
      color: mix(accent, background, 0.1),
    });
  } else if (kind === 'closing') {
    paints.push({
      kind: 'circle',
      cx: PAGE_SIZE - 60,
      cy: FOOTER_TOP - 120,
      r: 300,
      color: mix(accent, background, 0.1),
    });
  }

  // Progress: a track across the top, filled up to this slide, and the counter.
  paints.push(
    {
      kind: 'rect',
      x: 0,
      y: 0,
      width: PAGE_SIZE,
      height: PROGRESS_HEIGHT,
      radius: 0,
      color: mix(accent, background, 0.2),
    },
    {
      kind: 'rect',
      x: 0,
      y: 0,
      width: (PAGE_SIZE * (index + 1)) / count,
      height: PROGRESS_HEIGHT,
      radius: 0,
      color: accent,
    },
  );
  const counter = `${index + 1}/${count}`;
  paints.push({
    kind: 'text',
    x: PAGE_SIZE - MARGIN - widthOf(counter, 'semibold', 30),
    baseline: HEADER_BASELINE,
    text: counter,
    font: 'semibold',
    size: 30,
    color: accent,
  });

  // The hint at the bottom of the cover ("Swipe →") and of the last slide ("Save this for later ↓").
  const hint =
    kind === 'cover'
      ? withArrow(MEDIA_MESSAGES.carouselSwipeHint, '→')
      : kind === 'closing'
        ? withArrow(MEDIA_MESSAGES.carouselSaveHint, '↓')
        : null;
  const hintSpace = hint ? PILL.height + PILL.gap : 0;

  const sizes = SIZES[kind];
  const title = drawable(slide.title, 'display');
  const body = drawable(slide.body, 'regular');
  const available = CONTENT_LIMIT - hintSpace - (CONTENT_TOP + ACCENT_BAR.height + ACCENT_BAR.gap);
  const fitted = fit(title, body, sizes, available);

  // The block sits in the middle of the space between header and footer when it is short.
  const blockHeight = ACCENT_BAR.height + ACCENT_BAR.gap + fitted.height;
  const room = CONTENT_LIMIT - hintSpace - CONTENT_TOP;
  let y = CONTENT_TOP + Math.max(0, (room - blockHeight) / (kind === 'idea' ? 2.4 : 2));
  paints.push({
    kind: 'rect',
    x: MARGIN,
    y,
    width: ACCENT_BAR.width,
    height: ACCENT_BAR.height,
    radius: ACCENT_BAR.height / 2,
    color: accent,
  });
  y += ACCENT_BAR.height + ACCENT_BAR.gap;

  const titleLead = fitted.titleSize * TITLE_LINE_HEIGHT;
  for (const line of fitted.titleLines) {
    y += titleLead;
    paints.push({
      kind: 'text',
      x: MARGIN,
      baseline: y - descentGap('display', fitted.titleSize, TITLE_LINE_HEIGHT),
      text: line,
      font: 'display',
      size: fitted.titleSize,
      color: accent,
    });
  }
  if (fitted.bodyLines.length > 0) y += TITLE_BODY_GAP;
  const bodyLead = fitted.bodySize * BODY_LINE_HEIGHT;
  for (const line of fitted.bodyLines) {
    if (line === '') {
      y += bodyLead * PARAGRAPH_GAP;
      continue;
    }
    y += bodyLead;
    paints.push({
      kind: 'text',
      x: MARGIN,
      baseline: y - descentGap('regular', fitted.bodySize, BODY_LINE_HEIGHT),
      text: line,
      font: 'regular',
      size: fitted.bodySize,
      color: text,
    });
  }
  const contentBottom = y;

  if (hint) {
    const width = widthOf(hint, 'semibold', PILL.size) + 2 * PILL.padding;
    const top = CONTENT_LIMIT - PILL.height;
    paints.push(
      {
        kind: 'rect',
        x: MARGIN,
        y: top,
        width,
        height: PILL.height,
        radius: PILL.height / 2,
        color: accent,
      },
      {
        kind: 'text',
        x: MARGIN + PILL.padding,
        baseline: top + PILL.height / 2 + capHeightOf('semibold', PILL.size) / 2,
        text: hint,
        font: 'semibold',
        size: PILL.size,
        color: background,
      },
    );
  }

  paints.push(...footer(style, muted));
  return { paints, ...fitted, contentBottom };
}

/** From the bottom of a line box to its baseline: half the leading plus the descent. */
function descentGap(font: FontName, size: number, lineHeight: number): number {
  const { ascent, descent, unitsPerEm } = fontOf(font);
  const extent = (ascent - descent) / unitsPerEm;
  return ((lineHeight - extent) / 2 + -descent / unitsPerEm) * size;
}

/** The hint with its arrow when the typeface draws the arrow, else the words alone. */
function withArrow(words: string, arrow: string): string {
  return drawable(arrow, 'semibold') === arrow ? `${words} ${arrow}` : words;
}

interface Fitted {
  titleSize: number;
  bodySize: number;
  titleLines: string[];
  bodyLines: string[];
  bodyCut: boolean;
  height: number;
}

function fit(
  title: string,
  body: string,
  sizes: { title: [number, number]; body: [number, number] },
  available: number,
): Fitted {
  let attempt: Fitted | null = null;
  for (let step = 0; step <= SIZE_STEPS; step++) {
    const titleSize = Math.round(
      sizes.title[0] - ((sizes.title[0] - sizes.title[1]) * step) / SIZE_STEPS,
    );
    const bodySize = Math.round(
      sizes.body[0] - ((sizes.body[0] - sizes.body[1]) * step) / SIZE_STEPS,
    );
    const titleLines = wrap(title, 'display', titleSize, TEXT_WIDTH);
    const bodyLines = wrap(body, 'regular', bodySize, TEXT_WIDTH);
    attempt = { titleSize, bodySize, titleLines, bodyLines, bodyCut: false, height: 0 };
    attempt.height = heightOf(attempt);
    if (attempt.height <= available) return attempt;
  }
  // Still too long at the smallest sizes: keep the lines that fit and end on an ellipsis.
  const smallest = attempt as Fitted;
  const titleHeight = smallest.titleLines.length * smallest.titleSize * TITLE_LINE_HEIGHT;
  const bodyLines: string[] = [];
  let used = titleHeight + TITLE_BODY_GAP;
  for (const line of smallest.bodyLines) {
    const lead = smallest.bodySize * BODY_LINE_HEIGHT * (line === '' ? PARAGRAPH_GAP : 1);
    if (used + lead > available) break;
    bodyLines.push(line);
    used += lead;
  }
  while (bodyLines.length > 0 && bodyLines[bodyLines.length - 1] === '') bodyLines.pop();
  if (bodyLines.length > 0) {
    bodyLines[bodyLines.length - 1] = ellipsised(
      bodyLines[bodyLines.length - 1],
      smallest.bodySize,
    );
  }
  const cut = { ...smallest, bodyLines, bodyCut: true };
  return { ...cut, height: heightOf(cut) };
}

function heightOf(fitted: Omit<Fitted, 'height'>): number {
  const titleHeight = fitted.titleLines.length * fitted.titleSize * TITLE_LINE_HEIGHT;
  if (fitted.bodyLines.length === 0) return titleHeight;
  const bodyHeight = fitted.bodyLines.reduce(
    (sum, line) => sum + fitted.bodySize * BODY_LINE_HEIGHT * (line === '' ? PARAGRAPH_GAP : 1),
    0,
  );
  return titleHeight + TITLE_BODY_GAP + bodyHeight;
}

/** The line with words taken off its end until it and an ellipsis fit the width. */
function ellipsised(line: string, size: number): string {
  let words = line.split(' ');
  while (words.length > 1 && widthOf(`${words.join(' ')}…`, 'regular', size) > TEXT_WIDTH) {
    words = words.slice(0, -1);
  }
  return `${words.join(' ').replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/**
 * Lines of at most `width` points, broken between words; a paragraph break becomes an empty
 * line. Only a single word wider than the page (a long address) is broken inside.
 */
export function wrap(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  text.split('\n').forEach((paragraph, index) => {
    if (index > 0) lines.push('');
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate, font, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (widthOf(line, font, size) > width) {
        let cut = line.length - 1;
        while (cut > 1 && widthOf(line.slice(0, cut), font, size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
  });
  return lines;
}

/** The footer of every slide: the author's picture (or initials), name and headline. */
function footer(style: SlideStyle, muted: string): Paint[] {
  const { accentColor: accent, backgroundColor: background, textColor: text, author } = style;
  const paints: Paint[] = [
    {
      kind: 'rect',
      x: MARGIN,
      y: FOOTER_TOP,
      width: TEXT_WIDTH,
      height: 2,
      radius: 0,
      color: mix(text, background, 0.14),
    },
  ];
  const centerY = FOOTER_TOP + (PAGE_SIZE - FOOTER_TOP) / 2;
  const avatarTop = centerY - AVATAR_SIZE / 2;
  if (style.avatarPng) {
    paints.push({
      kind: 'image',
      x: MARGIN,
      y: avatarTop,
      size: AVATAR_SIZE,
      png: style.avatarPng,
    });
  } else {
    const initials = initialsOf(drawable(author.name, 'semibold'));
    paints.push({
      kind: 'circle',
      cx: MARGIN + AVATAR_SIZE / 2,
      cy: centerY,
      r: AVATAR_SIZE / 2,
      color: accent,
    });
    if (initials) {
      paints.push({
        kind: 'text',
        x: MARGIN + AVATAR_SIZE / 2 - widthOf(initials, 'semibold', 36) / 2,
        baseline: centerY + capHeightOf('semibold', 36) / 2,
        text: initials,
        font: 'semibold',
        size: 36,
        color: background,
      });
    }
  }
  const textX = MARGIN + AVATAR_SIZE + 28;
  const textWidth = PAGE_SIZE - MARGIN - textX;
  const name = oneLine(drawable(author.name, 'semibold'), 'semibold', 32, textWidth);
  const headline = author.headline
    ? oneLine(drawable(author.headline, 'regular'), 'regular', 26, textWidth)
    : '';
  if (headline) {
    paints.push(
      {
        kind: 'text',
        x: textX,
        baseline: centerY - 6,
        text: name,
        font: 'semibold',
        size: 32,
        color: text,
      },
      {
        kind: 'text',
        x: textX,
        baseline: centerY + 34,
        text: headline,
        font: 'regular',
        size: 26,
        color: muted,
      },
    );
  } else {
    paints.push({
      kind: 'text',
      x: textX,
      baseline: centerY + capHeightOf('semibold', 32) / 2,
      text: name,
      font: 'semibold',
      size: 32,
      color: text,
    });
  }
  return paints;
}

/** The text on one line of `width` points, cut at a word with an ellipsis when longer. */
function oneLine(text: string, font: FontName, size: number, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (widthOf(flat, font, size) <= width) return flat;
  let words = flat.split(' ');
  while (words.length > 1 && widthOf(`${words.join(' ')}…`, font, size) > width)
    words = words.slice(0, -1);
  const kept = words.join(' ');
  if (widthOf(`${kept}…`, font, size) <= width) return `${kept.replace(/[\s,;:.–—|-]+$/u, '')}…`;
  return wrap(kept, font, size, width - widthOf('…', font, size))[0] + '…';
}

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...word][0].toLocaleUpperCase()).join('');
}
