import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { PushStandIn, type BrowserSubscription } from '../../server/test/support/push-stand-in';
import { BASE_URL, openBrowser } from '../support/browser';
import { openSignedIn, signedInBrowser } from '../support/session';
import { outboxMessages, waitForOutbox } from '../support/outbox';
import { pageApi as api, shot, type ApiPost } from '../support/page';

const DIGEST = '7 posts wait for your approval';

/**
 * Headless Chromium reaches no real push service, so the page's PushManager.subscribe answers
 * with a subscription on the test's own push service (127.0.0.1, which PUSH_ENDPOINT_HOSTS
 * admits), with keys the test made as a browser would; the test decrypts what the server sends
 * there with the subscription's private key. Everything else is the browser's own: the
 * permission, the service worker, and the notification it shows.
 */
function fakePushManager(json: BrowserSubscription['json']) {
  const KEY = 'e2e-push-subscribed';
  const make = () => ({
    endpoint: json.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  // The key it was asked to subscribe with is kept, for the test to compare with the server's.
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
    const base64 = btoa(String.fromCharCode(...key));
    localStorage.setItem(KEY, base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
    return make() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription | null;
  };
}

/** The id under which Chromium knows the page's service worker registration. */
async function serviceWorkerRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const id = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (r: { scopeURL: string; isDeleted: boolean }) =>
          r.scopeURL === `${BASE_URL}/` && !r.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await id };
}

/** What `read` answers once it answers something. */
async function until<T>(read: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Nothing within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const notificationsTab = (page: Page) => page.getByRole('tabpanel');
const emailSwitch = (page: Page) => page.getByRole('switch', { name: /Email notifications/ });
const pushSwitch = (page: Page) => page.getByRole('switch', { name: /Push notifications/ });

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Settings updated successfully!').waitFor();
}

/**
 * A user turns push on in Settings (the browser's permission, the service worker, a
 * subscription saved); auto-post writing posts for approval then reaches them by e-mail (the
 * outbox) and by push (decrypted at the push service, shown by the service worker); with both
 * switches off the next run reaches them in no way.
 */
