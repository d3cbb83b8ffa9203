import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { MEDIA_MESSAGES, POST_MAX_LENGTH } from '@postpilot/common';
import {
  DraftCarouselDocument,
  MakeCarouselDocument,
  type DraftCarouselQueryVariables,
  type MakeCarouselMutationVariables,
} from '../../../../gql/graphql';
import { fill } from '../../../../../test/user';
import { server } from '../../../../../test/server';
import { fakeContentServer } from '../../__tests__/fakeContentServer';
import { makeMedia } from './fakeMedia';
import { renderGeneratedCard } from './renderGeneratedCard';
import { renderComponent } from '../../../../../test/renderComponent';
import { CarouselDialog } from '../CarouselDialog';

const POST = 'Five habits of calm teams\nThey write things down.\nThey say no early.';

const SLIDES = [
  { title: 'Five habits of calm teams', body: '' },
  { title: 'They write things down', body: 'Decisions live in one place.' },
  { title: 'They say no early', body: 'A late no costs twice.' },
  { title: 'They plan in pairs', body: 'Two heads, one plan.' },
  { title: 'Follow for more', body: 'Which habit would you add?' },
];

function fakeCarousel() {
  const drafted: DraftCarouselQueryVariables[] = [];
  const made: MakeCarouselMutationVariables[] = [];
  server.use(
    graphql.query(DraftCarouselDocument, ({ variables }) => {
      drafted.push(variables);
      return HttpResponse.json({
        data: { draftCarousel: SLIDES.map((slide) => ({ __typename: 'CarouselSlide', ...slide })) },
      });
    }),
    graphql.mutation(MakeCarouselDocument, ({ variables }) => {
      made.push(variables);
      return HttpResponse.json({
        data: {
          makeCarousel: makeMedia({
            kind: 'document',
            fileName: `${variables.input.title}.pdf`,
            pages: variables.input.slides.length,
            pageImages: ['/uploads/media/c-p1.webp'],
          }),
        },
      });
    }),
  );
  return { drafted, made };
}

