import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { FIRST_COMMENT_MAX_LENGTH, MEDIA_MESSAGES } from '@postpilot/common';
import {
  PostsDocument,
  SetPostAttachmentDocument,
  SetPostFirstCommentDocument,
  type SetPostAttachmentMutationVariables,
  type SetPostFirstCommentMutationVariables,
} from '../../../../gql/graphql';
import { server } from '../../../../../test/server';
import { graphQLError } from '../../../../../test/fixtures';
import { renderComponent } from '../../../../../test/renderComponent';
import { PostCard } from '../../components/PostCard';
import type { PostActions } from '../../usePostActions';
import { makePost, type TestPost } from '../../__tests__/fakeContentServer';
import { makeMedia } from './fakeMedia';

const actions = (): PostActions => ({
  update: jest.fn(async () => true),
  schedule: jest.fn(async () => true),
  approve: jest.fn(async () => true),
  returnToDraft: jest.fn(async () => true),
  remove: jest.fn(async () => true),
});

const renderCards = (posts: TestPost[]) =>
  renderComponent(
    <ul>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} actions={actions()} />
      ))}
    </ul>,
  );

const cardOf = (text: string) =>
  within(screen.getAllByRole('listitem').find((item) => item.textContent?.includes(text))!);

/** The mutations of an existing post's extras, answering the post changed; the lists refetch empty. */
function fakeExtras(post: TestPost) {
  const attachments: SetPostAttachmentMutationVariables[] = [];
  const comments: SetPostFirstCommentMutationVariables[] = [];
  server.use(
    graphql.query(PostsDocument, () =>
      HttpResponse.json({ data: { posts: { totalCount: 0, hasMore: false, posts: [] } } }),
    ),
    graphql.mutation(SetPostAttachmentDocument, ({ variables }) => {
      attachments.push(variables);
      return HttpResponse.json({ data: { setPostAttachment: post } });
    }),
    graphql.mutation(SetPostFirstCommentDocument, ({ variables }) => {
      comments.push(variables);
      if (variables.firstComment && variables.firstComment.includes('spam')) {
        return graphQLError('Please check the fields', 'BAD_USER_INPUT', {
          errors: [{ field: 'firstComment', message: 'That comment was refused' }],
        });
      }
      return HttpResponse.json({
        data: {
          setPostFirstComment: {
            ...post,
            firstComment: variables.firstComment ?? null,
            firstCommentStatus: 'pending',
          },
        },
      });
    }),
  );
  return { attachments, comments };
}

describe('a post card with an attachment and a first comment', () => {
  it('sums up the attachment and says what became of the first comment', () => {
    const deck = makeMedia({ kind: 'document', pages: 12 });
    renderCards([
      makePost({
        content: 'Three pictures',
        attachment: {
          kind: 'images',
          images: [1, 2, 3].map((n) => ({ altText: `Alt ${n}`, media: makeMedia() })),
          document: null,
          link: null,
          poll: null,
        },
        firstComment: 'https://example.com',
        firstCommentStatus: 'pending',
      }),
      makePost({
        content: 'A deck',
        status: 'published',
        publishedAt: '2026-01-02T10:00:00.000Z',
        attachment: {
          kind: 'document',
          images: [],
          document: { title: 'Deck', media: deck },
          link: null,
          poll: null,
        },
        firstComment: 'Read more below',
        firstCommentStatus: 'posted',
      }),
      makePost({
        content: 'A link',
        status: 'published',
        publishedAt: '2026-01-02T11:00:00.000Z',
        attachment: {
          kind: 'link',
          images: [],
          document: null,
          link: {
            url: 'https://www.example.org/a',
            title: 'A',
            description: null,
            thumbnail: null,
          },
          poll: null,
        },
        firstComment: 'Thoughts?',
        firstCommentStatus: 'failed',
        firstCommentError: MEDIA_MESSAGES.firstCommentRefused,
      }),
      makePost({
        content: 'A poll',
        attachment: {
          kind: 'poll',
          images: [],
          document: null,
          link: null,
          poll: { question: 'Q?', options: ['A', 'B'], duration: 'one_day' },
        },
      }),
    ]);
    expect(cardOf('Three pictures').getByTestId('attachment-summary')).toHaveTextContent(
      '3 images',
    );
    expect(
      cardOf('Three pictures').getByText(MEDIA_MESSAGES.firstCommentPending),
    ).toBeInTheDocument();
    expect(cardOf('A deck').getByTestId('attachment-summary')).toHaveTextContent(
      'Document · 12 pages',
    );
    expect(cardOf('A deck').getByText(MEDIA_MESSAGES.firstCommentPosted)).toBeInTheDocument();
    expect(cardOf('A link').getByTestId('attachment-summary')).toHaveTextContent('example.org');
    expect(cardOf('A link').getByRole('alert')).toHaveTextContent(
      MEDIA_MESSAGES.firstCommentRefused,
    );
    expect(cardOf('A poll').getByTestId('attachment-summary')).toHaveTextContent('Poll');
    expect(cardOf('A poll').queryByTestId('first-comment-status')).not.toBeInTheDocument();
  });

  it('saves a first comment on an existing post, refusing one over 1,250 characters', async () => {
    const post = makePost({ content: 'Our new guide is out.' });
    const sent = fakeExtras(post);
    const view = renderCards([post]);

    await view.user.click(screen.getByRole('button', { name: 'Edit' }));
    const comment = screen.getByRole('textbox', { name: 'First comment' });
    expect(comment).toHaveAccessibleDescription(
      expect.stringContaining(MEDIA_MESSAGES.firstCommentHelp),
    );

    await view.user.click(comment);
    await view.user.paste('x'.repeat(FIRST_COMMENT_MAX_LENGTH + 1));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(comment).toHaveAccessibleDescription(
      expect.stringContaining(MEDIA_MESSAGES.firstCommentTooLong),
    );
    expect(sent.comments).toEqual([]);

    await view.user.clear(comment);
    await view.user.paste('spam link');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(comment).toHaveAccessibleDescription(
        expect.stringContaining('That comment was refused'),
      ),
    );

    await view.user.clear(comment);
    await view.user.paste('The guide: https://example.com/guide');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'First comment' })).not.toBeInTheDocument(),
    );
    expect(sent.comments.at(-1)).toEqual({
      id: post.id,
      firstComment: 'The guide: https://example.com/guide',
    });
    expect(sent.attachments).toEqual([]);
  });

  it('removes an existing attachment with setPostAttachment(null)', async () => {
    const post = makePost({
      content: 'With a poll',
      attachment: {
        kind: 'poll',
        images: [],
        document: null,
        link: null,
        poll: { question: 'Coffee or tea?', options: ['Coffee', 'Tea'], duration: 'one_day' },
      },
    });
    const sent = fakeExtras(post);
    const view = renderCards([post]);

    await view.user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Poll question' })).toHaveValue('Coffee or tea?');
    await view.user.click(screen.getByRole('button', { name: 'Remove poll' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.attachments).toEqual([{ id: post.id, attachment: null }]));
    expect(sent.comments).toEqual([]);
  });
});