describe('notifications in the browser', () => {
  let pushService: PushStandIn;
  let subscription: BrowserSubscription;

  before(async () => {
    pushService = await PushStandIn.start(Number(process.env.E2E_PUSH_PORT));
    subscription = pushService.subscribe();
  });
  const session = signedInBrowser('notify', {
    prepare: async (browser) => {
      await browser.context.grantPermissions(['notifications'], { origin: BASE_URL });
      await browser.context.addInitScript(fakePushManager, subscription.json);
    },
  });
  after(async () => {
    await pushService?.stop();
  });

  /** Auto-post plans afresh: the posts waiting for approval go, and auto-post turns on again. */
  async function planAgain() {
    const { page } = session;
    const { posts } = await api<{ posts: ApiPost[] }>(page, 'GET', '/content/posts?limit=100');
    for (const post of posts) await api(page, 'DELETE', `/content/posts/${post._id}`);
    // A week of ideas to write from: the built-in writer writes only from what the user gave it.
    for (let day = 1; day <= 7; day++) {
      await api(page, 'POST', '/ideas', { title: `What day ${day} of the sprint taught us` });
    }
    const { schedule } = await api<{ schedule: Record<string, unknown> }>(page, 'GET', '/schedule');
    await api(page, 'PUT', '/schedule', { ...schedule, autoPost: false });
    await api(page, 'PUT', '/schedule', { ...schedule, autoPost: true, isActive: true });
    // The run has written its posts and said so (what it notifies is queued right after).
    await until(
      () =>
        page.evaluate(async () => {
          const res = await fetch('/api/dashboard/overview', {
            headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
          });
          const { recentActivity } = (await res.json()) as {
            recentActivity: { description: string }[];
          };
          return recentActivity[0]?.description === 'Auto-post wrote 7 posts for your approval'
            ? true
            : null;
        }),
      30_000,
    );
  }

  it('turns push on in Settings, and an approval digest arrives by e-mail and push', async () => {
    const { browser, page, account } = session;
    await openSignedIn(page, account, '/settings?tab=notifications');
    await notificationsTab(page).getByRole('heading', { name: 'Notifications' }).waitFor();
    // A new account has push on, but this browser does not receive it yet.
    assert.equal(await pushSwitch(page).isChecked(), false);
    await pushSwitch(page).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name="pushNotifications"]') as HTMLInputElement)?.checked,
    );
    await saveSettings(page);
    await shot(page, 'settings-notifications-1280');

    const { subscriptions } = await api<{ subscriptions: { endpoint: string }[] }>(
      page,
      'GET',
      '/notifications/push-subscriptions',
    );
    assert.deepEqual(
      subscriptions.map((s) => s.endpoint),
      [subscription.json.endpoint],
    );
    const { publicKey } = await api<{ publicKey: string }>(
      page,
      'GET',
      '/notifications/vapid-public-key',
    );
    assert.equal(await page.evaluate(() => localStorage.getItem('e2e-push-subscribed')), publicKey);
    assert.equal(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL),
      `${BASE_URL}/sw.js`,
    );

    await planAgain();
    const [mail] = await waitForOutbox(account.email, DIGEST);
    assert.match(
      mail!.text,
      new RegExp(`Review the posts: ${BASE_URL}/content\\?status=pending_approval`),
    );
    assert.match(mail!.text, /\(Europe\/London\): “/);

    const [pushed] = await pushService.waitFor(subscription);
    assert.deepEqual(
      { title: pushed!.payload.title, url: pushed!.payload.url },
      { title: DIGEST, url: `${BASE_URL}/content?status=pending_approval` },
    );
    assert.equal(pushed!.vapid.k, publicKey);

    // What the push service would hand the browser, to the service worker: it shows it. (Headless
    // Chromium does not reliably list a notification shown in a push event that DevTools
    // delivered among getNotifications(), so the worker's calls are watched as they are made.)
    const [worker] = browser.context.serviceWorkers();
    assert.ok(worker, 'the service worker runs');
    await worker.evaluate(() => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        shown: { title: string; options: NotificationOptions }[];
      };
      const registration = scope.registration;
      const show = registration.showNotification.bind(registration);
      scope.shown = [];
      registration.showNotification = async (title, options = {}) => {
        await show(title, options);
        scope.shown.push({ title, options });
      };
    });
    const { cdp, registrationId } = await serviceWorkerRegistration(browser.context, page);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: BASE_URL,
      registrationId,
      data: JSON.stringify(pushed!.payload),
    });
    const shown = await until(() =>
      worker.evaluate(() => {
        const { shown } = self as unknown as {
          shown: { title: string; options: NotificationOptions }[];
        };
        return shown.length ? shown : null;
      }),
    );
    assert.deepEqual(shown, [
      {
        title: DIGEST,
        options: {
          body: pushed!.payload.body,
          tag: 'approval',
          data: { url: `${BASE_URL}/content?status=pending_approval` },
        },
      },
    ]);

    // The link leads to the posts waiting for approval.
    await page.goto(pushed!.payload.url);
    const yourPosts = page.getByRole('region', { name: 'Your Posts' });
    await yourPosts.getByRole('listitem').first().waitFor();
    assert.equal(
      await yourPosts
        .getByRole('button', { name: 'Pending Approval' })
        .getAttribute('aria-pressed'),
      'true',
    );
    assert.equal(await yourPosts.getByRole('listitem').count(), 5);
    await shot(page, 'content-pending-approval-1280');
  });

  it('with both switches off, the next run sends nothing; on again, the one after arrives', async () => {
    const { page, account } = session;
    await page.goto('/settings?tab=notifications');
    await pushSwitch(page).waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name="pushNotifications"]') as HTMLInputElement)?.checked,
    );
    await emailSwitch(page).click();
    await pushSwitch(page).click();
    await page.waitForFunction(
      () =>
        !(document.querySelector('input[name="pushNotifications"]') as HTMLInputElement)?.checked &&
        !(document.querySelector('input[name="pushNotifications"]') as HTMLInputElement)?.disabled,
    );
    await saveSettings(page);
    const { subscriptions } = await api<{ subscriptions: unknown[] }>(
      page,
      'GET',
      '/notifications/push-subscriptions',
    );
    assert.deepEqual(subscriptions, []);
    const { user } = await api<{ user: Record<string, boolean> }>(page, 'GET', '/auth/me');
    assert.deepEqual([user.emailNotifications, user.pushNotifications], [false, false]);

    await planAgain();

    // Both on again, and one more run: its digest arrives, and only its own.
    await page.goto('/settings?tab=notifications');
    await pushSwitch(page).waitFor();
    await emailSwitch(page).click();
    await pushSwitch(page).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name="pushNotifications"]') as HTMLInputElement)?.checked,
    );
    await saveSettings(page);
    await planAgain();
    await waitForOutbox(account.email, DIGEST, 2);
    await pushService.waitFor(subscription, 2);
    assert.equal(
      outboxMessages(account.email).filter((m) => m.subject === DIGEST).length,
      2,
      'the run with both switches off sent no e-mail',
    );
    assert.equal(
      pushService.receivedBy(subscription).length,
      2,
      'the run with both switches off sent no push',
    );
  });

  it('looks right on a phone', async () => {
    const { account } = session;
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      await phone.context.grantPermissions(['notifications'], { origin: BASE_URL });
      await phone.context.addInitScript(fakePushManager, subscription.json);
      await openSignedIn(phone.page, account, '/settings?tab=notifications');
      await pushSwitch(phone.page).waitFor();
      await phone.page.waitForFunction(
        () =>
          !(document.querySelector('input[name="pushNotifications"]') as HTMLInputElement)
            ?.disabled,
      );
      await shot(phone.page, 'settings-notifications-390');
      await phone.page.goto('/content?status=pending_approval');
      await phone.page
        .getByRole('region', { name: 'Your Posts' })
        .getByRole('listitem')
        .first()
        .waitFor();
      await shot(phone.page, 'content-pending-approval-390');
    } finally {
      await phone.close();
    }
  });

  it('stays off and says why where notifications are blocked', async () => {
    const { page, account } = session;
    for (const [viewport, name] of [
      [{ width: 1280, height: 800 }, 'settings-push-blocked-1280'],
      [{ width: 390, height: 844 }, 'settings-push-blocked-390'],
    ] as const) {
      const other = await openBrowser(viewport);
      try {
        await other.context.addInitScript(fakePushManager, subscription.json);
        // The user blocked notifications for the site.
        await other.context.addInitScript(() => {
          Notification.requestPermission = async () => 'denied';
        });
        await openSignedIn(other.page, account, '/settings?tab=notifications');
        await pushSwitch(other.page).waitFor();
        await other.page.waitForFunction(
          () =>
            !(document.querySelector('input[name="pushNotifications"]') as HTMLInputElement)
              ?.disabled,
        );
        await pushSwitch(other.page).click();
        await other.page
          .getByText('Notifications are blocked for Postpilot in this browser.', { exact: false })
          .waitFor();
        assert.equal(await pushSwitch(other.page).isChecked(), false);
        await shot(other.page, name);
      } finally {
        await other.close();
      }
    }
    const { subscriptions } = await api<{ subscriptions: unknown[] }>(
      page,
      'GET',
      '/notifications/push-subscriptions',
    );
    assert.equal(subscriptions.length, 1, 'only the first browser receives push');
  });
});
