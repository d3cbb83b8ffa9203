import { screen, waitFor, within } from '@testing-library/react';
import { IDEA_MESSAGES as IM, MEDIA_MESSAGES as MM } from '@postpilot/common';
import { graphQLError, makeUser, meReturns } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { server as mswServer } from '../../../../test/server';
import { fill } from '../../../../test/user';
import { captureGenerations, fakeContentServer } from '../../content/__tests__/fakeContentServer';
import {
  fakeIdeasServer,
  makeFeed,
  makeIdea,
  type TestFeed,
  type TestIdea,
} from './fakeIdeasServer';

type App = Awaited<ReturnType<typeof renderApp>>;

async function openContent(ideas: TestIdea[] = [], feeds: TestFeed[] = []) {
  server();
  fakeContentServer();
  const backend = fakeIdeasServer(ideas, feeds);
  const app = await renderApp('/content', { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Content' });
  return { app, backend };
}
/** A member signed in. */
const server = () =>
  mswServer.use(meReturns(makeUser({ isEmailVerified: true, hasCompletedOnboarding: true })));

const bank = () => within(screen.getByRole('region', { name: 'Idea bank' }));
const ideaList = async () => within(await bank().findByRole('list', { name: 'Ideas' }));

describe('Idea bank', () => {
  it('lists unused ideas first and marks used ones', async () => {
    await openContent([
      makeIdea({ title: 'Used long ago', usedAt: '2026-11-02T09:00:00.000Z' }),
      makeIdea({ title: 'Older idea' }),
      makeIdea({ title: 'Newest idea', notes: 'Two weeks\nNo pager alone' }),
    ]);
    const items = (await ideaList()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Newest idea',
      'Older idea',
      'Used long ago',
    ]);
    expect(within(items[2]!).getByText('Used')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Used')).not.toBeInTheDocument();
    expect(bank().getByText('2 unused')).toBeInTheDocument();
  });

  it('says what the bank is for when it is empty', async () => {
    await openContent();
    expect(await bank().findByText(IM.empty)).toBeInTheDocument();
  });

  it('offers Retry when the ideas cannot be loaded', async () => {
    const { app, backend } = await openContentFailingFirst();
    await app.user.click(await bank().findByRole('button', { name: 'Retry' }));
    expect(await bank().findByText('Back again')).toBeInTheDocument();
    expect(backend.ideas).toHaveLength(1);
  });

  it('adds an idea by hand, refusing an empty or too long title with the common rules', async () => {
    const { app, backend } = await openContent();
    const title = bank().getByRole('textbox', { name: 'Idea' });
    await app.user.click(bank().getByRole('button', { name: 'Add idea' }));
    expect(await bank().findByText(IM.titleRequired)).toBeInTheDocument();
    await fill(app.user, title, 'x'.repeat(201));
    await app.user.click(bank().getByRole('button', { name: 'Add idea' }));
    expect(await bank().findByText(IM.titleTooLong)).toBeInTheDocument();
    expect(backend.ideas).toEqual([]);

    await app.user.clear(title);
    await fill(app.user, title, 'Hiring for judgement');
    await fill(
      app.user,
      bank().getByRole('textbox', { name: 'Notes (optional)' }),
      'A written test',
    );
    await app.user.click(bank().getByRole('button', { name: 'Add idea' }));
    expect(await screen.findByText(IM.ideaAdded)).toBeInTheDocument();
    expect(await (await ideaList()).findByText('Hiring for judgement')).toBeInTheDocument();
    expect(backend.ideas[0]).toMatchObject({
      title: 'Hiring for judgement',
      notes: 'A written test',
    });
    expect(title).toHaveValue('');
  });

  it('adds an idea from a page, and shows the server’s refusal under the address', async () => {
    const { app, backend } = await openContent();
    await app.user.click(bank().getByRole('tab', { name: 'From a page' }));
    const address = bank().getByRole('textbox', { name: 'Page address' });
    await fill(app.user, address, 'not a web address');
    await app.user.click(bank().getByRole('button', { name: 'Add from page' }));
    expect(await bank().findByText(MM.linkInvalid)).toBeInTheDocument();

    backend.failNext(
      'AddIdeaFromUrl',
      graphQLError(IM.pageNotHtml, 'UNPROCESSABLE', {
        errors: [{ field: 'url', message: IM.pageNotHtml }],
      }),
    );
    await app.user.clear(address);
    await fill(app.user, address, 'https://files.example/picture.png');
    await app.user.click(bank().getByRole('button', { name: 'Add from page' }));
    expect(await bank().findByText(IM.pageNotHtml)).toBeInTheDocument();
    expect(backend.ideas).toEqual([]);

    await app.user.clear(address);
    await fill(app.user, address, 'https://blog.example/four-day-week');
    await app.user.click(bank().getByRole('button', { name: 'Add from page' }));
    expect(await screen.findByText(IM.ideaAdded)).toBeInTheDocument();
    const list = await ideaList();
    expect(await list.findByText('What a 4-day week did to our support queue')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'blog.example' })).toHaveAttribute(
      'href',
      'https://blog.example/four-day-week',
    );
  });

  it('follows a feed, shows a failed reading, and unfollows keeping its ideas', async () => {
    const { app, backend } = await openContent(
      [],
      [makeFeed({ title: 'Broken blog', lastError: IM.feedUnreadable })],
    );
    await app.user.click(bank().getByRole('tab', { name: 'Feeds' }));
    expect(await bank().findByText(IM.feedUnreadable)).toBeInTheDocument();
    await fill(
      app.user,
      bank().getByRole('textbox', { name: 'Feed address (RSS or Atom)' }),
      'https://ops.example/atom.xml',
    );
    await app.user.click(bank().getByRole('button', { name: 'Follow feed' }));
    expect(await screen.findByText(IM.feedFollowed)).toBeInTheDocument();
    expect(await (await ideaList()).findByText('On-call without heroics')).toBeInTheDocument();

    await app.user.click(await bank().findByRole('button', { name: 'Unfollow Ops Weekly' }));
    expect(await screen.findByText(IM.feedUnfollowed)).toBeInTheDocument();
    await waitFor(() =>
      expect(bank().queryByRole('button', { name: 'Unfollow Ops Weekly' })).not.toBeInTheDocument(),
    );
    expect((await ideaList()).getByText('On-call without heroics')).toBeInTheDocument();
    expect(backend.feeds.map((feed) => feed.title)).toEqual(['Broken blog']);
  });

  it('deletes an idea', async () => {
    const { app, backend } = await openContent([makeIdea({ title: 'Not worth it' })]);
    await app.user.click(await bank().findByRole('button', { name: 'Delete idea “Not worth it”' }));
    expect(await screen.findByText(IM.ideaDeleted)).toBeInTheDocument();
    expect(await bank().findByText(IM.empty)).toBeInTheDocument();
    expect(backend.ideas).toEqual([]);
  });

  it('"Write a post" fills Generate with the idea and sends its id; the form can drop it', async () => {
    const { app } = await openContent([
      makeIdea({ id: 'idea-writing', title: 'Pairing juniors with on-call', notes: 'Two weeks' }),
    ]);
    const generations = captureGenerations(() => ({ content: 'A post.', provider: 'openai' }));
    await app.user.click(await bank().findByRole('button', { name: 'Write a post' }));
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue(
      'Pairing juniors with on-call',
    );
    expect(
      screen.getByText('Writing from your idea “Pairing juniors with on-call”.', { exact: false }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Generate Content' }));
    await waitFor(() => expect(generations.sent).toHaveLength(1));
    expect(generations.sent[0]).toMatchObject({
      topic: 'Pairing juniors with on-call',
      ideaId: 'idea-writing',
    });

    await app.user.click(screen.getByRole('button', { name: 'Write without it' }));
    await app.user.click(screen.getByRole('button', { name: 'Generate Content' }));
    await waitFor(() => expect(generations.sent).toHaveLength(2));
    expect(generations.sent[1]).not.toHaveProperty('ideaId');
  });
});

async function openContentFailingFirst(): Promise<{
  app: App;
  backend: ReturnType<typeof fakeIdeasServer>;
}> {
  server();
  fakeContentServer();
  const backend = fakeIdeasServer([makeIdea({ title: 'Back again' })]);
  backend.failNext('Ideas', graphQLError('Something went wrong', 'INTERNAL_SERVER_ERROR'));
  const app = await renderApp('/content', { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Content' });
  return { app, backend };
}
