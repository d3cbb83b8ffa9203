import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import {
  RewritePostDocument,
  SuggestHooksDocument,
  type RewritePostMutationVariables,
  type SuggestHooksMutationVariables,
} from '../../../gql/graphql';
import { server } from '../../../../test/server';
import { renderComponent } from '../../../../test/renderComponent';
import { PostEditor } from '../components/PostEditor';
import { readingTime, withFirstLine } from '../contentForm';

const POST = [
  'We cut our cloud bill by 40% last quarter.',
  '',
  'The biggest saving came from turning off idle staging environments at night.',
  '',
  'What would you switch off first?',
].join('\n');

function Editor({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return <PostEditor id="post" value={text} onChange={setText} tone="casual" />;
}

const editor = () => screen.getByRole('textbox', { name: 'Post text' });

describe('PostEditor', () => {
  it('offers three first lines from the writer and puts the chosen one in place of the first', async () => {
    const asked: SuggestHooksMutationVariables[] = [];
    server.use(
      graphql.mutation(SuggestHooksDocument, ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            suggestHooks: [
              'What does an idle staging server cost you?',
              '40% of our cloud bill was paying for nothing.',
              'Last quarter I went hunting for waste in our cloud bill.',
            ],
          },
        });
      }),
    );
    const view = renderComponent(<Editor initial={POST} />);

    await view.user.click(screen.getByRole('button', { name: 'Suggest hooks' }));
    const list = within(await screen.findByRole('list', { name: 'Pick a first line' }));
    expect(list.getAllByRole('button')).toHaveLength(3);
    expect(asked).toEqual([{ input: { content: POST, tone: 'casual' } }]);

    await view.user.click(list.getByText('40% of our cloud bill was paying for nothing.'));
    expect(editor()).toHaveValue(
      withFirstLine(POST, '40% of our cloud bill was paying for nothing.'),
    );
    expect(screen.queryByRole('list', { name: 'Pick a first line' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(editor()).toHaveValue(POST);
  });

  it('rewrites the text as asked, undoably until the user types', async () => {
    const asked: RewritePostMutationVariables[] = [];
    server.use(
      graphql.mutation(RewritePostDocument, ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            rewritePost: {
              content: 'We cut our cloud bill by 40%.\n\nWhat would you switch off first?',
            },
          },
        });
      }),
    );
    const view = renderComponent(<Editor initial={POST} />);

    await view.user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Shorter' }));
    const shorter = 'We cut our cloud bill by 40%.\n\nWhat would you switch off first?';
    await waitFor(() => expect(editor()).toHaveValue(shorter));
    expect(asked).toEqual([{ input: { content: POST, tone: 'casual', action: 'shorter' } }]);

    await view.user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(editor()).toHaveValue(POST);

    await view.user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Fix grammar' }));
    await waitFor(() => expect(editor()).toHaveValue(shorter));
    await view.user.type(editor(), ' Thanks!');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('says what the writer could not do, and leaves the text as it was', async () => {
    server.use(
      graphql.mutation(RewritePostDocument, () =>
        HttpResponse.json({
          errors: [
            {
              message: 'The AI service refused the API key',
              extensions: { code: 'SERVICE_UNAVAILABLE' },
            },
          ],
        }),
      ),
    );
    const view = renderComponent(<Editor initial={POST} />);

    await view.user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Punchier' }));
    expect(await screen.findByText('The AI service refused the API key')).toBeInTheDocument();
    expect(editor()).toHaveValue(POST);
  });

  it('shows the reading time and where the feed folds, and holds its help for an empty text', async () => {
    const view = renderComponent(<Editor initial={POST} />);
    expect(screen.getByText(`${readingTime(POST)} ·`, { exact: false })).toBeInTheDocument();
    expect(
      screen.getByText('The feed shows the first 120 characters, then “…see more”.'),
    ).toBeInTheDocument();

    await view.user.clear(editor());
    await view.user.type(editor(), 'One line.');
    expect(
      screen.getByText('All of it shows in the feed, without “…see more”.'),
    ).toBeInTheDocument();

    await view.user.clear(editor());
    expect(screen.getByRole('button', { name: 'Suggest hooks' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rewrite' })).toBeDisabled();
  });
});

describe('readingTime', () => {
  it('counts words at a feed reader’s pace', () => {
    expect(readingTime('')).toBe('');
    expect(readingTime('Three short words')).toBe('5 sec read');
    expect(readingTime('word '.repeat(230))).toBe('1 min read');
    expect(readingTime('word '.repeat(600))).toBe('3 min read');
  });
});
