import { useState } from 'react';
import { screen, within } from '@testing-library/react';
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
import { FEWER_HOOKS, readingTime, withFirstLine } from '../contentForm';

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
    expect(screen.queryByText(FEWER_HOOKS)).not.toBeInTheDocument();
    expect(asked).toEqual([{ input: { content: POST, tone: 'casual' } }]);

    await view.user.click(list.getByText('40% of our cloud bill was paying for nothing.'));
    expect(editor()).toHaveValue(
      withFirstLine(POST, '40% of our cloud bill was paying for nothing.'),
    );
    expect(screen.queryByRole('list', { name: 'Pick a first line' })).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(editor()).toHaveValue(POST);
  });

  it('says when the post held material for fewer first lines', async () => {
    server.use(
      graphql.mutation(SuggestHooksDocument, () =>
        HttpResponse.json({ data: { suggestHooks: ['How did we cut our cloud bill by 40%?'] } }),
      ),
    );
    const view = renderComponent(<Editor initial={POST} />);
    await view.user.click(screen.getByRole('button', { name: 'Suggest hooks' }));
    await screen.findByRole('list', { name: 'Pick a first line' });
    expect(screen.getByText(FEWER_HOOKS)).toBeInTheDocument();
  });

  it('shows what Fix grammar changed, rule by rule, and only Accept puts it in the text', async () => {
    const WRONG = 'We learns a lot. There talks was usefull.';
    const FIXED = 'We learn a lot. Their talks was useful.';
    const asked: RewritePostMutationVariables[] = [];
    server.use(
      graphql.mutation(RewritePostDocument, ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            rewritePost: {
              content: FIXED,
              question: null,
              changes: [
                {
                  rule: 'Agreement',
                  message:
                    'The form of the verb must agree in grammatical number with the pronoun.',
                  before: 'learns',
                  after: 'learn',
                },
                {
                  rule: 'Grammar',
                  message: 'Did you mean “their”?',
                  before: 'There',
                  after: 'Their',
                },
                {
                  rule: 'Spelling',
                  message: 'Did you mean to spell “usefull” this way?',
                  before: 'usefull',
                  after: 'useful',
                },
              ],
            },
          },
        });
      }),
    );
    const view = renderComponent(<Editor initial={WRONG} />);

    await view.user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Fix grammar' }));
    const review = within(
      await screen.findByRole('region', { name: 'Fix grammar: 3 changes to review' }),
    );
    expect(asked).toEqual([{ input: { content: WRONG, tone: 'casual', action: 'grammar' } }]);
    const changes = review.getAllByRole('listitem');
    expect(changes).toHaveLength(3);
    expect(changes[1]).toHaveTextContent('GrammarThere→TheirDid you mean “their”?');
    expect(review.getByText('There').tagName).toBe('DEL');
    expect(review.getByText('Their').tagName).toBe('INS');
    expect(review.getByText(/does not check facts or style/)).toBeInTheDocument();
    // Nothing replaces the user's text before Accept.
    expect(editor()).toHaveValue(WRONG);

    await view.user.click(review.getByRole('button', { name: 'Accept' }));
    expect(editor()).toHaveValue(FIXED);
    expect(screen.queryByRole('region', { name: /to review/ })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(editor()).toHaveValue(WRONG);
  });

  it("Discard keeps the user's text; a model's rewrite shows as a word difference", async () => {
    const shorter = 'We cut our cloud bill by 40%.\n\nWhat would you switch off first?';
    server.use(
      graphql.mutation(RewritePostDocument, () =>
        HttpResponse.json({
          data: { rewritePost: { content: shorter, changes: [], question: null } },
        }),
      ),
    );
    const view = renderComponent(<Editor initial={POST} />);

    await view.user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'Shorter' }));
    const review = within(
      await screen.findByRole('region', { name: 'Shorter: the changes to review' }),
    );
    const difference = review.getByLabelText('Difference');
    expect(within(difference).getByText('last quarter', { exact: false }).tagName).toBe('DEL');
    expect(difference).toHaveTextContent(
      /We cut our cloud bill by 40%.*What would you switch off first\?/s,
    );

    await view.user.click(review.getByRole('button', { name: 'Discard' }));
    expect(editor()).toHaveValue(POST);
    expect(screen.queryByRole('region', { name: /to review/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it("asks More personal's question and sends the detail back to be woven in", async () => {
    const QUESTION =
      'What happened to you that shows this? Add a moment, a number or a result of your own, and it will be woven in.';
    const DETAIL = 'I found 31 staging servers running all weekend';
    const WOVEN = `${POST.split('\n')[0]}\n\n${DETAIL}.\n\n${POST.split('\n').slice(2).join('\n')}`;
    const asked: RewritePostMutationVariables[] = [];
    server.use(
      graphql.mutation(RewritePostDocument, ({ variables }) => {
        asked.push(variables);
        const { detail } = variables.input;
        return HttpResponse.json({
          data: {
            rewritePost: detail
              ? {
                  content: WOVEN,
                  question: null,
                  changes: [
                    {
                      rule: 'Personal detail',
                      message: 'Your detail, after the opening line',
                      before: '',
                      after: `${DETAIL}.`,
                    },
                  ],
                }
              : { content: POST, question: QUESTION, changes: [] },
          },
        });
      }),
    );
    const view = renderComponent(<Editor initial={POST} />);

    await view.user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await view.user.click(screen.getByRole('menuitem', { name: 'More personal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make it more personal' }));
    expect(dialog.getByText(QUESTION)).toBeInTheDocument();
    const field = dialog.getByRole('textbox', { name: 'Your detail' });
    await view.user.type(field, 'x'.repeat(501));
    expect(dialog.getByText('The detail can have at most 500 characters')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Weave it in' })).toBeDisabled();
    await view.user.clear(field);
    await view.user.type(field, DETAIL);
    await view.user.click(dialog.getByRole('button', { name: 'Weave it in' }));

    const review = within(
      await screen.findByRole('region', { name: 'More personal: 1 change to review' }),
    );
    expect(asked.map(({ input }) => input.detail)).toEqual([undefined, DETAIL]);
    expect(review.getByText(`${DETAIL}.`).tagName).toBe('INS');
    expect(editor()).toHaveValue(POST);
    await view.user.click(review.getByRole('button', { name: 'Accept' }));
    expect(editor()).toHaveValue(WOVEN);
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
