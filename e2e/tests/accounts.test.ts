import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL, openBrowser, screenshot, uniqueEmail } from '../support/browser';
import { linkFromOutbox } from '../support/outbox';

/** A new user's first minutes: register, get verified, onboard; then a forgotten password. */
describe('accounts in the browser', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  const email = uniqueEmail('e2e');
  const password = 'Pilot2026x';

  before(async () => {
    browser = await openBrowser();
    page = browser.page;
  });
  after(async () => {
    await browser?.close();
  });

  it('registers, is auto-verified on resend, and arrives at /onboarding', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
    await page.waitForURL('**/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/verify-email');
    await page.getByText('Registration successful! Please verify your email.').waitFor();
    await page.getByText(email).waitFor();
    await screenshot(page, 'verify-email');

    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText('Email auto-verified in development mode!').waitFor();
    await page.waitForURL('**/onboarding', { timeout: 5_000 });
    await page.getByText('Step 1 of 3').waitFor();
    await screenshot(page, 'onboarding-step-1');
  });

  it('completes the 3-step onboarding, lands on the dashboard, and survives a reload', async () => {
    const continueButton = page.getByRole('button', { name: 'Continue' });
    assert.equal(await continueButton.isDisabled(), true, 'Continue waits for a niche');
    await page.getByRole('button', { name: 'Leadership' }).click();
    await page.getByRole('button', { name: 'Productivity' }).click();
    await continueButton.click();

    await page.getByText('Step 2 of 3').waitFor();
    await page.getByLabel('Job title').fill('Engineering Manager');
    await page.getByLabel('Company').fill('Analytical Engines Ltd');
    await page.getByLabel('Years of experience').click();
    await page.getByRole('option', { name: /6-10/ }).click();
    await continueButton.click();

    await page.getByText('Step 3 of 3').waitFor();
    await page.getByRole('radio', { name: /educational/i }).check();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.getByText('Onboarding completed successfully!').waitFor();
    // A completed setup goes to the dashboard, which welcomes the user by name.
    await page.waitForURL('**/dashboard');
    assert.equal(new URL(page.url()).pathname, '/dashboard');
    // A first visit is greeted as one.
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ada' }).waitFor();
    // The overview came from the server: a new user has no posts yet.
    const totalPosts = page.getByRole('group', { name: 'Total Posts' }).getByTestId('figure-value');
    assert.equal(await totalPosts.textContent(), '0');
    await page.getByText('No upcoming posts').waitFor();

    await page.reload();
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    const me = await page.evaluate(async () => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify({
          query: '{ me { hasCompletedOnboarding contentNiches tone personalContext } }',
        }),
      });
      return (await res.json()).data.me;
    });
    assert.deepEqual(me.contentNiches, ['Leadership', 'Productivity']);
    assert.equal(me.hasCompletedOnboarding, true);
    assert.equal(me.tone, 'educational');
    assert.match(me.personalContext, /Engineering Manager/);
  });

  it('resets a forgotten password with the e-mailed link and signs in with the new one', async () => {
    await page
      .getByRole('button', { name: /sign out/i })
      .first()
      .click();
    await page.getByText('Logged out successfully').waitFor();

    await page.goto('/login');
    await page.getByRole('link', { name: /forgot password/i }).click();
    // The sign-in page, with its own Email field, stays until the next page's code is here.
    await page.getByText('Forgot your password?').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Check your email').waitFor();

    const link = await linkFromOutbox(email, '/reset-password/');
    await page.goto(new URL(new URL(link).pathname, BASE_URL).href);
    await page.getByLabel('New password', { exact: true }).fill('Changed2026y');
    await page.getByLabel(/confirm/i).fill('Changed2026y');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successful!').waitFor();
    await page.waitForURL('**/login');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Changed2026y');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login successful!').waitFor();
  });
});
