import { DOCUMENT_PREVIEW_PAGES } from '@postpilot/common';
import { inTurns } from '../../../../kernel/in-turns';
import { PAGE_PICTURES_AT_ONCE, PAGE_PICTURE_WIDTH } from '../page-pictures';
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

/**
 * The carousel as a PDF of square pages, a slide each, and pictures of its first pages. The PDF
 * is written while the pictures are drawn. Text layout and the PDF hold the thread they run on:
 * the API has this done in a worker thread (index.ts).
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
  const [pdf, pageImages] = await Promise.all([
    paintPdf(design.title, design.author.name, drawings),
    inTurns(drawings.slice(0, DOCUMENT_PREVIEW_PAGES), PAGE_PICTURES_AT_ONCE, (paints) =>
      slidePicture(paints, PAGE_PICTURE_WIDTH),
    ),
  ]);
  return { pdf, pages: drawings.length, pageImages };
}
