import type { CarouselDesign, RenderedCarousel } from './render';

/**
 * What the carousel maker does in its worker thread (index.ts): the CPU-bound steps, drafting
 * (natural-language parsing of the post) and rendering (text layout, the PDF, the pictures).
 * Each loads its libraries at its first call, so a thread that only renders never loads the
 * language parser.
 *
 * A thread's first carousel takes twice as long as the next (the typefaces' tables are read, the
 * code compiled). Slides are drafted to be made into a carousel, so once a fresh thread has
 * answered its first draft it renders the first slides, unseen, while the user edits them.
 */

export async function draftSlides(content: string): Promise<{ title: string; body: string }[]> {
  const { draftSlides: draft } = await import('./draft');
  const slides = draft(content);
  if (!rehearsed) {
    rehearsed = true;
    setImmediate(() => void rehearse(slides.slice(0, 2)).catch(() => undefined));
  }
  return slides;
}

let rehearsed = false;

/** A carousel of `slides` rendered and thrown away, for what its first rendering sets up. */
async function rehearse(slides: CarouselDesign['slides']): Promise<void> {
  await renderCarousel({
    title: '',
    slides,
    accentColor: '#0a66c2',
    backgroundColor: '#ffffff',
    textColor: '#1d2226',
    author: { name: '', headline: null, avatarFile: null },
  });
}

export async function renderCarousel(design: CarouselDesign): Promise<RenderedCarousel> {
  const { renderCarousel: render } = await import('./render');
  return render(design);
}

export async function pagePicture(input: {
  design: CarouselDesign;
  page: number;
}): Promise<Uint8Array> {
  const { pagePicture: draw } = await import('./render');
  return draw(input);
}
