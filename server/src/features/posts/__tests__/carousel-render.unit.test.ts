import { layoutSlide } from '../attachments/carousel/layout';
import {
  PAGE_PICTURE_WEBP,
  PAGE_PICTURE_WIDTH,
  WAITED_PAGE_PICTURE_PNG,
} from '../attachments/page-pictures';
import { slidePicture } from '../attachments/carousel/picture';
import { pagePicture, renderCarousel, type CarouselDesign } from '../attachments/carousel/render';

const design: CarouselDesign = {
  title: 'Calm releases',
  slides: [
    { title: 'Three habits that made our releases calm', body: '' },
    { title: 'Ship small', body: 'Every change fits in one review.' },
    { title: 'Write the rollback first', body: 'Before the rollout, not during the outage.' },
    { title: 'Read the metrics an hour later', body: 'Not a week later, when nobody remembers.' },
    { title: 'Which one would you try first?', body: 'Tell me in the comments.' },
    { title: 'Follow for more', body: '' },
  ],
  accentColor: '#0a66c2',
  backgroundColor: '#ffffff',
  textColor: '#1d2226',
  author: { name: 'Ada Lovelace', headline: 'Engineer at Analytical', avatar: null },
};

it('makes a page per slide and a picture of each, in the slides’ order', async () => {
  const rendered = await renderCarousel(design);
  const later = await Promise.all(
    design.slides.slice(1).map((_slide, index) => pagePicture({ design, page: index + 2 })),
  );
  expect(rendered.pages).toBe(design.slides.length);
  const pdf = Buffer.from(rendered.pdf).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(design.slides.length);

  // The pictures are drawn several at a time; each must still be its own slide's. The first,
  // answered with the carousel, is a PNG, faster to encode.
  const style = {
    accentColor: design.accentColor,
    backgroundColor: design.backgroundColor,
    textColor: design.textColor,
    author: { name: design.author.name, headline: design.author.headline },
    avatarPng: null,
  };
  const alone = await Promise.all(
    design.slides.map(async (slide, index) => {
      const { paints } = layoutSlide(slide, index, design.slides.length, style);
      const encoding = index === 0 ? { png: WAITED_PAGE_PICTURE_PNG } : { webp: PAGE_PICTURE_WEBP };
      return Buffer.from(await slidePicture(paints, PAGE_PICTURE_WIDTH, encoding));
    }),
  );
  expect(rendered.pageImages.map((picture) => Buffer.from(picture))).toEqual(alone.slice(0, 1));
  expect(later.map((picture) => Buffer.from(picture))).toEqual(alone.slice(1));
  expect(new Set(alone.map((picture) => picture.toString('base64'))).size).toBe(alone.length);
}, 30_000);
