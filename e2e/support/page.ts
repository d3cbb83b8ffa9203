import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';

/** What the pages' tests share: REST calls made by the page, the sandbox consent, pictures. */

/** A post as the REST API answers it. */
export interface ApiPost {
  _id: string;
  content: string;
  status: string;
  scheduledTime: string | null;
  publishedAt: string | null;
  url: string | null;
  lastError: string | null;
}

/** A REST call made by the page itself, with the token it keeps in localStorage. */
export function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const payload = (await res.json()) as { message?: string };
      if (!res.ok) throw new Error(`${method} /api${path}: ${res.status} ${payload.message}`);
      return payload as T;
    },
    { method, path, body },
  );
}

/** A GraphQL request made by the page itself, with its token; throws on an error. */
export async function pageGraphQL<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const payload = await page.evaluate(
    async ({ query, variables }) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    },
    { query, variables },
  );
  if (payload.errors?.length) throw new Error(payload.errors.map((e) => e.message).join('; '));
  return payload.data as T;
}

/** A full-page picture from the top, once transitions have settled. */
export async function shot(page: Page, name: string) {
  await page.waitForTimeout(600);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return screenshot(page, name);
}

/** The sandbox's consent page: Allow (or Cancel) as the member would. */
export async function consent(page: Page, decision: 'Allow' | 'Cancel') {
  await page
    .getByRole('heading', { name: 'Postpilot would like to access your LinkedIn account' })
    .waitFor();
  assert.match(page.url(), /\/sandbox\/linkedin\/oauth\/v2\/authorization\?/);
  await page.getByRole('button', { name: decision, exact: true }).click();
}

/** How many pixels the page is wider than its window: 0 when nothing sticks out sideways. */
export const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Picks `option` in the select labelled `select`, and waits until its list has closed. */
export async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: select }).click();
  await page
    .getByRole(
      'option',
      typeof option === 'string' ? { name: option, exact: true } : { name: option },
    )
    .click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The schedule saves as its controls change; this waits until the page says it is stored. */
export async function allSaved(page: Page) {
  const state = page.getByRole('region', { name: 'Posting schedule' }).getByRole('status');
  await page.waitForFunction(
    (element) => element?.textContent?.includes('All changes saved') ?? false,
    await state.elementHandle(),
  );
}

/** The composer's post text, once the writer has put a text other than `before` there. */
export async function writtenOver(page: Page, before: string): Promise<string> {
  await page.waitForFunction(
    (previous) => {
      const area = document.querySelector<HTMLTextAreaElement>('#generated-text');
      return Boolean(area && area.value && area.value !== previous);
    },
    before,
    { timeout: 60_000 },
  );
  return page.getByRole('textbox', { name: 'Post text' }).inputValue();
}
