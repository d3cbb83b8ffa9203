import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openBrowser } from '../support/browser';
import { consent, shot } from '../support/page';
import { openSignedIn, signedInBrowser } from '../support/session';

const REFUSED =
  'Failed to connect LinkedIn. This LinkedIn link was opened in another browser. Connect again from this browser.';

const linkedInTab = (page: Page) => page.getByRole('tabpanel');

/**
 * A LinkedIn consent link belongs to the browser that asked for it: opened in another browser
 * (even the same user's), it connects nothing, and the first browser can still finish.
 */
describe('LinkedIn consent in another browser', () => {
  const session = signedInBrowser('consent');

  it('refuses the link in another browser, then connects in the one that asked', async () => {
    const { page, account } = session;
    await openSignedIn(page, account, '/settings?tab=linkedin');
    await linkedInTab(page).getByRole('button', { name: 'Connect LinkedIn' }).click();
    await page
      .getByRole('heading', { name: 'Postpilot would like to access your LinkedIn account' })
      .waitFor();
    // The sandbox suggests the Postpilot user's own name.
    assert.equal(await page.getByLabel('Continue as').inputValue(), 'Grace Hopper');
    await shot(page, 'sandbox-consent-1280');
    const consentUrl = page.url();

    // The same link, opened in two other browsers (a desktop and a phone), signed in as the user.
    for (const [viewport, name] of [
      [{ width: 1280, height: 800 }, 'linkedin-other-browser-1280'],
      [{ width: 390, height: 844 }, 'linkedin-other-browser-390'],
    ] as const) {
      const other = await openBrowser(viewport);
      try {
        await openSignedIn(other.page, account, '/dashboard');
        await other.page.goto(consentUrl);
        await consent(other.page, 'Allow');
        await other.page.getByText(REFUSED).waitFor();
        await linkedInTab(other.page).getByText('Not Connected').waitFor();
        assert.equal(new URL(other.page.url()).search, '?tab=linkedin');
        await shot(other.page, name);
      } finally {
        await other.close();
      }
    }

    // The browser that asked is still on the consent page, and its link still works.
    await consent(page, 'Allow');
    await page.getByText('LinkedIn connected successfully!').waitFor();
    await linkedInTab(page).getByText('Connected', { exact: true }).waitFor();
    await linkedInTab(page).getByText('Grace Hopper').waitFor();
  });
});
