import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MEDIA_MESSAGES } from '@postpilot/common';
import { PreviewLinkDocument, type PreviewLinkMutationVariables } from '../../../../gql/graphql';
import { fill } from '../../../../../test/user';
import { server } from '../../../../../test/server';
import { graphQLError } from '../../../../../test/fixtures';
import { fakeContentServer } from '../../__tests__/fakeContentServer';
import { fakeMediaServer, makeMedia, pdfFile } from './fakeMedia';
import { renderGeneratedCard } from './renderGeneratedCard';

const POST = 'Three lessons from a year of remote onboarding.\nSwipe through the deck.';
const field = (name: string) => screen.getByRole('textbox', { name });
const preview = () => within(screen.getByRole('article', { name: 'LinkedIn preview' }));

describe('a document, a link or a poll on a post', () => {
  it('uploads a PDF and shows its pages, first page and a title from its name', async () => {
    const backend = fakeContentServer();
    fakeMediaServer({ pages: 12, pageImages: ['/uploads/media/0a-p1.webp'] });
    const view = renderGeneratedCard(POST);

    await view.user.click(screen.getByRole('button', { name: 'Document' }));
    await view.user.upload(screen.getByLabelText('Choose a PDF'), pdfFile('Remote onboarding.pdf'));
    const card = within(await screen.findByRole('group', { name: 'Document file' }));
    expect(await card.findByText('12 pages')).toBeInTheDocument();
    expect(card.getByText('Remote onboarding.pdf')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'First page' })).toHaveAttribute(
      'src',
      '/uploads/media/0a-p1.webp',
    );
    expect(field('Document title')).toHaveValue('Remote onboarding');
    expect(preview().getByText('Remote onboarding · 12 pages')).toBeInTheDocument();

    await view.user.clear(field('Document title'));
    await view.user.click(screen.getByRole('button', { name: 'Save for Approval' }));
    expect(field('Document title')).toHaveAccessibleDescription(MEDIA_MESSAGES.titleRequired);
    expect(backend.sent('CreatePost')).toEqual([]);

    await fill(view.user, field('Document title'), 'Onboarding, a year in');
    await view.user.click(screen.getByRole('button', { name: 'Save for Approval' }));
    await waitFor(() => expect(backend.sent('CreatePost')).toHaveLength(1));
    expect(backend.sent('CreatePost')[0]).toMatchObject({
      input: {
        attachment: {
          document: { mediaId: expect.stringMatching(/^media-/), title: 'Onboarding, a year in' },
        },
      },
    });
  });

  it('refuses a file that is not a PDF before uploading it', async () => {
    fakeContentServer();
    const media = fakeMediaServer();
    const view = renderGeneratedCard(POST, { userEvent: { applyAccept: false } });
    await view.user.click(screen.getByRole('button', { name: 'Document' }));
    await view.user.upload(
      screen.getByLabelText('Choose a PDF'),
      new File(['x'], 'notes.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    expect(screen.getByText(MEDIA_MESSAGES.documentType)).toBeInTheDocument();
    expect(media.uploads).toEqual([]);
  });

  it('fills a link card from the page, every field editable and the picture removable', async () => {
    const backend = fakeContentServer();
    const asked: PreviewLinkMutationVariables[] = [];
    const thumbnail = makeMedia({ fileName: 'og.jpg', url: '/uploads/media/og.jpg' });
    server.use(
      graphql.mutation(PreviewLinkDocument, ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            previewLink: {
              url: 'https://example.com/onboarding',
              title: 'Remote onboarding guide',
              description: 'Everything we learned.',
              thumbnail,
            },
          },
        });
      }),
    );
    const view = renderGeneratedCard(POST);

    await view.user.click(screen.getByRole('button', { name: 'Link' }));
    await fill(view.user, field('Link'), 'https://example.com/guide');
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(field('Link title')).toHaveValue('Remote onboarding guide'));
    expect(asked).toEqual([{ url: 'https://example.com/guide' }]);
    expect(field('Link')).toHaveValue('https://example.com/onboarding');
    expect(field('Link description')).toHaveValue('Everything we learned.');
    expect(screen.getByRole('img', { name: 'Link thumbnail' })).toHaveAttribute(
      'src',
      '/uploads/media/og.jpg',
    );
    const card = preview().getByRole('group', { name: 'Link' });
    expect(within(card).getByText('Remote onboarding guide')).toBeInTheDocument();
    expect(within(card).getByText('example.com')).toBeInTheDocument();

    await view.user.clear(field('Link title'));
    await fill(view.user, field('Link title'), 'Our onboarding guide');
    await view.user.click(screen.getByRole('button', { name: 'Remove thumbnail' }));
    // Leaving the field with the same address does not read the page again.
    await view.user.click(field('Link'));
    await view.user.tab();
    expect(asked).toHaveLength(1);

    await view.user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(backend.sent('CreatePost')).toHaveLength(1));
    expect(backend.sent('CreatePost')[0]).toMatchObject({
      input: {
        attachment: {
          link: {
            url: 'https://example.com/onboarding',
            title: 'Our onboarding guide',
            description: 'Everything we learned.',
            thumbnailMediaId: null,
          },
        },
      },
    });
  });

  it("shows the server's refusal of a link on the address", async () => {
    fakeContentServer();
    server.use(
      graphql.mutation(PreviewLinkDocument, () =>
        graphQLError(MEDIA_MESSAGES.linkPrivate, 'BAD_USER_INPUT', {
          errors: [{ field: 'url', message: MEDIA_MESSAGES.linkPrivate }],
        }),
      ),
    );
    const view = renderGeneratedCard(POST);
    await view.user.click(screen.getByRole('button', { name: 'Link' }));
    await fill(view.user, field('Link'), 'http://10.0.0.1/admin');
    await view.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(field('Link')).toHaveAccessibleDescription(MEDIA_MESSAGES.linkPrivate),
    );
  });

  it('takes a poll of 2 to 4 different options', async () => {
    const backend = fakeContentServer();
    const view = renderGeneratedCard(POST);

    await view.user.click(screen.getByRole('button', { name: 'Poll' }));
    expect(screen.queryByRole('button', { name: /^Remove option/ })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(field('Poll question')).toHaveAccessibleDescription(MEDIA_MESSAGES.pollQuestionRequired);
    expect(field('Option 1')).toHaveAccessibleDescription(MEDIA_MESSAGES.pollOptionRequired);

    await fill(view.user, field('Poll question'), 'Best onboarding week?');
    await fill(view.user, field('Option 1'), 'Buddy');
    await fill(view.user, field('Option 2'), 'buddy ');
    expect(screen.getByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.pollOptionsRepeated);

    await view.user.click(screen.getByRole('button', { name: 'Add option' }));
    await view.user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(screen.getByRole('button', { name: 'Add option' })).toBeDisabled();
    await fill(view.user, field('Option 3'), 'Docs');
    await fill(view.user, field('Option 4'), 'Shadowing');
    await view.user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('combobox', { name: 'Poll duration' }));
    await view.user.click(screen.getByRole('option', { name: '3 days' }));
    expect(preview().getByText('0 votes • 3 days left')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(backend.sent('CreatePost')).toHaveLength(1));
    expect(backend.sent('CreatePost')[0]).toMatchObject({
      input: {
        attachment: {
          poll: {
            question: 'Best onboarding week?',
            options: ['Buddy', 'Docs', 'Shadowing'],
            duration: 'three_days',
          },
        },
      },
    });
  });
});