/** The maker opened, as Grace Hopper, on the slides drafted from POST. */
async function openMaker() {
  const onAttach = jest.fn();
  const view = renderComponent(
    <CarouselDialog
      content={POST}
      authorName="Grace Hopper"
      onClose={() => undefined}
      onAttach={onAttach}
    />,
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Make a carousel' }));
  const slide = await dialog.findByRole('group', { name: 'Slide 1 of 5' });
  return { view, dialog, slide, onAttach };
}

describe('the carousel maker', () => {
  it('drafts slides from the text and edits them one at a time', async () => {
    const carousel = fakeCarousel();
    const { view, dialog, slide, onAttach } = await openMaker();
    expect(carousel.drafted).toEqual([{ content: POST }]);
    expect(within(slide).getByText('Five habits of calm teams')).toBeInTheDocument();
    expect(within(slide).getByText('Grace Hopper')).toBeInTheDocument();

    await view.user.click(dialog.getByRole('button', { name: 'Next slide' }));
    const slideTitle = dialog.getByRole('textbox', { name: 'Slide 2 title' });
    expect(slideTitle).toHaveValue('They write things down');
    await view.user.clear(slideTitle);
    await fill(view.user, slideTitle, 'Write it down');
    expect(
      within(dialog.getByRole('group', { name: 'Slide 2 of 5' })).getByText('Write it down'),
    ).toBeInTheDocument();

    await view.user.click(dialog.getByRole('button', { name: 'Attach' }));

    await waitFor(() => expect(onAttach).toHaveBeenCalledTimes(1));
    expect(carousel.made[0]!.input.slides).toEqual([
      SLIDES[0],
      { title: 'Write it down', body: 'Decisions live in one place.' },
      ...SLIDES.slice(2),
    ]);
  });

  it('adds and removes slides within 5 to 10', async () => {
    const carousel = fakeCarousel();
    const { view, dialog, onAttach } = await openMaker();
    await view.user.click(dialog.getByRole('button', { name: 'Show slide 2' }));

    // Five is the fewest: a slide can be added, then removed again, but not one more.
    expect(dialog.getByRole('button', { name: 'Remove slide' })).toBeDisabled();
    await view.user.click(dialog.getByRole('button', { name: 'Add slide' }));
    expect(dialog.getByRole('group', { name: 'Slide 3 of 6' })).toBeInTheDocument();
    await fill(view.user, dialog.getByRole('textbox', { name: 'Slide 3 title' }), 'They rest');
    await view.user.click(dialog.getByRole('button', { name: 'Show slide 6' }));
    await view.user.click(dialog.getByRole('button', { name: 'Remove slide' }));
    expect(dialog.getByRole('group', { name: 'Slide 5 of 5' })).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(onAttach).toHaveBeenCalledTimes(1));
    expect(carousel.made[0]!.input.slides).toEqual([
      SLIDES[0],
      SLIDES[1],
      { title: 'They rest', body: '' },
      SLIDES[2],
      SLIDES[3],
    ]);
  });

  it('takes colours as #rrggbb or from a palette, and a title, then attaches what it made', async () => {
    const carousel = fakeCarousel();
    const { view, dialog, onAttach } = await openMaker();

    // A colour must be #rrggbb; a palette sets all three.
    const accent = dialog.getByRole('textbox', { name: 'Accent colour' });
    await view.user.clear(accent);
    await fill(view.user, accent, 'blue');
    await view.user.tab();
    expect(accent).toHaveAccessibleDescription(MEDIA_MESSAGES.carouselColor);
    await view.user.click(dialog.getByRole('button', { name: 'Midnight' }));
    expect(accent).toHaveValue('#f5c518');

    const title = dialog.getByRole('textbox', { name: 'Document title' });
    await view.user.clear(title);
    await fill(view.user, title, 'Calm teams');
    // Pressed twice before the form is drawn as busy: one carousel is made.
    const attach = dialog.getByRole('button', { name: 'Attach' });
    act(() => {
      attach.click();
      attach.click();
    });

    await waitFor(() => expect(onAttach).toHaveBeenCalledTimes(1));
    expect(carousel.made).toEqual([
      {
        input: {
          title: 'Calm teams',
          slides: SLIDES,
          accentColor: '#f5c518',
          backgroundColor: '#0f172a',
          textColor: '#f8fafc',
        },
      },
    ]);
    expect(onAttach).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'document', pages: 5 }),
      'Calm teams',
    );
  });

  it('shows the server’s messages on their fields, and sends nothing while a slide fails its checks', async () => {
    const carousel = fakeCarousel();
    const { view, dialog, onAttach } = await openMaker();

    // The server refuses the untouched document title: its message shows on that field.
    server.use(
      graphql.mutation(MakeCarouselDocument, ({ variables }) => {
        carousel.made.push(variables);
        return HttpResponse.json({
          errors: [
            {
              message: 'Invalid input',
              extensions: {
                code: 'BAD_USER_INPUT',
                errors: [{ field: 'title', message: MEDIA_MESSAGES.titleTooLong }],
              },
            },
          ],
        });
      }),
    );
    await view.user.click(dialog.getByRole('button', { name: 'Attach' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Document title' })).toHaveAccessibleDescription(
        MEDIA_MESSAGES.titleTooLong,
      ),
    );
    expect(carousel.made).toHaveLength(1);
    expect(onAttach).not.toHaveBeenCalled();
    expect(dialog.getByRole('button', { name: 'Attach' })).toBeEnabled();

    // A slide without a title: the form says so and nothing is sent.
    await view.user.clear(dialog.getByRole('textbox', { name: 'Slide 1 title' }));
    await view.user.click(dialog.getByRole('button', { name: 'Attach' }));
    expect(await dialog.findByText(MEDIA_MESSAGES.carouselSlideTitleRequired)).toBeInTheDocument();
    expect(carousel.made).toHaveLength(1);
  });

  it('drafts nothing ahead for text the server would refuse', async () => {
    fakeContentServer();
    const carousel = fakeCarousel();
    const view = renderGeneratedCard('x'.repeat(POST_MAX_LENGTH + 1));
    await view.user.click(screen.getByRole('button', { name: 'Document' }));
    await screen.findByRole('button', { name: 'Make a carousel' });
    // Ahead of a press, a request would already be on its way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(carousel.drafted).toEqual([]);
  });

  it("attaches the carousel it makes as the post's document", async () => {
    const backend = fakeContentServer();
    const carousel = fakeCarousel();
    const view = renderGeneratedCard(POST);

    // Choosing a document drafts the slides ahead; the dialog opens on them, asking nothing more.
    await view.user.click(screen.getByRole('button', { name: 'Document' }));
    await waitFor(() => expect(carousel.drafted).toEqual([{ content: POST }]));
    await view.user.click(screen.getByRole('button', { name: 'Make a carousel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make a carousel' }));
    await dialog.findByRole('group', { name: 'Slide 1 of 5' });
    expect(carousel.drafted).toHaveLength(1);
    expect(dialog.getByRole('textbox', { name: 'Document title' })).toHaveValue(
      'Five habits of calm teams',
    );
    await view.user.click(dialog.getByRole('button', { name: 'Attach' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('group', { name: 'Document file' })).getByText('5 pages'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Document title' })).toHaveValue(
      'Five habits of calm teams',
    );

    await view.user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(backend.sent('CreatePost')).toHaveLength(1));
    expect(backend.sent('CreatePost')[0]).toMatchObject({
      input: {
        attachment: {
          document: {
            title: 'Five habits of calm teams',
            mediaId: expect.stringMatching(/^media-/),
          },
        },
      },
    });
  });
});
