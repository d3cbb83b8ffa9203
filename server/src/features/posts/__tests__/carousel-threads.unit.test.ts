import { draftSlides, endThreads, renderCarousel, warmUp } from '../attachments/carousel';

afterAll(() => endThreads());

const POST = [
  'Five questions I ask before every launch.',
  'Who is it for? What breaks first? How do we undo it?',
  'Who watches the numbers, and when do we call it done?',
  'Answer them on one page and the launch is half done.',
].join('\n');

it('gets both threads ready, then drafts and renders; ended, they start again at the next call', async () => {
  // The warm-up drafts and renders carousels of its own (every printable ASCII character).
  await warmUp();
  const slides = await draftSlides(POST);
  expect(slides.length).toBeGreaterThanOrEqual(5);

  await endThreads();
  const rendered = await renderCarousel({
    title: 'Calm releases',
    slides: slides.map(({ title, body }) => ({ title, body })),
    accentColor: '#0a66c2',
    backgroundColor: '#ffffff',
    textColor: '#1d2226',
    author: { name: 'Ada Lovelace', headline: null, avatar: null },
  });
  expect(rendered.pages).toBe(slides.length);
  expect(rendered.pageImages).toHaveLength(1);
  expect(await draftSlides(POST)).toEqual(slides);
}, 60_000);
