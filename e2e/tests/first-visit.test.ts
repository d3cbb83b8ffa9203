import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL, screenshot } from '../support/browser';
import { signedInBrowser } from '../support/session';

/** The pages the build draws into HTML, and a line each shows. */
const DRAWN = [
  { path: '/', text: 'Your LinkedIn presence,' },
  { path: '/login', text: 'Welcome back' },
  { path: '/register', text: 'Create your account' },
  { path: '/forgot-password', text: 'Forgot your password?' },
  { path: '/terms', text: 'Terms of Service' },
  { path: '/privacy', text: 'Privacy Policy' },
];

/** Everything the page reports as wrong: errors, refused scripts, failed hydration. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

const isDrawn = (page: Page) =>
  page.evaluate(() => document.getElementById('root')?.hasAttribute('data-prerendered'));

/** The visitor's first use of the page (a pointer over it), then its code has run. */
async function hydrated(page: Page) {
  await page.dispatchEvent('#root', 'mouseover');
  await page.waitForFunction(
    () => !document.getElementById('root')?.hasAttribute('data-prerendered'),
  );
}

/** The scripts the page has requested so far. */
const scriptsRequested = (page: Page) =>
  page.evaluate(
    () =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length,
  );

/** Holds back the page's code, so what the visitor does lands before it runs. */
async function slowCode(page: Page) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Released late: the request may have been answered meanwhile (a page that went on).
    await route.continue().catch(() => undefined);
  });
  return () => page.unroute('**/assets/*.js');
}

/**
 * A first visit: the open pages arrive drawn (readable before any script runs), are hydrated
 * without a mismatch, and then work as the app; a returning visitor never sees the drawing.
 */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  describe(`a first visit at ${viewport.width} px`, () => {
    const session = signedInBrowser(`first-visit-${viewport.width}`, { viewport });

    it('gets each open page drawn in its HTML, then hydrated without a problem', async () => {
      const { page } = session;
      for (const { path, text } of DRAWN) {
        const html = await (await fetch(new URL(path, BASE_URL))).text();
        assert.match(html, /<div id="root" data-prerendered( inert)?>/, path);
        assert.ok(html.includes(text), `${path} is drawn`);

        const problems = watchProblems(page);
        await page.goto(path);
        await hydrated(page);
        await page.getByText(text).first().waitFor();
        assert.deepEqual(problems, [], path);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
      await screenshot(page, `first-visit-privacy-${viewport.width}`);
    });

    it('reads the front page and sign-in without a script until they are used', async () => {
      const { page } = session;
      for (const path of ['/', '/login']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        assert.equal(await scriptsRequested(page), 0, path);
        assert.equal(await isDrawn(page), true, path);
        await hydrated(page);
      }
    });

    it('signs in from the drawn sign-in page, typed and sent before its code has run', async () => {
      const { page, account } = session;
      await page.goto('/login', { waitUntil: 'networkidle' });
      const release = await slowCode(page);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      // Typed before the code ran: the label has moved aside, as the app draws it.
      assert.equal(await isDrawn(page), true);
      await page.waitForFunction(() => {
        const label = document.querySelector('label[for="email"]');
        return label && getComputedStyle(label).transform.startsWith('matrix(0.75,');
      });
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      assert.equal(await isDrawn(page), true, 'sent before the code ran');
      await page.getByText('Login successful!').waitFor();
      await release();
      await page.waitForURL('**/dashboard');
      await screenshot(page, `first-visit-signed-in-${viewport.width}`);
    });

    it('shows a returning visitor their app, never the signed-out drawing', async () => {
      const { page } = session;
      // The token is stored now (the previous test signed in).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { drawnAtLoad: number }).drawnAtLoad =
            document.getElementById('root')?.childElementCount ?? -1;
        });
      });
      const problems = watchProblems(page);
      const drawnAtLoad = () =>
        page.evaluate(() => (window as { drawnAtLoad?: number }).drawnAtLoad);
      await page.goto('/login');
      await page.waitForURL('**/dashboard');
      assert.equal(await drawnAtLoad(), 0);
      await page.goto('/');
      assert.equal(await drawnAtLoad(), 0);
      // The bar ends signed in: no invitation to register.
      await page.waitForFunction(
        () =>
          document.querySelector('header') !== null &&
          document.querySelector('header a[href="/register"]') === null &&
          document.querySelector('main')?.textContent?.includes('Your LinkedIn presence'),
      );
      assert.deepEqual(problems, []);
    });

    it('opens the menu pressed before the front page’s code has run, once it has', async () => {
      const { page } = session;
      if (viewport.width > 600) return;
      await page.evaluate(() => localStorage.clear());
      await page.goto('/', { waitUntil: 'networkidle' });
      const release = await slowCode(page);
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.click();
      assert.equal(await isDrawn(page), true);
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
      assert.equal(
        await page.locator('button[aria-controls="mobile-menu"]').getAttribute('aria-expanded'),
        'true',
      );
      await screenshot(page, `first-visit-menu-${viewport.width}`);
      await release();
    });

    it('goes from the front page to sign-in within the app', async () => {
      const { page } = session;
      await page.evaluate(() => localStorage.clear());
      await page.goto('/');
      await hydrated(page);
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole('link', { name: 'Sign In' }).filter({ visible: true }).first().click();
      await page.getByText('Welcome back').waitFor();
      assert.equal(
        await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
        true,
      );
    });
  });
}
