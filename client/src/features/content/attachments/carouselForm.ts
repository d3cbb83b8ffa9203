import * as yup from 'yup';
import {
  ATTACHMENT_TITLE_MAX_LENGTH,
  CAROUSEL_BODY_MAX_LENGTH,
  CAROUSEL_SLIDES_MAX,
  CAROUSEL_SLIDES_MIN,
  CAROUSEL_TITLE_MAX_LENGTH,
  MEDIA_MESSAGES,
} from '@postpilot/common';
import type { CarouselInput } from '../../../gql/graphql';

export interface CarouselColors {
  accentColor: string;
  backgroundColor: string;
  textColor: string;
}

export interface CarouselValues extends CarouselColors {
  title: string;
  slides: { title: string; body: string }[];
}

/** Ready palettes: accent, background, text. */
export const CAROUSEL_PALETTES: { name: string; colors: CarouselColors }[] = [
  {
    name: 'LinkedIn',
    colors: { accentColor: '#0a66c2', backgroundColor: '#ffffff', textColor: '#1d2226' },
  },
  {
    name: 'Midnight',
    colors: { accentColor: '#f5c518', backgroundColor: '#0f172a', textColor: '#f8fafc' },
  },
  {
    name: 'Forest',
    colors: { accentColor: '#15803d', backgroundColor: '#f0fdf4', textColor: '#14532d' },
  },
  {
    name: 'Sunset',
    colors: { accentColor: '#ea580c', backgroundColor: '#fff7ed', textColor: '#431407' },
  },
];

export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const color = () =>
  yup
    .string()
    .required(MEDIA_MESSAGES.carouselColor)
    .matches(COLOR_PATTERN, MEDIA_MESSAGES.carouselColor);

export const carouselSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(MEDIA_MESSAGES.titleRequired)
    .max(ATTACHMENT_TITLE_MAX_LENGTH, MEDIA_MESSAGES.titleTooLong),
  slides: yup
    .array()
    .of(
      yup.object({
        title: yup
          .string()
          .trim()
          .required(MEDIA_MESSAGES.carouselSlideTitleRequired)
          .max(CAROUSEL_TITLE_MAX_LENGTH, MEDIA_MESSAGES.carouselSlideTitleTooLong),
        body: yup.string().max(CAROUSEL_BODY_MAX_LENGTH, MEDIA_MESSAGES.carouselSlideBodyTooLong),
      }),
    )
    .required(MEDIA_MESSAGES.carouselSlidesCount)
    .min(CAROUSEL_SLIDES_MIN, MEDIA_MESSAGES.carouselSlidesCount)
    .max(CAROUSEL_SLIDES_MAX, MEDIA_MESSAGES.carouselSlidesCount),
  accentColor: color(),
  backgroundColor: color(),
  textColor: color(),
});

/** The carousel as the server takes it, trimmed. */
export function carouselInput(values: CarouselValues): CarouselInput {
  return {
    title: values.title.trim(),
    slides: values.slides.map((slide) => ({ title: slide.title.trim(), body: slide.body.trim() })),
    accentColor: values.accentColor.toLowerCase(),
    backgroundColor: values.backgroundColor.toLowerCase(),
    textColor: values.textColor.toLowerCase(),
  };
}

/** A title for the document from the post: its first line, cut at a word. */
export function carouselTitleOf(content: string): string {
  const first =
    content
      .trim()
      .split('\n')[0]
      ?.replace(/#[\p{L}\p{N}_]+/gu, '')
      .trim() ?? '';
  if (first.length <= 80) return first;
  const cut = first.lastIndexOf(' ', 79);
  return `${first.slice(0, cut > 40 ? cut : 79)}…`;
}
