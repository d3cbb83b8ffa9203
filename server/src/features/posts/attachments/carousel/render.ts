import { PAGE_PICTURE_WEBP, PAGE_PICTURE_WIDTH, WAITED_PAGE_PICTURE_PNG } from '../page-pictures';
import { roundAvatar } from './avatar';
import { layoutSlide, type Paint, type SlideStyle } from './layout';
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
  /** avatar: the user's picture (WebP) and its media store key, or null. */
  author: { name: string; headline: string | null; avatar: CarouselAvatar | null };
}

/** The author's picture as stored, named by its key (a new picture gets a new key). */
export interface CarouselAvatar {
  key: string;
  webp: Uint8Array;
}

export interface RenderedCarousel {
  pdf: Uint8Array;
  pages: number;
  /** The first page's picture (pagePicture draws the next). */
  pageImages: Uint8Array[];
}

/**
 * The carousel as a PDF of square pages, a slide each, and a picture of its first page, drawn
 * while the PDF is written. The pictures of the next pages are `pagePicture`'s: drawing them
 * all took three times as long as the PDF, and only the first is shown when a carousel is made.
 * Text layout and the PDF hold the thread they run on: the API has this done in a worker thread
 * (index.ts).
 */
export async function renderCarousel(design: CarouselDesign): Promise<RenderedCarousel> {
  const drawings = await drawingsOf(design);
  // The picture first: it is drawn on libuv's threads while the PDF is written on this one.
  const firstPage = slidePicture(drawings[0]!, PAGE_PICTURE_WIDTH, {
    png: WAITED_PAGE_PICTURE_PNG,
  });
  const [pdf, picture] = await Promise.all([
    paintPdf(design.title, design.author.name, drawings),
    firstPage,
  ]);
  return { pdf, pages: drawings.length, pageImages: [picture] };
}

/**
 * The picture of the carousel's page `page` (from 1), as `renderCarousel` draws the first: the
 * next pages' are drawn after the carousel is answered, one a call (carousel.service.ts).
 */
export async function pagePicture({
  design,
  page,
}: {
  design: CarouselDesign;
  page: number;
}): Promise<Uint8Array> {
  const slide = design.slides[page - 1];
  if (!slide) throw new Error(`The carousel has no page ${page}`);
  const style = await styleOf(design);
  const { paints } = layoutSlide(slide, page - 1, design.slides.length, style);
  return slidePicture(paints, PAGE_PICTURE_WIDTH, { webp: PAGE_PICTURE_WEBP });
}

/** Each slide laid out: what its page and its picture draw. */
async function drawingsOf(design: CarouselDesign): Promise<Paint[][]> {
  const style = await styleOf(design);
  return design.slides.map(
    (slide, index) => layoutSlide(slide, index, design.slides.length, style).paints,
  );
}

async function styleOf(design: CarouselDesign): Promise<SlideStyle> {
  return {
    accentColor: design.accentColor,
    backgroundColor: design.backgroundColor,
    textColor: design.textColor,
    author: { name: design.author.name, headline: design.author.headline },
    avatarPng: await avatarOf(design.author.avatar),
  };
}

/**
 * The last avatar rounded, by its key: a carousel's pages are drawn one a call, each with the
 * author's picture, and the picture under a key never changes (a new picture gets a new key).
 */
let lastAvatar: { key: string | null; png: Promise<Buffer | null> } | null = null;

function avatarOf(avatar: CarouselAvatar | null): Promise<Buffer | null> {
  const key = avatar?.key ?? null;
  if (lastAvatar?.key !== key) lastAvatar = { key, png: roundAvatar(avatar?.webp ?? null) };
  return lastAvatar.png;
}
