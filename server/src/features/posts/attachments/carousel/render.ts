import { DOCUMENT_PREVIEW_PAGES } from '@postpilot/common';
import { roundAvatar } from './avatar';
import { layoutSlide } from './layout';
import { paintPdf } from './pdf';
import { slidePicture } from './picture';

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

export interface RenderedCarousel {
  pdf: Uint8Array;
  pages: number;
  pageImages: Uint8Array[];
}

/** The side of a page picture, in pixels. */
const PICTURE_PIXELS = 1080;

/**
 * The carousel as a PDF of square pages, a slide each, and pictures of its first pages. A
 * second of work that holds its thread throughout (text layout, the PDF): the API has it done in
 * a worker thread (index.ts).
 */
export async function renderCarousel(design: CarouselDesign): Promise<RenderedCarousel> {
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
