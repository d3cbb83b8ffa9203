import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { openBrowser } from './browser';
import { createOnboardedAccount, createVerifiedAccount, type TestAccount } from './accounts';

export type OpenedBrowser = Awaited<ReturnType<typeof openBrowser>>;

export interface SessionOptions {
  viewport?: { width: number; height: number };
  /** The browser's own time zone (IANA). */
  timezoneId?: string;
  /** Onboarded (a member) unless said; verified is a user who has not been through onboarding. */
  stage?: 'verified' | 'onboarded';
  /** For an onboarded account: auto-post on, with a week of ideas to write from. */
  autoPostEnabled?: boolean;
  /** What the browser needs before any page opens (permissions, init scripts). */
  prepare?: (browser: OpenedBrowser) => Promise<void>;
}

/** A browser of its own and a fresh account of its own, for one describe block's tests. */
export interface SignedInSession {
  readonly browser: OpenedBrowser;
  readonly page: Page;
  /** The account; a test that changes its password puts the new one here for the next. */
  account: TestAccount;
  /** Opens `path` in the session's page signed in as its account; the page. */
  open: (path: string) => Promise<Page>;
}

/**
 * The browser tests' signed-in set-up: registers (in the calling describe block) the hooks that
 * open a Chromium and make an account labelled `label` before its tests, and close the browser
 * after them. Its tests read the page and account from the session once the hooks have run.
 */
export function signedInBrowser(label: string, options: SessionOptions = {}): SignedInSession {
  let opened: OpenedBrowser | undefined;
  let account: TestAccount | undefined;
  before(async () => {
    opened = await openBrowser(options.viewport, { timezoneId: options.timezoneId });
    await options.prepare?.(opened);
    account =
      options.stage === 'verified'
        ? await createVerifiedAccount(label)
        : await createOnboardedAccount(label, { autoPostEnabled: options.autoPostEnabled });
  });
  after(async () => {
    await opened?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The signed-in session is read before its set-up ran');
    return value;
  };
  const session: SignedInSession = {
    get browser() {
      return ready(opened);
    },
    get page() {
      return ready(opened).page;
    },
    get account() {
      return ready(account);
    },
    set account(changed) {
      account = changed;
    },
    open: async (path) => {
      await openSignedIn(session.page, session.account, path);
      return session.page;
    },
  };
  return session;
}

/** Opens `path` signed in as `account`, the way a returning visitor with a stored token is. */
export async function openSignedIn(page: Page, account: TestAccount, path: string) {
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), account.token);
  await page.goto(path);
}
