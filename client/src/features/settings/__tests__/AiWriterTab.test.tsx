import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { AI_CONNECTION_MESSAGES as AM, WRITER_MESSAGES as WM } from '@postpilot/common';
import {
  AiWriterDocument,
  LocalAiDocument,
  RemoveAiConnectionDocument,
  SaveAiConnectionDocument,
  TestAiConnectionDocument,
  WriterDocument,
  type AiConnectionFieldsFragment,
  type AiConnectionInput,
  type WriterFieldsFragment,
} from '../../../gql/graphql';
import { graphQLError } from '../../../../test/fixtures';
import { renderComponent } from '../../../../test/renderComponent';
import { server } from '../../../../test/server';
import { AiWriterTab } from '../components/AiWriterTab';

const BUILT_IN: WriterFieldsFragment = {
  source: 'builtin',
  model: null,
  label: WM.builtInLabel,
  reason: WM.builtInReason,
  notice: null,
};
const YOURS = (model: string): WriterFieldsFragment => ({
  source: 'user',
  model,
  label: WM.userLabel(model),
  reason: WM.userReason,
  notice: null,
});

/** What the server finds on its machine: an Ollama and its models, none, or no answer yet. */
let localAi: { baseUrl: string; models: string[] } | null | 'pending' = null;
let localAsked = 0;
beforeEach(() => {
  localAi = null;
  localAsked = 0;
});

/** A fake server holding one user's connection, as the real one answers. */
function fakeAiServer(initial: AiConnectionFieldsFragment | null = null) {
  let connection = initial;
  const saved: AiConnectionInput[] = [];
  const tested: (AiConnectionInput | null | undefined)[] = [];
  let testAnswer = { ok: true, message: AM.connected('llama3.1', 'OK', 840), latencyMs: 840 };
  // Apollo asks for __typename, which its fragments match by.
  const writer = () => ({
    ...(connection ? YOURS(connection.model) : BUILT_IN),
    __typename: 'Writer' as const,
  });
  const stored = () => connection && { ...connection, __typename: 'AiConnection' as const };
  server.use(
    graphql.query(LocalAiDocument, async () => {
      localAsked++;
      if (localAi === 'pending') await delay('infinite');
      const found = localAi === 'pending' ? null : localAi;
      return HttpResponse.json({ data: { localAi: found } });
    }),
    graphql.query(AiWriterDocument, () =>
      HttpResponse.json({ data: { aiConnection: stored(), writer: writer() } }),
    ),
    graphql.query(WriterDocument, () =>
      HttpResponse.json({
        data: {
          writer: { ...writer(), provider: 'openai', writesUserLanguage: true },
        },
      }),
    ),
    graphql.mutation(SaveAiConnectionDocument, ({ variables }) => {
      saved.push(variables.input);
      if (variables.input.baseUrl.includes('10.0.0.5')) {
        return graphQLError('Validation errors', 'BAD_USER_INPUT', {
          errors: [{ field: 'baseUrl', message: AM.privateAddress }],
        });
      }
      const key = variables.input.apiKey;
      connection = {
        baseUrl: variables.input.baseUrl,
        model: variables.input.model,
        hasApiKey: key === undefined ? (connection?.hasApiKey ?? false) : key !== '',
        apiKeyLastFour:
          key === undefined ? (connection?.apiKeyLastFour ?? null) : key ? key.slice(-4) : null,
        updatedAt: new Date(Date.now() + saved.length).toISOString(),
      };
      return HttpResponse.json({ data: { saveAiConnection: stored()! } });
    }),
    graphql.mutation(TestAiConnectionDocument, ({ variables }) => {
      tested.push(variables.input);
      return HttpResponse.json({ data: { testAiConnection: testAnswer } });
    }),
    graphql.mutation(RemoveAiConnectionDocument, () => {
      connection = null;
      return HttpResponse.json({
        data: { removeAiConnection: { success: true, message: AM.removed } },
      });
    }),
  );
  return {
    saved,
    tested,
    answerTestWith: (answer: typeof testAnswer) => {
      testAnswer = answer;
    },
  };
}

