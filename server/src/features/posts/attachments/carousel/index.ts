import { DOCUMENT_PREVIEW_PAGES } from '@postpilot/common';
import { roundAvatar } from './avatar';
import { draftSlides as draft } from './draft';
import { layoutSlide } from './layout';
import { paintPdf } from './pdf';
import { slidePicture } from './picture';

/**
 * The carousel maker: slides drafted from a post's text, and the PDF of square slides (with a
 * picture of each) that LinkedIn shows as a swipeable document.
 */

export interface CarouselDesign {
  /** The document's title. */
  title: string;
  /** 5..10, already validated. */
  slides: { title: string; body: string }[];
  /** '#rrggbb', validated. */
  accentColor: string;
  backgroundColor: string;
  textColor: string;
  /** avatarFile: absolute path of the user's avatar (WebP) or null. */
  author: { name: string; headline: string | null; avatarFile: string | null };
}

/** The side of a page picture, in pixels. */
const PICTURE_PIXELS = 1080;

/** 5..10 slides within the CAROUSEL_* limits: a hook, one idea a slide, a call to action. */
export function draftSlides(content: string): { title: string; body: string }[] {
  return draft(content);
}

/** The carousel as a PDF of square pages, a slide each, and pictures of its first pages. */
export async function renderCarousel(
  design: CarouselDesign,
): Promise<{ pdf: Buffer; pages: number; pageImages: Buffer[] }> {
  const avatarPng = await roundAvatar(design.author.avatarFile);
  const style = {
    accentColor: design.accentColor,
    backgroundColor: design.backgroundColor,
    textColor: design.textColor,
    author: { name: design.author.name, headline: design.author.headline },
    avatarPng,
  };
  const drawings = design.slides.map(
    (slide, index) => layoutSlide(slide, index, design.slides.length, style).paints,
  );
  const pdf = await paintPdf(design.title, design.author.name, drawings);
  const pageImages: Buffer[] = [];
  for (const paints of drawings.slice(0, DOCUMENT_PREVIEW_PAGES)) {
    pageImages.push(await slidePicture(paints, PICTURE_PIXELS));
  }
  return { pdf, pages: drawings.length, pageImages };
}
