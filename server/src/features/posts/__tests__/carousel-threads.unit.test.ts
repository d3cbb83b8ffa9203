import { carouselMaker, type CarouselMaker } from '../attachments/carousel';

const makers: CarouselMaker[] = [];
function maker(threads: 0 | 2): CarouselMaker {
  const made = carouselMaker(threads);
  makers.push(made);
  return made;
}
afterAll(() => Promise.all(makers.map((made) => made.endThreads())));

const POST = [
  'Five questions I ask before every launch.',
  'Who is it for? What breaks first? How do we undo it?',
  'Who watches the numbers, and when do we call it done?',
  'Answer them on one page and the launch is half done.',
].join('\n');

const designOf = (slides: { title: string; body: string }[]) => ({
  title: 'Calm releases',
  slides: slides.map(({ title, body }) => ({ title, body })),
  accentColor: '#0a66c2',
  backgroundColor: '#ffffff',
  textColor: '#1d2226',
  author: { name: 'Ada Lovelace', headline: null, avatar: null },
});

/** Resolves once none of the maker's threads runs, or after 10 s. */
async function threadsEnded(made: CarouselMaker): Promise<number> {
  const deadline = Date.now() + 10_000;
  while (made.runningThreads() > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return made.runningThreads();
}

it('gets both threads ready, then drafts and renders; ended, they start again at the next call', async () => {
  const kept = maker(2);
  // The warm-up drafts and renders carousels of its own (every printable ASCII character).
  await kept.warmUp();
  expect(kept.runningThreads()).toBe(2);
  const slides = await kept.draftSlides(POST);
  expect(slides.length).toBeGreaterThanOrEqual(5);

  await kept.endThreads();
  expect(kept.runningThreads()).toBe(0);
  const rendered = await kept.renderCarousel(designOf(slides));
  expect(rendered.pages).toBe(slides.length);
  expect(rendered.pageImages).toHaveLength(1);
  expect(await kept.draftSlides(POST)).toEqual(slides);
  // Kept: both stay once they have answered.
  expect(kept.runningThreads()).toBe(2);
}, 60_000);

it('with no kept threads, warms nothing, makes a whole carousel, and leaves no thread running', async () => {
  const none = maker(0);
  await none.warmUp();
  expect(none.runningThreads()).toBe(0);

  const slides = await none.draftSlides(POST);
  expect(slides.length).toBeGreaterThanOrEqual(5);
  const design = designOf(slides);
  const rendered = await none.renderCarousel(design);
  expect(rendered.pages).toBe(slides.length);
  const second = await none.pagePicture(design, 2);
  expect(Buffer.from(second.subarray(8, 12)).toString('latin1')).toBe('WEBP');
  expect(await threadsEnded(none)).toBe(0);
}, 60_000);
