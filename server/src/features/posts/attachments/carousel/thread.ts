import type { CarouselDesign, RenderedCarousel } from './render';

/**
 * What the carousel maker does in its worker thread (index.ts): the CPU-bound steps, drafting
 * (natural-language parsing of the post) and rendering (text layout, the PDF, the pictures).
 * Each loads its libraries at its first call, so a thread that only drafts never loads the PDF
 * and font libraries, nor one that only renders the language parser.
 */

export async function draftSlides(content: string): Promise<{ title: string; body: string }[]> {
  const { draftSlides: draft } = await import('./draft');
  return draft(content);
}

export async function renderCarousel(design: CarouselDesign): Promise<RenderedCarousel> {
  const { renderCarousel: render } = await import('./render');
  return render(design);
}