const field = (name: RegExp) => screen.getByLabelText(name);
const button = (name: string) => screen.getByRole('button', { name });

async function openTab(initial: AiConnectionFieldsFragment | null = null) {
  const fake = fakeAiServer(initial);
  const view = renderComponent(<AiWriterTab />);
  await screen.findByRole('region', {
    name: initial ? WM.userLabel(initial.model) : WM.builtInLabel,
  });
  return { ...view, fake };
}

describe('Settings → AI writer', () => {
  it('says who writes now and why, then tests and saves a connection to the user’s own AI', async () => {
    const { user, fake } = await openTab();
    expect(screen.getByText(WM.builtInReason)).toBeVisible();
    expect(screen.getByText(/Ollama http:\/\/localhost:11434\/v1/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();

    // Nothing is asked until the form is complete.
    await user.click(button('Test connection'));
    expect(await screen.findByText(AM.baseUrlRequired)).toBeVisible();
    expect(fake.tested).toEqual([]);

    await user.type(field(/Base URL/), 'http://localhost:11434/v1');
    await user.type(field(/Model/), 'llama3.1');
    await user.type(field(/API key/), 'sk-local-9876');
    await user.click(button('Test connection'));
    const result = await screen.findByText(AM.connected('llama3.1', 'OK', 840));
    expect(result.closest('[role="status"]')).toHaveClass('MuiAlert-standardSuccess');
    expect(fake.tested).toEqual([
      { baseUrl: 'http://localhost:11434/v1', model: 'llama3.1', apiKey: 'sk-local-9876' },
    ]);

    await user.click(button('Save connection'));
    expect(await screen.findByText(AM.saved)).toBeVisible();
    expect(fake.saved).toEqual([
      { baseUrl: 'http://localhost:11434/v1', model: 'llama3.1', apiKey: 'sk-local-9876' },
    ]);
    // The writer is now theirs, and the key is never shown again: only its last four characters.
    expect(await screen.findByRole('region', { name: 'Your AI (llama3.1)' })).toBeVisible();
    expect(screen.getByText(WM.userReason)).toBeVisible();
    expect(field(/API key/)).toHaveValue('');
    expect(field(/API key/)).toHaveAttribute('placeholder', '•••• 9876 — leave empty to keep');
  });

  it('shows a failed test as an error, and a refused address under its field', async () => {
    const { user, fake } = await openTab();
    fake.answerTestWith({ ok: false, message: AM.keyRefused, latencyMs: 120 });
    await user.type(field(/Base URL/), 'https://api.openai.com/v1');
    await user.type(field(/Model/), 'gpt-4o-mini');
    await user.click(button('Test connection'));
    const alert = (await screen.findByText(AM.keyRefused)).closest('[role="status"]');
    expect(alert).toHaveClass('MuiAlert-standardError');
    // Editing the address clears the result: it was about another one.
    await user.clear(field(/Base URL/));
    await user.type(field(/Base URL/), 'http://10.0.0.5/v1');
    expect(screen.queryByText(AM.keyRefused)).not.toBeInTheDocument();
    await user.click(button('Save connection'));
    expect(await screen.findByText(AM.privateAddress)).toBeVisible();
    expect(fake.saved).toHaveLength(1);
    expect(screen.getByRole('region', { name: WM.builtInLabel })).toBeVisible();
  });

  it('checks the address as the server will: credentials and other schemes are refused', async () => {
    const { user, fake } = await openTab();
    await user.type(field(/Base URL/), 'https://me:secret@api.openai.com/v1');
    await user.type(field(/Model/), 'gpt-4o-mini');
    await user.click(button('Save connection'));
    expect(await screen.findByText(AM.baseUrlCredentials)).toBeVisible();
    await user.clear(field(/Base URL/));
    await user.type(field(/Base URL/), 'ftp://example.com');
    await user.click(button('Save connection'));
    expect(await screen.findByText(AM.baseUrlInvalid)).toBeVisible();
    expect(fake.saved).toEqual([]);
  });

  it('keeps the stored key when the field is left empty, removes it when asked, and disconnects after a confirmation', async () => {
    const { user, fake } = await openTab({
      baseUrl: 'https://openrouter.ai/api/v1',
      model: 'mistralai/mistral-small',
      hasApiKey: true,
      apiKeyLastFour: '1234',
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(field(/Base URL/)).toHaveValue('https://openrouter.ai/api/v1');
    expect(field(/API key/)).toHaveAttribute('placeholder', '•••• 1234 — leave empty to keep');

    await user.clear(field(/Model/));
    await user.type(field(/Model/), 'mistralai/mistral-large');
    await user.click(button('Save connection'));
    await screen.findByText(AM.saved);
    expect(fake.saved.at(-1)).toEqual({
      baseUrl: 'https://openrouter.ai/api/v1',
      model: 'mistralai/mistral-large',
    });

    await user.click(await screen.findByRole('checkbox', { name: /Remove the stored key/ }));
    expect(field(/API key/)).toBeDisabled();
    await user.click(button('Test connection'));
    await waitFor(() => expect(fake.tested).toHaveLength(1));
    expect(fake.tested[0]).toMatchObject({ apiKey: '' });
    await user.click(button('Save connection'));
    await waitFor(() => expect(fake.saved.at(-1)).toMatchObject({ apiKey: '' }));

    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect your AI?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(button('Disconnect'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByText(AM.removed)).toBeVisible();
    expect(await screen.findByRole('region', { name: WM.builtInLabel })).toBeVisible();
    expect(field(/Base URL/)).toHaveValue('');
  });
});

describe('Settings → AI writer with an Ollama on the machine', () => {
  const OLLAMA = 'http://127.0.0.1:11434/v1';

  it('offers its installed models and connects the chosen one without a key', async () => {
    localAi = { baseUrl: OLLAMA, models: ['llama3.1:latest', 'qwen2.5:7b'] };
    const { user, fake } = await openTab();
    const offer = await screen.findByRole('region', { name: 'Ollama on this machine' });
    expect(
      within(offer).getByText(/Installed models: llama3\.1:latest, qwen2\.5:7b\./),
    ).toBeVisible();

    await user.click(within(offer).getByRole('combobox', { name: 'Ollama model' }));
    await user.click(await screen.findByRole('option', { name: 'qwen2.5:7b' }));
    await user.click(within(offer).getByRole('button', { name: 'Use this model' }));

    expect(await screen.findByText(AM.localSaved('qwen2.5:7b'))).toBeVisible();
    expect(fake.saved).toEqual([{ baseUrl: OLLAMA, model: 'qwen2.5:7b', apiKey: '' }]);
    expect(await screen.findByRole('region', { name: 'Your AI (qwen2.5:7b)' })).toBeVisible();
    expect(within(offer).getByText('In use: qwen2.5:7b')).toBeVisible();
    expect(within(offer).getByRole('button', { name: 'In use' })).toBeDisabled();
    // The connection form now shows what was saved.
    expect(field(/Base URL/)).toHaveValue(OLLAMA);
    expect(field(/Model/)).toHaveValue('qwen2.5:7b');
  });

  it('never holds the tab while Ollama is looked for', async () => {
    localAi = 'pending';
    await openTab();
    expect(button('Save connection')).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Ollama on this machine' }),
    ).not.toBeInTheDocument();
  });

  it('shows nothing of Ollama when none is found', async () => {
    localAi = null;
    await openTab();
    await waitFor(() => expect(localAsked).toBeGreaterThan(0));
    // Let the answer render.
    await screen.findByRole('button', { name: 'Save connection' });
    expect(screen.queryByText(/Ollama on this machine/)).not.toBeInTheDocument();
  });
});
