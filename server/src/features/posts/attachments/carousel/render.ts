import { DOCUMENT_PREVIEW_PAGES } from '@postpilot/common';
import { PAGE_PICTURE_WIDTH } from '../page-pictures';
import { roundAvatar } from './avatar';
import { layoutSlide, type Paint } from './layout';
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
  /** The first page's picture (laterPagePictures draws the next). */
  pageImages: Uint8Array[];
}

/**
 * The carousel as a PDF of square pages, a slide each, and a picture of its first page, drawn
 * while the PDF is written. The pictures of the next pages are `laterPagePictures`: drawing them
 * all took three times as long as the PDF, and only the first is shown when a carousel is made.
 * Text layout and the PDF hold the thread they run on: the API has this done in a worker thread
 * (index.ts).
 */
export async function renderCarousel(design: CarouselDesign): Promise<RenderedCarousel> {
  const drawings = await drawingsOf(design);
  // The picture first: it is drawn on libuv's threads while the PDF is written on this one.
  const firstPage = slidePicture(drawings[0]!, PAGE_PICTURE_WIDTH);
  const [pdf, picture] = await Promise.all([
    paintPdf(design.title, design.author.name, drawings),
    firstPage,
  ]);
  return { pdf, pages: drawings.length, pageImages: [picture] };
}

/**
 * Pictures of the carousel's pages after the first, up to DOCUMENT_PREVIEW_PAGES in all: drawn
 * after the carousel is answered, nobody waiting, so one at a time, leaving the other core to
 * the requests that are waited for.
 */
export async function laterPagePictures(design: CarouselDesign): Promise<Uint8Array[]> {
  const drawings = await drawingsOf(design);
  const pictures: Uint8Array[] = [];
  for (const paints of drawings.slice(1, DOCUMENT_PREVIEW_PAGES)) {
    pictures.push(await slidePicture(paints, PAGE_PICTURE_WIDTH));
  }
  return pictures;
}

/** Each slide laid out: what its page and its picture draw. */
async function drawingsOf(design: CarouselDesign): Promise<Paint[][]> {
  const avatarPng = await roundAvatar(design.author.avatarFile);
  const style = {
    accentColor: design.accentColor,
    backgroundColor: design.backgroundColor,
    textColor: design.textColor,
    author: { name: design.author.name, headline: design.author.headline },
    avatarPng,
  };
  return design.slides.map(
    (slide, index) => layoutSlide(slide, index, design.slides.length, style).paints,
  );
}
