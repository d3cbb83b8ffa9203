import type { CarouselDesign, RenderedCarousel } from './render';

/**
 * What the carousel maker's rendering thread does (index.ts): text layout, the PDF and the
 * pictures, loaded at the first call.
 */

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

let warm = false;

/**
 * A fresh thread's first carousel takes three times as long as the next: the typefaces' tables
 * are read, the code compiled. Asked once slides are drafted (a carousel is on its way), a
 * fresh thread renders one of its own and throws it away; a warm one does nothing.
 */
export async function warmUp(_: null): Promise<void> {
  if (warm) return;
  warm = true;
  await renderCarousel({
    title: 'Warming up',
    slides: [
      { title: 'Three habits that made our releases calm', body: '' },
      { title: 'Ship small', body: 'Every change fits in one review, so every review is read.' },
    ],
    accentColor: '#0a66c2',
    backgroundColor: '#ffffff',
    textColor: '#1d2226',
    author: { name: 'Postpilot', headline: null, avatarFile: null },
  });
}
