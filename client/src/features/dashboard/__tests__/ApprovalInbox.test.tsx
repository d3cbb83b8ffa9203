import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw';
import { INBOX_MESSAGES, SUCCESS } from '@postpilot/common';
import { graphQLError, makeUser, meReturns } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { formatMoment } from '../../content/contentForm';
import {
  fakeContentServer,
  makePost,
  type TestPost,
} from '../../content/__tests__/fakeContentServer';
import { fakeDashboardServer, makeOverview, stat } from './fakeDashboardServer';

const SOON = '2030-03-02T09:00:00.000Z';
const LATER = '2030-03-03T09:00:00.000Z';

async function openDashboard(posts: TestPost[], { autoPostEnabled = true } = {}) {
  server.use(
    meReturns(makeUser({ isEmailVerified: true, hasCompletedOnboarding: true, autoPostEnabled })),
  );
  const dashboard = fakeDashboardServer(
    makeOverview({ stats: { totalPosts: stat(0, null, '0 drafts · 3 waiting for approval') } }),
  );
  // Registered after the dashboard's, so its posts answer the inbox.
  const backend = fakeContentServer(posts);
  const app = await renderApp('/dashboard', { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
  return { app, backend, dashboard };
}

const inbox = () => within(screen.getByRole('region', { name: 'Waiting for your approval' }));
const items = () => inbox().getAllByRole('listitem');
const item = (text: string) => {
  const found = items().find((element) => element.textContent?.includes(text));
  if (!found) throw new Error(`No waiting post with "${text}"`);
  return within(found);
};

describe('the approval inbox on the dashboard', () => {
  it('is not shown while nothing waits for approval', async () => {
    const { backend } = await openDashboard([makePost({ content: 'Just a draft' })]);
    await waitFor(() => expect(backend.sent('ApprovalInbox')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Upcoming Posts' });
    expect(screen.queryByRole('region', { name: 'Waiting for your approval' })).toBeNull();
  });

  it('lists the waiting posts soonest first; Approve, Reject and Approve all say what happened', async () => {
    const { app, backend, dashboard } = await openDashboard([
      makePost({ content: 'Later idea', status: 'pending_approval', scheduledTime: LATER }),
      makePost({ content: 'Saved by hand', status: 'pending_approval' }),
      makePost({
        content: 'Soon idea\nwith a second line',
        status: 'pending_approval',
        scheduledTime: SOON,
      }),
      makePost({ content: 'A draft' }),
    ]);
    await screen.findByRole('region', { name: 'Waiting for your approval' });
    expect(items().map((element) => element.textContent)).toEqual([
      expect.stringContaining('Soon idea'),
      expect.stringContaining('Later idea'),
      expect.stringContaining('Saved by hand'),
    ]);
    expect(item('Soon idea').getByText(formatMoment(SOON))).toHaveAttribute('datetime', SOON);
    expect(items()[2]).toHaveTextContent('No time proposed: approving takes the next free slot');
    expect(
      inbox().getByText(/auto-post writes a new one for its time within the hour/),
    ).toBeVisible();
    expect(screen.queryByText('A draft')).toBeNull();

    // Approve one: it is scheduled at its proposed time, and the figures are asked again.
    const overviews = dashboard.requests();
    await app.user.click(item('Soon idea').getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(INBOX_MESSAGES.approved(formatMoment(SOON)))).toBeVisible();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(dashboard.requests()).toBeGreaterThan(overviews);
    const idOf = (content: string) => backend.posts.find((p) => p.content.startsWith(content))!.id;
    expect(backend.sent('ApprovePost')).toEqual([{ id: idOf('Soon idea') }]);
    expect(backend.statusOf(idOf('Soon idea'))).toBe('scheduled');
    expect(backend.statusOf(idOf('Later idea'))).toBe('pending_approval');

    // Reject one: cancelled, and auto-post will write another for its time.
    await app.user.click(item('Later idea').getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(INBOX_MESSAGES.rejectedRefill)).toBeVisible();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(backend.statusOf(idOf('Later idea'))).toBe('cancelled');

    // Approve all: the last one goes, and with it the card.
    await app.user.click(inbox().getByRole('button', { name: 'Approve all (1)' }));
    expect(await screen.findByText(INBOX_MESSAGES.approvedAll(1))).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Waiting for your approval' })).toBeNull(),
    );
    expect(backend.statusOf(idOf('Saved by hand'))).toBe('scheduled');
    expect(backend.sent('ApproveAllPosts')).toHaveLength(1);
  });

  it('shows an approval at once, without waiting for the lists to be fetched again', async () => {
    const { app, backend } = await openDashboard([
      makePost({ content: 'Soon idea', status: 'pending_approval', scheduledTime: SOON }),
      makePost({ content: 'Later idea', status: 'pending_approval', scheduledTime: LATER }),
    ]);
    await screen.findByRole('region', { name: 'Waiting for your approval' });
    // From now on the inbox's own list never answers: what changes comes from the approval.
    server.use(graphql.query('ApprovalInbox', () => new Promise<never>(() => undefined)));

    await app.user.click(item('Soon idea').getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(INBOX_MESSAGES.approved(formatMoment(SOON)))).toBeVisible();
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('Later idea');
    expect(inbox().getByRole('button', { name: 'Approve all (1)' })).toBeVisible();
    expect(backend.sent('ApprovePost')).toHaveLength(1);
  });

  it('edits a waiting post in place before approving it', async () => {
    const { app, backend } = await openDashboard([
      makePost({ content: 'Draft wording', status: 'pending_approval', scheduledTime: SOON }),
    ]);
    await screen.findByRole('region', { name: 'Waiting for your approval' });
    await app.user.click(item('Draft wording').getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit post' }));
    const text = dialog.getByRole('textbox', { name: 'Post text' });
    await app.user.clear(text);
    await app.user.paste('Better wording');
    await app.user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SUCCESS.postUpdated)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.sent('UpdatePost')).toEqual([
      { id: backend.posts[0]!.id, input: { content: 'Better wording' } },
    ]);
    expect(await inbox().findByText('Better wording')).toBeVisible();
    expect(inbox().getByRole('button', { name: 'Approve all (1)' })).toBeEnabled();
  });

  it("shows the server's message when a rejection is refused, and keeps the post", async () => {
    const { app, backend } = await openDashboard(
      [makePost({ content: 'Contested', status: 'pending_approval', scheduledTime: SOON })],
      { autoPostEnabled: false },
    );
    await screen.findByRole('region', { name: 'Waiting for your approval' });
    expect(inbox().getByText(/you can still find it under Your Posts/)).toBeVisible();
    backend.fail(
      'RejectPost',
      graphQLError('Only posts waiting for approval can be rejected', 'CONFLICT'),
    );
    await app.user.click(item('Contested').getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('Only posts waiting for approval can be rejected'),
    ).toBeVisible();
    expect(items()).toHaveLength(1);
    expect(backend.statusOf(backend.posts[0]!.id)).toBe('pending_approval');

    // Without auto-post, a rejection says only that.
    await app.user.click(item('Contested').getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(INBOX_MESSAGES.rejected)).toBeVisible();
  });
});
