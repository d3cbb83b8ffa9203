import { cutText, fitToLimit, renderPost, type Block } from '../layout';

const blocks: Block[] = [
  [{ part: 'hook', units: ['A strong first line.'], joiner: '\n' }],
  [{ part: 'point', units: ['My view is this.', 'It has two sentences.'], joiner: ' ' }],
  [{ part: 'practice', units: ['An example from my work.'], joiner: ' ' }],
  [{ part: 'lesson', units: ['The lesson.'], joiner: ' ' }],
  [{ part: 'detail', units: ['A look ahead.'], joiner: ' ' }],
  [{ part: 'closing', units: ['What do you think?'], joiner: ' ' }],
];
const tags = ['#One', '#Two', '#Three'];

describe('layout', () => {
  it('renders blocks with blank lines and hashtags last', () => {
    expect(renderPost(blocks.slice(0, 2), tags)).toBe(
      'A strong first line.\n\nMy view is this. It has two sentences.\n\n#One #Two #Three',
    );
  });

  it('leaves a post within the limit as it is', () => {
    expect(fitToLimit(blocks, tags, 3000)).toBe(renderPost(blocks, tags));
  });

  it('drops the detail first, then the lesson, keeping hook, closing and hashtags', () => {
    const full = renderPost(blocks, tags).length;
    const fitted = fitToLimit(blocks, tags, full - 5);
    expect(fitted).not.toContain('A look ahead.');
    expect(fitted).toContain('The lesson.');
    const tighter = fitToLimit(blocks, tags, full - 20);
    expect(tighter).not.toContain('The lesson.');
    for (const text of [fitted, tighter]) {
      expect(text.startsWith('A strong first line.')).toBe(true);
      expect(text).toContain('What do you think?');
      expect(text.endsWith('#One #Two #Three')).toBe(true);
    }
  });

  it('cuts at a boundary as a last resort', () => {
    const fitted = fitToLimit(blocks, tags, 60);
    expect(fitted.length).toBeLessThanOrEqual(60);
    expect(fitted.endsWith('#One #Two #Three')).toBe(true);
    expect(cutText('One sentence here. Another one follows.', 30)).toBe('One sentence here.');
    expect(cutText('averyveryverylongword and more', 12)).toBe('averyveryve…');
  });
});
