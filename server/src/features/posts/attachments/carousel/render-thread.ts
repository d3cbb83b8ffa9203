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

/** Every printable ASCII character: the glyphs most slides draw, outlined once by warmUp. */
const ASCII = Array.from({ length: 95 }, (_, code) => String.fromCharCode(code + 32)).join('');

/** Carousels a warm-up renders: the second, of text not yet measured, runs the optimised code. */
const WARM_UP_ROUNDS = 2;

/**
 * A fresh thread's first carousels take several times as long as the next: the typefaces' tables
 * are read, the glyphs outlined, the code compiled and then optimised. A fresh thread asked to
 * warm up renders carousels of its own and throws them away; a warm one does nothing.
 */
export async function warmUp(_: null): Promise<void> {
  if (warm) return;
  warm = true;
  for (let round = 0; round < WARM_UP_ROUNDS; round++) await renderCarousel(practice(round * 7));
}

/**
 * A carousel whose titles (the first page's, which is pictured, too) and texts hold every
 * printable ASCII character, starting `shift` characters in.
 */
function practice(shift: number): CarouselDesign {
  const text = (from: number) => {
    const at = (from + shift) % ASCII.length;
    return ASCII.slice(at) + ASCII.slice(0, at);
  };
  return {
    title: 'Warming up',
    slides: [
      { title: `${text(0).slice(0, 50)} ${text(50).slice(0, 45)}`, body: '' },
      { title: text(0).slice(0, 40), body: text(0) },
      { title: text(40).slice(0, 40), body: text(30) },
      { title: text(80).slice(0, 40), body: text(60) },
      { title: 'Which one would you try first?', body: '' },
    ],
    accentColor: '#0a66c2',
    backgroundColor: '#ffffff',
    textColor: '#1d2226',
    author: { name: 'Postpilot', headline: 'Warming up', avatar: null },
  };
}
