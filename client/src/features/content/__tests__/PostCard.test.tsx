import { screen, waitFor, within } from '@testing-library/react';
import { CONFIRMATIONS } from '@postpilot/common';
import { renderComponent } from '../../../../test/renderComponent';
import type { PostItemFragment, SchedulePostInput } from '../../../gql/graphql';
import { PostCard } from '../components/PostCard';
import { formatMoment } from '../contentForm';
import type { PostActions } from '../usePostActions';
import { makePost, NEXT_SLOT, schedulingChoice, type TestPost } from './fakeContentServer';

/** Actions that succeed (resolve true) unless a test says otherwise, recording their calls. */
const fakeActions = () => ({
  update: jest.fn<ReturnType<PostActions['update']>, Parameters<PostActions['update']>>(
    async () => true,
  ),
  schedule: jest.fn(async (_id: string, _input?: SchedulePostInput) => true),
  approve: jest.fn(async (_id: string) => true),
  returnToDraft: jest.fn(async (_id: string) => true),
  remove: jest.fn(async (_id: string) => true),
});

/** The cards of `posts` in a list, as PostsChunk lays them out. */
function renderCards(posts: TestPost[], actions = fakeActions()) {
  const view = renderComponent(
    <ul>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} actions={actions} />
      ))}
    </ul>,
  );
  return { ...view, actions };
}

/** The card of the post whose text contains `text`. */
const card = (text: string) => {
  const item = screen
    .getAllByRole('listitem')
    .find((element) => element.textContent?.includes(text));
  if (!item) throw new Error(`No post card with "${text}"`);
  return within(item);
};

/** Matches the element whose whole text (across its children) is `text`. */
const flat = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text &&
  [...element.children].every((child) => child.textContent !== text);

