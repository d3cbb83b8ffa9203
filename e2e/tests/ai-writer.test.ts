import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ChatStandIn,
  completion,
  type RecordedRequest,
} from '../../server/test/support/chat-stand-in';
import { openSignedIn, signedInBrowser } from '../support/session';
import { shot } from '../support/page';

const PHONE = { width: 390, height: 844 };
const KEY = 'sk-e2e-writer-4821';
const MODEL = 'llama3.1:8b';
const POST = 'Mentoring is a two-way street.\n\nI learn as much as I teach.\n\n#Mentoring';

const promptOf = (request: RecordedRequest) =>
  (request.json as { messages: { content: string }[] }).messages.map((m) => m.content).join('\n');

/**
 * A new user connects their own AI (a local OpenAI-compatible endpoint standing in for one) in
 * Settings → AI writer, tests it, saves it, and their next post on the Content page is written
 * by it and labelled with their model.
 */
describe('AI writer in the browser', () => {
  let chat: ChatStandIn;

  before(async () => {
    chat = await ChatStandIn.start();
    // The connection test asks for "OK"; anything else is a post.
    chat.reply((request) =>
      completion(promptOf(request).includes('Reply with the word OK.') ? 'OK' : POST),
    );
  });
  const session = signedInBrowser('ai-writer');
  after(async () => {
    await chat?.stop();
  });

  const tab = () => session.page.getByRole('tabpanel');

  it('connects, tests and saves the user’s own AI, which then writes their post', async () => {
    const { page, account } = session;
    await openSignedIn(page, account, '/settings?tab=ai');
    await tab().getByRole('heading', { name: 'AI writer' }).waitFor();
    await tab().getByRole('region', { name: 'Built-in writer' }).waitFor();
    await shot(page, 'ai-writer-empty-1280');

    await tab().getByLabel('Base URL').fill(chat.baseUrl);
    await tab().getByLabel('Model').fill(MODEL);
    await tab().getByLabel('API key').fill(KEY);
    await tab().getByRole('button', { name: 'Test connection' }).click();
    const result = tab().getByText(new RegExp(`^Connected: ${MODEL} answered “OK” in \\d+ ms\\.$`));
    await result.waitFor();
    assert.equal(chat.requests.length, 1);
    assert.equal(chat.requests[0]!.headers.authorization, `Bearer ${KEY}`);
    await shot(page, 'ai-writer-tested-1280');

    await tab().getByRole('button', { name: 'Save connection' }).click();
    await page.getByText('AI connection saved. Your posts are now written by your AI.').waitFor();
    await tab()
      .getByRole('region', { name: `Your AI (${MODEL})` })
      .waitFor();
    assert.equal(await tab().getByLabel('API key').inputValue(), '');
    assert.equal(
      await tab().getByLabel('API key').getAttribute('placeholder'),
      '•••• 4821 — leave empty to keep',
    );
    await shot(page, 'ai-writer-connected-1280');

    await page.goto('/content');
    await page.getByLabel('Topic').fill('Mentoring junior engineers');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    const panel = page.getByRole('region', { name: 'Generated Content' });
    await panel.getByText(`Written by: Your AI (${MODEL})`).waitFor({ timeout: 30_000 });
    assert.equal(await panel.getByRole('textbox', { name: 'Post text' }).inputValue(), POST);
    await shot(page, 'ai-writer-content-1280');
    const asked = chat.requests.at(-1)!;
    assert.equal(asked.headers.authorization, `Bearer ${KEY}`);
    assert.equal((asked.json as { model: string }).model, MODEL);
    assert.match(promptOf(asked), /Mentoring junior engineers/);
  });

  it('is usable on a phone: every field and button within the screen', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/settings?tab=ai');
    await tab()
      .getByRole('region', { name: `Your AI (${MODEL})` })
      .waitFor();
    await shot(page, 'ai-writer-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `the page is ${width} px wide on a 390 px screen`);
    for (const name of ['Test connection', 'Save connection', 'Disconnect']) {
      const box = await tab().getByRole('button', { name }).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${name} fits`);
    }

    // Disconnecting asks first, then the built-in writer writes again.
    await tab().getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect your AI?' });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('AI connection removed.').waitFor();
    await tab().getByRole('region', { name: 'Built-in writer' }).waitFor();
  });
});
