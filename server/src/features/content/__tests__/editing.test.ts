import { CONTENT_MESSAGES as CM, HOOK_SUGGESTIONS } from '@postpilot/common';
import type { TestApp } from '../../../../test/support/app';
import { registerUser, type RegisteredUser } from '../../../../test/support/factories';
import { startAppWithWriter } from '../../../../test/support/generate-worker';
import { TOO_LITTLE_FOR_HOOKS } from '../editing/hooks';
import { PERSONAL_QUESTION } from '../editing/personal';

/** The editing tools through the API, on the worker, with nothing configured (the built-in writer). */
let app: TestApp;
let stop: () => Promise<void>;
beforeAll(
  async () => ({ app, stop } = await startAppWithWriter({ GENERATION_TIMEOUT_MS: '30000' })),
);
afterAll(() => stop());

const REWRITE = `mutation ($input: RewritePostInput!) {
  rewritePost(input: $input) { content provider question changes { rule message before after } }
}`;
const HOOKS = `mutation ($input: AssistInput!) { suggestHooks(input: $input) }`;

async function onboard(user: RegisteredUser, personalContext: string) {
  await app
    .http()
    .post('/api/user/onboarding')
    .set('Authorization', `Bearer ${user.token}`)
    .send({
      contentNiches: ['Leadership'],
      personalContext,
      targetAudience: 'Professional network and industry peers',
      timezone: 'Europe/Paris',
      tone: 'professional',
      autoPostEnabled: false,
    })
    .expect(200);
}

describe('rewritePost with the built-in writer', () => {
  it('fixes grammar offline and lists each change with its rule', async () => {
    const user = await registerUser(app);
    const content =
      'Me and him has went to the conference yesterday and we learns a lot. There talks was very usefull and definately worth it.';
    const res = await app.graphql(REWRITE, { input: { content, action: 'grammar' } }, user.token);
    expect(res.errors).toBeUndefined();
    const answer = (res.data as { rewritePost: Record<string, unknown> }).rewritePost;
    expect(answer).toMatchObject({
      provider: 'composer',
      question: null,
      content:
        'Me and him has gone to the conference yesterday and we learn a lot. Their talks was very useful and definitely worth it.',
    });
    expect(
      (answer.changes as Array<{ rule: string; before: string; after: string }>).map(
        ({ rule, before, after }) => `${rule}: ${before} → ${after}`,
      ),
    ).toEqual([
      'Grammar: went → gone',
      'Agreement: learns → learn',
      'Grammar: There → Their',
      'Spelling: usefull → useful',
      'Spelling: definately → definitely',
    ]);
  }, 60_000);

  it('asks More personal for a detail, then weaves the one given in; a detail over 500 characters is refused', async () => {
    const user = await registerUser(app);
    await onboard(user, 'I love teaching.');
    const content = 'Code review is a conversation.\n\nAsk before you judge.';
    const asked = await app.graphql(
      REWRITE,
      { input: { content, action: 'personal' } },
      user.token,
    );
    expect(asked.errors).toBeUndefined();
    expect(asked.data).toMatchObject({
      rewritePost: { content, changes: [], question: PERSONAL_QUESTION },
    });

    const detail = 'my first review at 22 had 61 comments';
    const woven = await app.graphql(
      REWRITE,
      { input: { content, action: 'personal', detail } },
      user.token,
    );
    expect(woven.data).toMatchObject({
      rewritePost: {
        content:
          'Code review is a conversation.\n\nMy first review at 22 had 61 comments.\n\nAsk before you judge.',
        question: null,
        changes: [
          {
            rule: 'Personal detail',
            before: '',
            after: 'My first review at 22 had 61 comments.',
          },
        ],
      },
    });

    const tooLong = await app
      .http()
      .post('/api/content/rewrite')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ content, action: 'personal', detail: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(CM.personalDetailTooLong);
  }, 60_000);

  it("suggests first lines drawn from the post's own sentences", async () => {
    const user = await registerUser(app);
    const content = [
      'Most cloud bills grow because nobody owns them.',
      '',
      'We cut our cloud bill by 40% in six weeks.',
      'Every team got a monthly budget and a dashboard.',
      '',
      'Ownership beats tooling.',
    ].join('\n');
    const res = await app.graphql(HOOKS, { input: { content } }, user.token);
    expect(res.errors).toBeUndefined();
    const hooks = (res.data as { suggestHooks: string[] }).suggestHooks;
    expect(hooks).toHaveLength(HOOK_SUGGESTIONS);
    expect(hooks[0]).toBe('How did we cut our cloud bill by 40% in six weeks?');
    expect(hooks).not.toContain('Most cloud bills grow because nobody owns them.');
  }, 60_000);

  it('answers 422 with what to add when the post is too short for another first line', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .post('/api/content/hooks')
      .set('Authorization', `Bearer ${user.token}`)
      .send({ content: 'Hello.' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, message: TOO_LITTLE_FOR_HOOKS });
    const gql = await app.graphql(HOOKS, { input: { content: 'Hello.' } }, user.token);
    expect(gql.errors?.[0]).toMatchObject({
      message: TOO_LITTLE_FOR_HOOKS,
      extensions: { subCode: 'GENERATION_REFUSED' },
    });
  }, 60_000);
});