describe('PostCard', () => {
  it('shows each status as the spec colours it, with the reason a post failed', () => {
    renderCards([
      makePost({ content: 'A draft' }),
      makePost({ content: 'Awaiting', status: 'pending_approval' }),
      makePost({ content: 'Queued', status: 'scheduled', scheduledTime: NEXT_SLOT }),
      makePost({
        content: 'Out there',
        status: 'published',
        publishedAt: '2026-01-02T10:00:00.000Z',
      }),
      makePost({ content: 'Broke', status: 'failed', lastError: 'LinkedIn said 500' }),
      makePost({
        content: 'Held up',
        status: 'scheduled',
        scheduledTime: NEXT_SLOT,
        lastError: 'LinkedIn is unavailable (HTTP 503)',
        nextAttemptAt: '2026-01-02T10:04:00.000Z',
      }),
    ]);

    expect(card('A draft').getByText('Draft')).toBeInTheDocument();
    expect(card('Awaiting').getByText('Pending Approval')).toBeInTheDocument();
    expect(card('Queued').getByText('Scheduled')).toBeInTheDocument();
    expect(
      card('Queued').getByText(flat(`Scheduled for ${formatMoment(NEXT_SLOT)}`)),
    ).toBeVisible();
    expect(card('Out there').getByText('Published', { selector: '.MuiChip-label' })).toBeVisible();
    expect(card('Broke').getByText('Failed')).toBeInTheDocument();
    expect(card('Broke').getByText('Publishing failed: LinkedIn said 500')).toBeInTheDocument();
    // LinkedIn failing: the post waits for it, saying why and when it is tried again.
    expect(
      card('Held up').getByText(
        flat(
          `Waiting for LinkedIn: LinkedIn is unavailable (HTTP 503). Trying again at ${formatMoment('2026-01-02T10:04:00.000Z')}.`,
        ),
      ),
    ).toBeVisible();
    expect(card('Queued').queryByText(/Waiting for LinkedIn/)).not.toBeInTheDocument();
    // A published post can no longer be edited.
    expect(card('Out there').queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // Nothing from LinkedIn yet: no figures, no link.
    expect(card('Out there').queryByRole('term')).not.toBeInTheDocument();
  });

  it("shows a published post's page on LinkedIn and its statistics", () => {
    renderCards([
      makePost({
        content: 'Out there',
        status: 'published',
        publishedAt: '2026-01-02T10:00:00.000Z',
        url: 'https://www.linkedin.com/feed/update/urn:li:share:7',
        // As the server sends it, named for Apollo's cache.
        metrics: {
          __typename: 'PostMetrics',
          views: 12_340,
          likes: 56,
          comments: 7,
          shares: 0,
          updatedAt: '2026-01-03T10:00:00.000Z',
        } as PostItemFragment['metrics'],
      }),
    ]);

    expect(card('Out there').getByRole('link', { name: 'View on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/feed/update/urn:li:share:7',
    );
    const figures = card('Out there').getByLabelText('Statistics');
    expect(within(figures).getByText('12.3K')).toBeInTheDocument();
    expect(within(figures).getByText('56')).toBeInTheDocument();
    expect(within(figures).getByText('Comments')).toBeInTheDocument();
  });

  it('offers each status its own actions, and runs them on the post', async () => {
    const posts = [
      makePost({ content: 'Ready draft' }),
      makePost({ content: 'Awaiting', status: 'pending_approval' }),
      makePost({ content: 'Queued', status: 'scheduled', scheduledTime: NEXT_SLOT }),
      makePost({ content: 'Going out', status: 'publishing' }),
    ];
    const { user, actions } = renderCards(posts);
    const [draft, awaiting, queued] = posts.map((post) => post.id);

    // Only a draft can be scheduled.
    expect(card('Awaiting').queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(card('Queued').queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(card('Ready draft').queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    // A post on its way to LinkedIn can be neither edited nor deleted.
    expect(card('Going out').queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(card('Going out').queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    schedulingChoice();
    await user.click(card('Ready draft').getByRole('button', { name: 'Schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule post' }));
    await user.click(await dialog.findByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(card('Awaiting').getByRole('button', { name: 'Approve' }));
    await user.click(card('Awaiting').getByRole('button', { name: 'Back to draft' }));
    await user.click(card('Queued').getByRole('button', { name: 'Unschedule' }));

    expect(actions.schedule.mock.calls).toEqual([[draft, undefined]]);
    expect(actions.approve.mock.calls).toEqual([[awaiting]]);
    expect(actions.returnToDraft.mock.calls).toEqual([[awaiting], [queued]]);
  });

  it('edits inline, counted against 3,000; Cancel keeps the text, a refused save the editor', async () => {
    const post = makePost({ content: 'Keep me' });
    const actions = fakeActions();
    const { user } = renderCards([post], actions);

    await user.click(card('Keep me').getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Post text' });
    expect(editor).toHaveValue('Keep me');
    expect(screen.getByText('7 / 3,000')).toBeInTheDocument();
    await user.clear(editor);
    await user.paste('Changed');
    expect(screen.getByText('7 / 3,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Keep me')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(actions.update).not.toHaveBeenCalled();

    actions.update.mockResolvedValueOnce(false);
    await user.click(card('Keep me').getByRole('button', { name: 'Edit' }));
    // Opened again, it starts from the post's text.
    expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue('Keep me');
    await user.clear(screen.getByRole('textbox', { name: 'Post text' }));
    await user.paste('  Changed  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(actions.update.mock.calls).toEqual([[post.id, 'Changed']]);
    // Still editing, nothing lost.
    expect(screen.getByRole('textbox', { name: 'Post text' })).toHaveValue('  Changed  ');
  });

  it('asks the exact confirmation and deletes only after it', async () => {
    const post = makePost({ content: 'Goner' });
    const { user, actions } = renderCards([post]);

    await user.click(card('Goner').getByRole('button', { name: 'Delete' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(CONFIRMATIONS.deletePost)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Are you sure you want to delete this post?',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actions.remove).not.toHaveBeenCalled();

    await user.click(card('Goner').getByRole('button', { name: 'Delete' }));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(actions.remove.mock.calls).toEqual([[post.id]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
