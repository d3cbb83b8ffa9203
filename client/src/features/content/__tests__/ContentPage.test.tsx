import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import {
  CONFIRMATIONS,
  CONTENT_MESSAGES,
  ERRORS,
  INBOX_MESSAGES,
  SUCCESS,
  WRITER_MESSAGES,
} from '@postpilot/common';
import { graphQLError, makeUser, meReturns, type TestUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { fill } from '../../../../test/user';
import { server } from '../../../../test/server';
import { BUILT_IN_WRITER_NOTE, formatMoment } from '../contentForm';
import {
  AI_WRITER,
  captureGenerations,
  fakeContentServer,
  makePost,
  NEXT_SLOT,
  type TestPost,
} from './fakeContentServer';

type App = Awaited<ReturnType<typeof renderApp>>;

const storedUser = (overrides: Partial<TestUser> = {}) =>
  makeUser({
    isEmailVerified: true,
    hasCompletedOnboarding: true,
    jobTitle: 'Mathematician',
    company: 'Analytical Engines',
    ...overrides,
  });

const DEFAULT_INPUT = {
  topic: '',
  tone: 'professional',
  length: 'medium',
  includeHashtags: true,
  includeEmojis: false,
  customPrompt: '',
  keyPoints: '',
  variant: 0,
};

const GENERATED = 'Three lessons from shipping the engine.\n\nShip small. #Engineering #Leadership';

async function openContent(
  posts: TestPost[] = [],
  user: TestUser = storedUser(),
  { writer = AI_WRITER, route = '/content' } = {},
) {
  server.use(meReturns(user));
  const backend = fakeContentServer(posts, { writer });
  const app = await renderApp(route, { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Content' });
  return { app, backend };
}

const generateButton = () => screen.getByRole('button', { name: 'Generate Content' });
const postText = () => screen.getByRole('textbox', { name: 'Post text' });
const yourPosts = () => within(screen.getByRole('region', { name: 'Your Posts' }));
const generatedPanel = () => within(screen.getByRole('region', { name: 'Generated Content' }));
const postItems = () => yourPosts().getAllByRole('listitem');
/** The card of the post whose text contains `text`. */
const card = (text: string) => {
  const item = postItems().find((element) => element.textContent?.includes(text));
  if (!item) throw new Error(`No post card with "${text}"`);
  return within(item);
};

/** Matches the element whose whole text (across its children) is `text`. */
const flat = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text &&
  [...element.children].every((child) => child.textContent !== text);

async function replace(app: App, input: HTMLElement, text: string) {
  await app.user.clear(input);
  if (text) await app.user.paste(text);
}

async function choose(app: App, selectName: string, option: string) {
  await app.user.click(screen.getByRole('combobox', { name: selectName }));
  await app.user.click(screen.getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function generate(app: App) {
  await app.user.click(generateButton());
  await screen.findByText(SUCCESS.generated);
}

/** Waits until the first page of the list is on screen. */
async function listLoaded() {
  await waitFor(() =>
    expect(yourPosts().queryByRole('status', { name: 'Loading posts' })).not.toBeInTheDocument(),
  );
}

describe('ContentPage: generation', () => {
  it('generates with the default settings, showing progress while it writes', async () => {
    const { app } = await openContent();
    const generations = captureGenerations(() => ({ content: GENERATED, provider: 'composer' }), {
      hold: true,
    });

    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Professional');
    expect(screen.getByRole('combobox', { name: 'Length' })).toHaveTextContent(
      'Medium (3-4 paragraphs)',
    );
    expect(screen.getByRole('switch', { name: 'Include hashtags' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Include emojis' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveAttribute(
      'placeholder',
      'What do you want to post about?',
    );
    expect(screen.queryByRole('region', { name: 'Generated Content' })).not.toBeInTheDocument();

    await app.user.click(generateButton());
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Generating' })).toBeInTheDocument();
    // The rest of the page stays usable while it writes.
    expect(yourPosts().getByRole('button', { name: 'All' })).toBeEnabled();
    generations.release();

    expect(await screen.findByText(SUCCESS.generated)).toBeInTheDocument();
    expect(generations.sent).toEqual([DEFAULT_INPUT]);
    expect(generateButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar', { name: 'Generating' })).not.toBeInTheDocument();
    expect(postText()).toHaveValue(GENERATED);
    expect(generatedPanel().getByText('Written by: Built-in writer')).toHaveAccessibleDescription(
      WRITER_MESSAGES.builtInReason,
    );
  });

  it('sends changed settings, and says when the configured AI model wrote the post', async () => {
    const { app } = await openContent();
    const generations = captureGenerations(() => ({ content: 'A post', provider: 'openai' }));

    await fill(app.user, screen.getByRole('textbox', { name: 'Topic' }), '  Rust at work  ');
    await choose(app, 'Tone', 'Humorous');
    await choose(app, 'Length', 'Long (5+ paragraphs)');
    await app.user.click(screen.getByRole('switch', { name: 'Include hashtags' }));
    await app.user.click(screen.getByRole('switch', { name: 'Include emojis' }));
    await fill(
      app.user,
      screen.getByRole('textbox', { name: 'Custom instructions' }),
      'End with a question.',
    );
    await generate(app);

    expect(generations.sent).toEqual([
      {
        topic: 'Rust at work',
        tone: 'humorous',
        length: 'long',
        includeHashtags: false,
        includeEmojis: true,
        customPrompt: 'End with a question.',
        keyPoints: '',
        variant: 0,
      },
    ]);
    expect(generatedPanel().getByText('Written by: Your AI (gpt-4o-mini)')).toBeInTheDocument();
  });

  it('asks for the next take on Regenerate, and starts again at 0 when a setting changes', async () => {
    const { app } = await openContent();
    const generations = captureGenerations(({ input }) => ({
      content: `Take ${input.variant} in ${input.tone}`,
      provider: 'composer',
    }));

    await generate(app);
    expect(postText()).toHaveValue('Take 0 in professional');
    await app.user.click(generatedPanel().getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(postText()).toHaveValue('Take 1 in professional'));
    await app.user.click(generatedPanel().getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(postText()).toHaveValue('Take 2 in professional'));

    await choose(app, 'Tone', 'Casual');
    await app.user.click(generatedPanel().getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(postText()).toHaveValue('Take 0 in casual'));
    await app.user.click(generatedPanel().getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(postText()).toHaveValue('Take 1 in casual'));

    expect(generations.sent.map(({ tone, variant }) => [tone, variant])).toEqual([
      ['professional', 0],
      ['professional', 1],
      ['professional', 2],
      ['casual', 0],
      ['casual', 1],
    ]);
  });

  it("shows the server's message when generation fails, else the spec's fallback", async () => {
    const { app } = await openContent();
    captureGenerations(() =>
      graphQLError('Failed to generate content: the writer is busy', 'SERVICE_UNAVAILABLE'),
    );
    await app.user.click(generateButton());
    expect(
      await screen.findByText('Failed to generate content: the writer is busy'),
    ).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS.generated)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Generated Content' })).not.toBeInTheDocument();

    captureGenerations(() => HttpResponse.error());
    await app.user.click(generateButton());
    expect(await screen.findByText(ERRORS.generate)).toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  it('refuses a topic over 200 characters without asking the server', async () => {
    const { app } = await openContent();
    const generations = captureGenerations(() => ({ content: 'x', provider: 'composer' }));

    await fill(app.user, screen.getByRole('textbox', { name: 'Topic' }), 't'.repeat(201));
    await app.user.click(generateButton());

    expect(
      await screen.findByText('The topic can have at most 200 characters'),
    ).toBeInTheDocument();
    expect(generations.sent).toHaveLength(0);
  });
});

describe('ContentPage: key points', () => {
  const BUILT_IN = { ...AI_WRITER, provider: 'composer', source: 'builtin' };

  it('sends the points typed, one a line, and says what the built-in writer does with them', async () => {
    const { app } = await openContent([], storedUser(), { writer: BUILT_IN });
    const generations = captureGenerations(() => ({ content: GENERATED, provider: 'composer' }));
    const settings = within(screen.getByRole('region', { name: 'Generation Settings' }));
    expect(await settings.findByText(BUILT_IN_WRITER_NOTE)).toBeVisible();
    const points = screen.getByRole('textbox', { name: 'Key points' });
    expect(points).toHaveAttribute(
      'placeholder',
      'One point a line: what happened, what you learned, a number, an example',
    );

    await fill(app.user, screen.getByRole('textbox', { name: 'Topic' }), 'Swarm season');
    await fill(app.user, points, '  two swarms caught in May\none hive lost  ');
    expect(settings.getByText('Optional. 42 / 1,000')).toBeInTheDocument();
    await generate(app);

    expect(generations.sent).toEqual([
      {
        ...DEFAULT_INPUT,
        topic: 'Swarm season',
        keyPoints: 'two swarms caught in May\none hive lost',
      },
    ]);
  });

  it('refuses points over 1,000 characters without asking the server', async () => {
    const { app } = await openContent();
    const generations = captureGenerations(() => ({ content: 'x', provider: 'composer' }));
    await fill(app.user, screen.getByRole('textbox', { name: 'Key points' }), 'p'.repeat(1001));
    await app.user.click(generateButton());
    expect(await screen.findByText(CONTENT_MESSAGES.keyPointsTooLong)).toBeInTheDocument();
    expect(generations.sent).toHaveLength(0);
  });

  it('says nothing of the built-in writer when an AI writes', async () => {
    await openContent();
    await screen.findByRole('textbox', { name: 'Key points' });
    expect(screen.queryByText(BUILT_IN_WRITER_NOTE)).toBeNull();
  });
});

describe('ContentPage: the language of the writer', () => {
  const ENGLISH_ONLY = CONTENT_MESSAGES.builtInWriterLanguage('Español');
  const COMPOSER = {
    ...AI_WRITER,
    provider: 'composer',
    source: 'builtin',
    writesUserLanguage: false,
    notice: ENGLISH_ONLY,
  };

  it('says before generating that the built-in writer writes English only, and the refusal when asked', async () => {
    const { app } = await openContent([], storedUser({ language: 'es' }), { writer: COMPOSER });
    const settings = within(screen.getByRole('region', { name: 'Generation Settings' }));
    expect(await settings.findByText(ENGLISH_ONLY)).toBeVisible();
    captureGenerations(() => graphQLError(ENGLISH_ONLY, 'CONFLICT'));
    await app.user.click(generateButton());
    expect(await screen.findAllByText(ENGLISH_ONLY)).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Generated Content' })).not.toBeInTheDocument();
  });

  it("says nothing of the kind when the writer writes the user's language", async () => {
    const { app } = await openContent([], storedUser({ language: 'es' }));
    captureGenerations(() => ({ content: GENERATED, provider: 'openai' }));
    await generate(app);
    expect(screen.queryByText(/writes English only/)).toBeNull();
    expect(generatedPanel().getByRole('textbox', { name: 'Post text' })).toHaveValue(GENERATED);
  });
});

describe('ContentPage: the approval inbox', () => {
  it('shows the waiting posts above the rest; Approve all moves them in Your Posts too', async () => {
    const { app, backend } = await openContent([
      makePost({ content: 'Proposed one', status: 'pending_approval', scheduledTime: NEXT_SLOT }),
      makePost({ content: 'A draft' }),
    ]);
    const inbox = within(await screen.findByRole('region', { name: 'Waiting for your approval' }));
    expect(inbox.getByText('Proposed one')).toBeVisible();
    expect(inbox.queryByText('A draft')).toBeNull();
    await listLoaded();
    expect(card('Proposed one').getByText('Pending Approval')).toBeVisible();

    await app.user.click(inbox.getByRole('button', { name: 'Approve all (1)' }));
    expect(await screen.findByText(INBOX_MESSAGES.approvedAll(1))).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Waiting for your approval' })).toBeNull(),
    );
    // The list below was asked again: the post is scheduled there.
    expect(await card('Proposed one').findByText('Scheduled')).toBeVisible();
    expect(backend.sent('ApproveAllPosts')).toHaveLength(1);
  });
});

describe('ContentPage: the generated post', () => {
  it.each([
    ['Save as Draft', 'draft', SUCCESS.draft, 'Draft'],
    ['Save for Approval', 'pending_approval', SUCCESS.approval, 'Pending Approval'],
  ])('%s saves the edited text with status %s', async (button, status, toast, chip) => {
    const { app, backend } = await openContent();
    captureGenerations(() => ({ content: GENERATED, provider: 'composer' }));
    await listLoaded();
    expect(yourPosts().getByText('No posts yet')).toBeInTheDocument();
    await generate(app);

    await replace(app, postText(), 'My own words, kept. #Craft');
    await app.user.click(generatedPanel().getByRole('button', { name: button }));

    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(backend.sent('CreatePost')).toEqual([
      { input: { content: 'My own words, kept. #Craft', status, tone: 'professional' } },
    ]);
    // The panel clears; the post heads the list.
    expect(screen.queryByRole('region', { name: 'Generated Content' })).not.toBeInTheDocument();
    expect(await yourPosts().findByText('My own words, kept. #Craft')).toBeInTheDocument();
    expect(card('My own words').getByText(chip)).toBeInTheDocument();
  });

  it('saves the tone the post was generated in, not one chosen since', async () => {
    const { app, backend } = await openContent();
    captureGenerations(({ input }) => ({ content: `A ${input.tone} post`, provider: 'composer' }));

    await choose(app, 'Tone', 'Humorous');
    await generate(app);
    await choose(app, 'Tone', 'Educational');
    await app.user.click(generatedPanel().getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(SUCCESS.draft)).toBeInTheDocument();

    // Regenerating takes the form's tone, and the next save says so.
    await app.user.click(generateButton());
    await waitFor(() => expect(postText()).toHaveValue('A educational post'));
    await app.user.click(generatedPanel().getByRole('button', { name: 'Save for Approval' }));
    expect(await screen.findByText(SUCCESS.approval)).toBeInTheDocument();

    expect(backend.sent('CreatePost')).toEqual([
      { input: { content: 'A humorous post', status: 'draft', tone: 'humorous' } },
      { input: { content: 'A educational post', status: 'pending_approval', tone: 'educational' } },
    ]);
  });

  it('keeps the text when saving fails, with the spec fallback', async () => {
    const { app, backend } = await openContent();
    captureGenerations(() => ({ content: GENERATED, provider: 'composer' }));
    await generate(app);
    backend.fail('CreatePost', HttpResponse.error());

    await app.user.click(generatedPanel().getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByText(ERRORS.savePost)).toBeInTheDocument();
    expect(postText()).toHaveValue(GENERATED);
  });
});

describe('ContentPage: Your Posts', () => {
  const seven = () =>
    Array.from({ length: 7 }, (_, i) => makePost({ content: `Story ${i + 1}` })).reverse();

  it('lists the newest 5, and Show all loads the rest', async () => {
    const { app, backend } = await openContent(seven());
    await listLoaded();

    expect(postItems().map((item) => within(item).getByText(/^Story/).textContent)).toEqual([
      'Story 7',
      'Story 6',
      'Story 5',
      'Story 4',
      'Story 3',
    ]);
    expect(backend.sent('Posts')).toEqual([{ limit: 5, offset: 0, status: null }]);

    await app.user.click(yourPosts().getByRole('button', { name: 'Show all (7)' }));
    await waitFor(() => expect(postItems()).toHaveLength(7));
    expect(yourPosts().getByText('Story 1')).toBeInTheDocument();
    expect(backend.sent('Posts')[1]).toEqual({ limit: 100, offset: 0, status: null });
    expect(yourPosts().queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();

    await app.user.click(yourPosts().getByRole('button', { name: 'Show fewer' }));
    await waitFor(() => expect(postItems()).toHaveLength(5));
  });

  it('shows skeletons while loading, then No posts yet for a new user', async () => {
    server.use(meReturns(storedUser()));
    const backend = fakeContentServer();
    const release = backend.hold('Posts');
    await renderApp('/content', { token: 'jwt' });
    await screen.findByRole('heading', { level: 1, name: 'Content' });
    expect(yourPosts().getByRole('status', { name: 'Loading posts' })).toBeInTheDocument();
    expect(yourPosts().queryByText('No posts yet')).not.toBeInTheDocument();
    release();
    expect(await yourPosts().findByText('No posts yet')).toBeInTheDocument();
    expect(yourPosts().getByText(/Generate your first post/)).toBeInTheDocument();
  });

  it('says Failed to load posts, and Retry loads them', async () => {
    server.use(meReturns(storedUser()));
    const backend = fakeContentServer([makePost({ content: 'Survivor' })]);
    backend.fail('Posts', graphQLError('Database unavailable', 'INTERNAL_SERVER_ERROR'));
    const app = await renderApp('/content', { token: 'jwt' });

    expect(await screen.findByText(ERRORS.loadPosts)).toBeInTheDocument();
    expect(screen.queryByText('Survivor')).not.toBeInTheDocument();
    await app.user.click(yourPosts().getByRole('button', { name: 'Retry' }));

    expect(await yourPosts().findByText('Survivor')).toBeInTheDocument();
    expect(screen.queryByText(ERRORS.loadPosts)).not.toBeInTheDocument();
    expect(backend.sent('Posts')).toHaveLength(2);
  });

  it('filters by status', async () => {
    const { app, backend } = await openContent([
      makePost({ content: 'A draft' }),
      makePost({ content: 'Awaiting', status: 'pending_approval' }),
    ]);
    await listLoaded();

    await app.user.click(yourPosts().getByRole('button', { name: 'Pending Approval' }));
    await waitFor(() => expect(yourPosts().queryByText('A draft')).not.toBeInTheDocument());
    expect(yourPosts().getByText('Awaiting')).toBeInTheDocument();
    expect(backend.sent('Posts').at(-1)).toEqual({
      limit: 5,
      offset: 0,
      status: 'pending_approval',
    });
    expect(yourPosts().getByRole('button', { name: 'Pending Approval' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await app.user.click(yourPosts().getByRole('button', { name: 'Published' }));
    expect(await yourPosts().findByText('No posts with this status')).toBeInTheDocument();
    // The filter is kept in the address, and All takes it out.
    expect(app.router.state.location.search).toBe('?status=published');
    await app.user.click(yourPosts().getByRole('button', { name: 'All' }));
    expect(await yourPosts().findByText('A draft')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('');
  });

  it("opens with the filter a link names (a notification's), and ignores one it does not know", async () => {
    const posts = [
      makePost({ content: 'A draft' }),
      makePost({ content: 'Broke', status: 'failed', lastError: 'LinkedIn said 500' }),
    ];
    const { backend } = await openContent(posts, storedUser(), { route: '/content?status=failed' });
    expect(await yourPosts().findByText('Broke')).toBeInTheDocument();
    expect(yourPosts().queryByText('A draft')).not.toBeInTheDocument();
    expect(backend.sent('Posts')).toEqual([{ limit: 5, offset: 0, status: 'failed' }]);
    expect(yourPosts().getByRole('button', { name: 'Failed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows every post for a status it does not know', async () => {
    const { backend } = await openContent([makePost({ content: 'A draft' })], storedUser(), {
      route: '/content?status=everything',
    });
    expect(await yourPosts().findByText('A draft')).toBeInTheDocument();
    expect(backend.sent('Posts')).toEqual([{ limit: 5, offset: 0, status: null }]);
    expect(yourPosts().getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('edits a post inline and saves it', async () => {
    const { app, backend } = await openContent([makePost({ content: 'Old words' })]);
    await listLoaded();

    await app.user.click(card('Old words').getByRole('button', { name: 'Edit' }));
    const editor = yourPosts().getByRole('textbox', { name: 'Post text' });
    expect(editor).toHaveValue('Old words');
    expect(yourPosts().getByText('9 / 3,000')).toBeInTheDocument();
    await replace(app, editor, 'New words');
    await app.user.click(yourPosts().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SUCCESS.postUpdated)).toBeInTheDocument();
    expect(backend.sent('UpdatePost')).toEqual([
      { id: backend.posts[0].id, input: { content: 'New words' } },
    ]);
    expect(await yourPosts().findByText('New words')).toBeInTheDocument();
    expect(yourPosts().queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of an edit, and keeps editing", async () => {
    const { app, backend } = await openContent([makePost({ content: 'Keep me' })]);
    await listLoaded();

    backend.fail(
      'UpdatePost',
      graphQLError(
        'A post that is being published or has been published can no longer be edited',
        'CONFLICT',
      ),
    );
    await app.user.click(card('Keep me').getByRole('button', { name: 'Edit' }));
    await replace(app, yourPosts().getByRole('textbox', { name: 'Post text' }), 'Changed');
    await app.user.click(yourPosts().getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'A post that is being published or has been published can no longer be edited',
      ),
    ).toBeInTheDocument();
    // Still editing, nothing lost.
    expect(yourPosts().getByRole('textbox', { name: 'Post text' })).toHaveValue('Changed');
    expect(backend.sent('UpdatePost')).toHaveLength(1);
  });

  it('schedules drafts only, into the next free slot, and shows when', async () => {
    const { app, backend } = await openContent([
      makePost({ content: 'Ready draft' }),
      makePost({ content: 'Awaiting', status: 'pending_approval' }),
      makePost({ content: 'Queued', status: 'scheduled', scheduledTime: NEXT_SLOT }),
    ]);
    await listLoaded();

    expect(card('Awaiting').queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(card('Queued').queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    const draftId = backend.posts[0].id;
    await app.user.click(card('Ready draft').getByRole('button', { name: 'Schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule post' }));
    expect(await dialog.findByRole('radio', { name: /^Next free slot/ })).toBeChecked();
    await app.user.click(dialog.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText(SUCCESS.postScheduled)).toBeInTheDocument();
    expect(backend.sent('SchedulePost')).toEqual([{ id: draftId }]);
    await waitFor(() => expect(card('Ready draft').getByText('Scheduled')).toBeInTheDocument());
    expect(
      card('Ready draft').getByText(flat(`Scheduled for ${formatMoment(NEXT_SLOT)}`)),
    ).toBeVisible();
  });

  it('takes a scheduled draft out of the Drafts list with the answer, before the list is fetched again', async () => {
    const { app } = await openContent([
      makePost({ content: 'First draft' }),
      makePost({ content: 'Second draft' }),
      makePost({ content: 'Awaiting', status: 'pending_approval' }),
    ]);
    await listLoaded();
    await app.user.click(yourPosts().getByRole('button', { name: 'Drafts' }));
    await waitFor(() => expect(yourPosts().queryByText('Awaiting')).not.toBeInTheDocument());
    // From now on the lists never answer: what changes comes from the scheduling's answer.
    server.use(graphql.query('Posts', () => new Promise<never>(() => undefined)));

    await app.user.click(card('First draft').getByRole('button', { name: 'Schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule post' }));
    await app.user.click(await dialog.findByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText(SUCCESS.postScheduled)).toBeInTheDocument();
    await waitFor(() => expect(yourPosts().queryByText('First draft')).not.toBeInTheDocument());
    expect(yourPosts().getByText('Second draft')).toBeVisible();
  });

  it("shows the server's message when scheduling fails, else the fallback", async () => {
    const { app, backend } = await openContent([makePost({ content: 'Ready draft' })]);
    await listLoaded();

    backend.fail('SchedulePost', graphQLError('Your schedule has no posting slots', 'CONFLICT'));
    await app.user.click(card('Ready draft').getByRole('button', { name: 'Schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule post' }));
    await app.user.click(await dialog.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Your schedule has no posting slots')).toBeInTheDocument();

    // The dialog stays open after a failure, for another try.
    backend.fail('SchedulePost', HttpResponse.error());
    await app.user.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(ERRORS.schedulePost)).toBeInTheDocument();
    expect(card('Ready draft').getByText('Draft')).toBeInTheDocument();
  });

  it('approves a post waiting for approval, which is then scheduled', async () => {
    const { app, backend } = await openContent([
      makePost({ content: 'Awaiting', status: 'pending_approval' }),
    ]);
    await listLoaded();
    const id = backend.posts[0].id;

    await app.user.click(card('Awaiting').getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(SUCCESS.postScheduled)).toBeInTheDocument();
    expect(backend.sent('ApprovePost')).toEqual([{ id }]);
    await waitFor(() => expect(card('Awaiting').getByText('Scheduled')).toBeInTheDocument());
    expect(card('Awaiting').queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(card('Awaiting').getByRole('button', { name: 'Unschedule' })).toBeInTheDocument();
  });

  it('takes a post waiting for approval, or a scheduled one, back to draft', async () => {
    const { app, backend } = await openContent([
      makePost({ content: 'Awaiting', status: 'pending_approval' }),
      makePost({ content: 'Queued', status: 'scheduled', scheduledTime: NEXT_SLOT }),
    ]);
    await listLoaded();
    const [awaiting, queued] = backend.posts.map((post) => post.id);

    await app.user.click(card('Awaiting').getByRole('button', { name: 'Back to draft' }));
    await waitFor(() => expect(card('Awaiting').getByText('Draft')).toBeInTheDocument());
    expect(card('Awaiting').getByRole('button', { name: 'Schedule' })).toBeInTheDocument();

    await app.user.click(card('Queued').getByRole('button', { name: 'Unschedule' }));
    await waitFor(() => expect(card('Queued').getByText('Draft')).toBeInTheDocument());
    expect(card('Queued').queryByText(/Scheduled for/)).not.toBeInTheDocument();

    expect(backend.sent('ReturnPostToDraft')).toEqual([{ id: awaiting }, { id: queued }]);
    expect(backend.statusOf(queued)).toBe('draft');
  });

  it('deletes a post once confirmed, and lists the rest', async () => {
    const { app, backend } = await openContent([
      makePost({ content: 'Goner' }),
      makePost({ content: 'Stayer' }),
    ]);
    await listLoaded();
    const goner = backend.posts[0].id;

    await app.user.click(card('Goner').getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(CONFIRMATIONS.deletePost)).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(SUCCESS.postDeleted)).toBeInTheDocument();
    expect(backend.sent('DeletePost')).toEqual([{ id: goner }]);
    await waitFor(() => expect(yourPosts().queryByText('Goner')).not.toBeInTheDocument());
    expect(yourPosts().getByText('Stayer')).toBeInTheDocument();
  });

  it('keeps a filtered page seen before current after a change', async () => {
    const { app } = await openContent([
      makePost({ content: 'Goner' }),
      makePost({ content: 'Awaiting', status: 'pending_approval' }),
    ]);
    await listLoaded();
    await app.user.click(yourPosts().getByRole('button', { name: 'Drafts' }));
    await waitFor(() => expect(yourPosts().queryByText('Awaiting')).not.toBeInTheDocument());
    await app.user.click(yourPosts().getByRole('button', { name: 'All' }));
    await yourPosts().findByText('Awaiting');

    await app.user.click(card('Goner').getByRole('button', { name: 'Delete' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText(SUCCESS.postDeleted);
    await waitFor(() => expect(yourPosts().queryByText('Goner')).not.toBeInTheDocument());

    await app.user.click(yourPosts().getByRole('button', { name: 'Drafts' }));
    expect(await yourPosts().findByText('No posts with this status')).toBeInTheDocument();
  });

  it("shows the server's message when a deletion is refused", async () => {
    const { app, backend } = await openContent([makePost({ content: 'Busy one' })]);
    await listLoaded();
    backend.fail(
      'DeletePost',
      graphQLError('This post is being published right now; try again in a moment', 'CONFLICT'),
    );

    await app.user.click(card('Busy one').getByRole('button', { name: 'Delete' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(
      await screen.findByText('This post is being published right now; try again in a moment'),
    ).toBeInTheDocument();
    // The dialog closes, and the post stays.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(yourPosts().getByText('Busy one')).toBeInTheDocument();
  });
});
