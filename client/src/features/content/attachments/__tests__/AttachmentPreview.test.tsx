import { screen, within } from '@testing-library/react';
import { makeUser } from '../../../../../test/fixtures';
import { renderComponent } from '../../../../../test/renderComponent';
import { LinkedInPreview } from '../../components/LinkedInPreview';
import type { PreviewAttachment } from '../previewOf';

const author = makeUser({ name: 'Ada Lovelace' });

const imagesOf = (count: number): PreviewAttachment => ({
  kind: 'images',
  images: Array.from({ length: count }, (_, index) => ({
    key: `k${index}`,
    src: `/uploads/media/${index}.jpg`,
    alt: `Picture ${index + 1}`,
  })),
});

const renderPreview = (attachment: PreviewAttachment) =>
  renderComponent(
    <LinkedInPreview
      user={author}
      content="A post with something attached."
      attachment={attachment}
    />,
  );

const shown = () => within(screen.getByTestId('preview-attachment'));

describe('the feed preview of an attachment', () => {
  it.each([
    [1, 'one', 1],
    [2, 'two', 2],
    [3, 'three', 3],
    [5, 'grid', 4],
  ])('lays %i image(s) out as LinkedIn does (%s)', (count, layout, pictures) => {
    renderPreview(imagesOf(count));
    const grid = shown().getByRole('group', { name: count === 1 ? '1 image' : `${count} images` });
    expect(grid).toHaveAttribute('data-layout', layout);
    const alts = within(grid)
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'));
    expect(alts).toEqual(Array.from({ length: pictures }, (_, index) => `Picture ${index + 1}`));
    if (count > 4) expect(within(grid).getByText('+1')).toHaveAccessibleName('1 more images');
    else expect(within(grid).queryByText(/^\+\d/)).not.toBeInTheDocument();
  });

  it('shows a document as its first page with its title and pages', () => {
    renderPreview({
      kind: 'document',
      title: 'Q3 plan',
      pages: 12,
      firstPage: '/uploads/media/abc-p1.webp',
    });
    const document = shown().getByRole('group', { name: 'Document' });
    expect(within(document).getByText('Q3 plan · 12 pages')).toBeInTheDocument();
    expect(within(document).getByRole('img', { name: 'Q3 plan, page 1' })).toHaveAttribute(
      'src',
      '/uploads/media/abc-p1.webp',
    );
    expect(within(document).getByText('12 pages')).toBeInTheDocument();
  });

  it('shows a link as a card with its picture, title and domain', () => {
    renderPreview({
      kind: 'link',
      url: 'https://www.example.com/guide?x=1',
      title: 'The guide',
      thumbnail: '/uploads/media/t.jpg',
    });
    const card = shown().getByRole('group', { name: 'Link' });
    expect(within(card).getByText('The guide')).toBeInTheDocument();
    expect(within(card).getByText('example.com')).toBeInTheDocument();
  });

  it('shows a poll with its options and no votes before it is published', () => {
    renderPreview({
      kind: 'poll',
      question: 'Tabs or spaces?',
      options: ['Tabs', 'Spaces'],
      duration: 'seven_days',
    });
    const poll = shown().getByRole('group', { name: 'Poll' });
    expect(within(poll).getByText('Tabs or spaces?')).toBeInTheDocument();
    expect(
      within(poll)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tabs', 'Spaces']);
    expect(within(poll).getByText('0 votes • 1 week left')).toBeInTheDocument();
  });
});
