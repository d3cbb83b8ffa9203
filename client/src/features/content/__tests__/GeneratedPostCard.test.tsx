import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { POST_MAX_LENGTH } from '@postpilot/common';
import { makeUser } from '../../../../test/fixtures';
import { renderComponent } from '../../../../test/renderComponent';
import { GeneratedPostCard, type Generated } from '../components/GeneratedPostCard';

type View = ReturnType<typeof renderComponent>;

const author = makeUser({
  isEmailVerified: true,
  hasCompletedOnboarding: true,
  jobTitle: 'Mathematician',
  company: 'Analytical Engines',
});

/** The card as ContentPage holds it: the edited text goes back into `generated`. */
function EditableCard({ content }: { content: string }) {
  const [generated, setGenerated] = useState<Generated>({
    content,
    provider: 'composer',
    writer: { label: 'Built-in writer', reason: 'No AI is connected.' },
    tone: 'professional',
  });
  return (
    <GeneratedPostCard
      user={author}
      generated={generated}
      onChange={(edited) => setGenerated({ ...generated, content: edited })}
      onSaved={() => undefined}
      onRegenerate={() => undefined}
      generating={false}
    />
  );
}

const renderCard = (content: string) => renderComponent(<EditableCard content={content} />);

const postText = () => screen.getByRole('textbox', { name: 'Post text' });
const panel = () => within(screen.getByRole('region', { name: 'Generated Content' }));
const preview = () => within(screen.getByRole('article', { name: 'LinkedIn preview' }));

async function replace(view: View, text: string) {
  await view.user.clear(postText());
  if (text) await view.user.paste(text);
}

describe('GeneratedPostCard', () => {
  it('edits the text, counting it against 3,000 and refusing to save over or empty', async () => {
    const view = renderCard('Short and sweet.');

    expect(panel().getByText('16 / 3,000')).toBeInTheDocument();
    await replace(view, 'Edited by me.');
    expect(panel().getByText('13 / 3,000')).toBeInTheDocument();
    expect(preview().getByText('Edited by me.')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Save as Draft' })).toBeEnabled();

    await replace(view, 'x'.repeat(POST_MAX_LENGTH + 1));
    expect(panel().getByText('3,001 / 3,000')).toBeInTheDocument();
    expect(postText()).toHaveAttribute('aria-invalid', 'true');
    expect(
      panel().getByText('A LinkedIn post can have at most 3,000 characters'),
    ).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
    expect(panel().getByRole('button', { name: 'Save for Approval' })).toBeDisabled();

    await replace(view, 'x'.repeat(POST_MAX_LENGTH));
    expect(panel().getByText('3,000 / 3,000')).toBeInTheDocument();
    expect(postText()).toHaveAttribute('aria-invalid', 'false');
    expect(panel().getByRole('button', { name: 'Save as Draft' })).toBeEnabled();

    await replace(view, '   ');
    expect(panel().getByText('Post content is required')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
  });

  it("previews it as LinkedIn's feed does: author, headline, hashtags, '…see more' fold", async () => {
    const view = renderCard(
      [
        'Line one of the hook.',
        'Line two builds on it.',
        'Line three lands it.',
        'Line four is below the fold. #Hidden',
      ].join('\n'),
    );

    const card = preview();
    expect(card.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(card.getByText('Mathematician at Analytical Engines')).toBeInTheDocument();
    const text = screen.getByTestId('preview-text');
    expect(text).toHaveTextContent('Line three lands it.');
    expect(text).not.toHaveTextContent('Line four');

    await view.user.click(card.getByRole('button', { name: '…see more' }));
    expect(text).toHaveTextContent('Line four is below the fold.');
    expect(card.queryByRole('button', { name: '…see more' })).not.toBeInTheDocument();
    // Hashtags stand apart, in LinkedIn blue.
    expect(card.getByText('#Hidden').tagName).toBe('SPAN');
    expect(card.getByText('#Hidden')).toHaveStyle({ color: '#0a66c2' });
  });

  it('folds one long paragraph after about 210 characters, and not a short post', async () => {
    const view = renderCard(Array.from({ length: 60 }, (_, i) => `word${i}`).join(' '));

    const text = screen.getByTestId('preview-text');
    expect(text.textContent!.replace('…see more', '').trim().length).toBeLessThanOrEqual(210);
    expect(text).not.toHaveTextContent('word59');
    await view.user.click(preview().getByRole('button', { name: '…see more' }));
    expect(text).toHaveTextContent('word59');

    await replace(view, 'Short.\nStill short.');
    expect(preview().queryByRole('button', { name: '…see more' })).not.toBeInTheDocument();
  });
});
