import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { MEDIA_MESSAGES, TOKEN_STORAGE_KEY } from '@postpilot/common';
import { makeUser } from '../../../../../test/fixtures';
import { fill } from '../../../../../test/user';
import { renderComponent } from '../../../../../test/renderComponent';
import { GeneratedPostCard, type Generated } from '../../components/GeneratedPostCard';
import { fakeContentServer } from '../../__tests__/fakeContentServer';
import { fakeMediaServer, imageFile } from './fakeMedia';

const POST = [
  'Our team offsite in Lisbon changed how we plan.',
  'The whiteboard wall held every idea for the quarter.',
  'What does your team do to plan together?',
].join('\n');

function Card() {
  const [generated, setGenerated] = useState<Generated>({
    content: POST,
    provider: 'composer',
    writer: { label: 'Built-in writer', reason: 'No AI is connected.' },
    tone: 'professional',
  });
  return (
    <GeneratedPostCard
      user={makeUser({ name: 'Grace Hopper' })}
      generated={generated}
      onChange={(content) => setGenerated({ ...generated, content })}
      onSaved={() => undefined}
      onRegenerate={() => undefined}
      generating={false}
    />
  );
}

const altField = (n: number) => screen.getByRole('textbox', { name: `Alt text for image ${n}` });
const images = () => within(screen.getByRole('list', { name: 'Images' }));
const preview = () => within(screen.getByRole('article', { name: 'LinkedIn preview' }));

describe('images on a post', () => {
  it('uploads the images chosen and requires alt text for each before saving', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-images');
    const backend = fakeContentServer();
    const media = fakeMediaServer();
    const view = renderComponent(<Card />);

    await view.user.click(screen.getByRole('button', { name: 'Images' }));
    await view.user.upload(screen.getByLabelText('Choose images'), [
      imageFile('lisbon-offsite.jpg'),
      imageFile('whiteboard-wall.png', 'image/png'),
    ]);
    expect(images().getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByLabelText(/^Uploading/)).not.toBeInTheDocument());
    expect(media.uploads.map((upload) => [upload.field, upload.name])).toEqual([
      ['file', 'lisbon-offsite.jpg'],
      ['file', 'whiteboard-wall.png'],
    ]);

    // Without alt text nothing is saved, and each image says why.
    await view.user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(altField(1)).toHaveAccessibleDescription(
      expect.stringContaining(MEDIA_MESSAGES.altTextRequired),
    );
    expect(altField(2)).toHaveAccessibleDescription(
      expect.stringContaining(MEDIA_MESSAGES.altTextRequired),
    );
    expect(backend.sent('CreatePost')).toEqual([]);

    // The suggestion is the sentence of the post nearest the file's name, then edited.
    await view.user.click(screen.getByRole('button', { name: 'Suggest alt text for image 2' }));
    expect(altField(2)).toHaveValue('The whiteboard wall held every idea for the quarter.');
    await fill(view.user, altField(1), 'Twelve people around a table in Lisbon');
    await view.user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(backend.sent('CreatePost')).toHaveLength(1));
    expect(backend.sent('CreatePost')[0]).toEqual({
      input: expect.objectContaining({
        content: POST,
        status: 'draft',
        attachment: {
          images: [
            {
              mediaId: expect.stringMatching(/^media-/),
              altText: 'Twelve people around a table in Lisbon',
            },
            {
              mediaId: expect.stringMatching(/^media-/),
              altText: 'The whiteboard wall held every idea for the quarter.',
            },
          ],
        },
      }),
    });
    expect(media.uploads.every((upload) => upload.authorization === 'Bearer token-images')).toBe(
      true,
    );
  });

  it('reorders the images with their alt texts, and the preview follows', async () => {
    fakeContentServer();
    fakeMediaServer();
    const view = renderComponent(<Card />);
    await view.user.click(screen.getByRole('button', { name: 'Images' }));
    await view.user.upload(screen.getByLabelText('Choose images'), [
      imageFile('lisbon-offsite.jpg'),
      imageFile('whiteboard-wall.png', 'image/png'),
    ]);
    await fill(view.user, altField(1), 'Twelve people around a table in Lisbon');
    await fill(view.user, altField(2), 'The whiteboard wall held every idea for the quarter.');

    // The second image moves first; its alt text goes with it.
    await view.user.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
    expect(altField(1)).toHaveValue('The whiteboard wall held every idea for the quarter.');
    expect(altField(2)).toHaveValue('Twelve people around a table in Lisbon');
    expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();

    // The preview lays two images side by side, described by their alt texts.
    const grid = preview().getByRole('group', { name: '2 images' });
    expect(grid).toHaveAttribute('data-layout', 'two');
    expect(
      within(grid)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([
      'The whiteboard wall held every idea for the quarter.',
      'Twelve people around a table in Lisbon',
    ]);
  });

  it('refuses a file that is not an image and shows the server refusing one, removable', async () => {
    fakeContentServer();
    const media = fakeMediaServer();
    const view = renderComponent(<Card />);

    await view.user.click(screen.getByRole('button', { name: 'Images' }));
    media.refuse(400, MEDIA_MESSAGES.imageUnreadable);
    await view.user.upload(screen.getByLabelText('Choose images'), [
      imageFile('broken.gif', 'image/gif'),
    ]);
    expect(await images().findByText(MEDIA_MESSAGES.imageUnreadable)).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(images().queryAllByRole('listitem')).toHaveLength(0);
  });
});
