import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { NOTIFICATION_MESSAGES as NM, SUCCESS } from '@postpilot/common';
import {
  PushSetupDocument,
  RemovePushSubscriptionDocument,
  SavePushSubscriptionDocument,
  UpdateSettingsDocument,
  type SavePushSubscriptionMutationVariables,
  type UpdateSettingsMutationVariables,
} from '../../../gql/graphql';
import { graphQLError, makeUser, meReturns, type TestUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { connectionReturns, makeConnection } from '../../linkedin/__tests__/linkedInFixtures';
import {
  FAKE_KEYS,
  installFakePush,
  type FakePushOptions,
} from '../../notifications/__tests__/fakeBrowserPush';

/**
 * Settings → Notifications' push switch in a browser: on only where this browser receives push;
 * turning it on asks the permission, subscribes with the server's VAPID key and saves the
 * subscription; turning it off removes it; a refusal leaves it off and says why.
 */
const VAPID_KEY =
  'BNAtOxPCNMijiB4I5WeYFQbEMKeBX2imbr3-wkTW5bwVQnR9tf-_qep9nEGPY0BYnMEcX-OtIt22wiQfsS_mEGs';

let fake: ReturnType<typeof installFakePush> | null = null;
afterEach(() => {
  fake?.uninstall();
  fake = null;
});

const member = (overrides: Partial<TestUser> = {}) =>
  makeUser({ isEmailVerified: true, hasCompletedOnboarding: true, ...overrides });

/** The server's side: the VAPID key, the saved subscriptions, and what the page sent. */
function pushServer(saved: string[] = []) {
  const sent = {
    saves: [] as SavePushSubscriptionMutationVariables[],
    removes: [] as string[],
    settings: [] as UpdateSettingsMutationVariables[],
  };
  server.use(
    graphql.query(PushSetupDocument, () =>
      HttpResponse.json({
        data: {
          vapidPublicKey: VAPID_KEY,
          pushSubscriptions: saved.map((endpoint, i) => ({
            __typename: 'PushSubscription' as const,
            id: `sub-${i}`,
            endpoint,
          })),
        },
      }),
    ),
    graphql.mutation(SavePushSubscriptionDocument, ({ variables }) => {
      sent.saves.push(variables);
      return HttpResponse.json({
        data: {
          savePushSubscription: {
            id: 'sub-new',
            endpoint: variables.input.endpoint,
          },
        },
      });
    }),
    graphql.mutation(RemovePushSubscriptionDocument, ({ variables }) => {
      sent.removes.push(variables.endpoint);
      return HttpResponse.json({
        data: {
          removePushSubscription: {
            success: true,
            message: NM.subscriptionRemoved,
          },
        },
      });
    }),
    graphql.mutation(UpdateSettingsDocument, ({ variables }) => {
      sent.settings.push(variables);
      return HttpResponse.json({
        data: {
          updateSettings: {
            ...member(),
            pushNotifications: variables.input.pushNotifications ?? true,
          },
        },
      });
    }),
  );
  return sent;
}

async function openNotifications(user: TestUser, browser: FakePushOptions | null) {
  if (browser) fake = installFakePush(browser);
  server.use(meReturns(user), connectionReturns(makeConnection()));
  const app = await renderApp('/settings?tab=notifications', { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return app;
}

const pushSwitch = () => screen.getByRole('switch', { name: /Push notifications/ });

const bytesOf = (key: BufferSource | string | null | undefined) =>
  Array.from(new Uint8Array(key as ArrayBuffer));

/** A page of this origin that is secure or not, in a browser without Web Push (jsdom's own). */
function pageSecure(secure: boolean) {
  Object.defineProperty(window, 'isSecureContext', {
    value: secure,
    configurable: true,
    writable: true,
  });
  return () => delete (window as unknown as Record<string, unknown>).isSecureContext;
}

it('says why in a browser without Web Push, and keeps the stored setting', async () => {
  const restore = pageSecure(true);
  try {
    const sent = pushServer();
    const app = await openNotifications(member({ pushNotifications: true }), null);
    expect(pushSwitch()).not.toBeChecked();
    expect(pushSwitch()).toBeDisabled();
    expect(pushSwitch()).toHaveAccessibleDescription(NM.pushUnsupported);
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(SUCCESS.settings);
    expect(sent.settings[0]!.input.pushNotifications).toBe(true);
  } finally {
    restore();
  }
});

it('says that push needs https on a page opened over plain http', async () => {
  const restore = pageSecure(false);
  try {
    pushServer();
    await openNotifications(member({ pushNotifications: true }), null);
    expect(pushSwitch()).toBeDisabled();
    expect(pushSwitch()).toHaveAccessibleDescription(NM.pushInsecure);
  } finally {
    restore();
  }
});

it('asks the permission, subscribes with the VAPID key and saves the subscription, then the setting', async () => {
  const sent = pushServer();
  const app = await openNotifications(member({ pushNotifications: false }), {
    answer: 'granted',
  });
  await waitFor(() => expect(pushSwitch()).toBeEnabled());
  expect(pushSwitch()).not.toBeChecked();

  await app.user.click(pushSwitch());
  await waitFor(() => expect(pushSwitch()).toBeChecked());
  expect(fake!.state.asked).toBe(1);
  expect(fake!.state.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
  expect(fake!.state.subscribed).toHaveLength(1);
  expect(fake!.state.subscribed[0]!.userVisibleOnly).toBe(true);
  expect(bytesOf(fake!.state.subscribed[0]!.applicationServerKey)).toEqual(
    Array.from(Buffer.from(VAPID_KEY, 'base64url')),
  );
  expect(sent.saves).toEqual([
    {
      input: { endpoint: 'https://fcm.googleapis.com/fcm/send/fake-1', keys: FAKE_KEYS },
    },
  ]);
  // The account's setting waits for Save Changes, like every other.
  expect(sent.settings).toEqual([]);
  await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByText(SUCCESS.settings);
  expect(sent.settings[0]!.input.pushNotifications).toBe(true);
});

it('drops a subscription the browser held for another account before subscribing', async () => {
  const sent = pushServer([]);
  const app = await openNotifications(member(), {
    permission: 'granted',
    existing: 'https://fcm.googleapis.com/fcm/send/someone-else',
  });
  // Held by the browser, but not this account's: off here.
  await waitFor(() => expect(pushSwitch()).toBeEnabled());
  expect(pushSwitch()).not.toBeChecked();
  await app.user.click(pushSwitch());
  await waitFor(() => expect(pushSwitch()).toBeChecked());
  expect(fake!.state.unsubscribed).toEqual(['https://fcm.googleapis.com/fcm/send/someone-else']);
  expect(sent.saves.map((save) => save.input.endpoint)).toEqual([
    'https://fcm.googleapis.com/fcm/send/fake-1',
  ]);
});

it.each([
  ['denied', NM.pushDenied],
  ['default', NM.pushDismissed],
] as const)('stays off when the permission is %s, saying why', async (answer, message) => {
  const sent = pushServer();
  const app = await openNotifications(member(), { answer });
  await waitFor(() => expect(pushSwitch()).toBeEnabled());
  await app.user.click(pushSwitch());
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(pushSwitch()).not.toBeChecked();
  expect(fake!.state.subscribed).toEqual([]);
  expect(sent.saves).toEqual([]);
});

it('stays off when the push service cannot be reached', async () => {
  const sent = pushServer();
  const app = await openNotifications(member(), { answer: 'granted', subscribeFails: true });
  await waitFor(() => expect(pushSwitch()).toBeEnabled());
  await app.user.click(pushSwitch());
  expect(await screen.findByText(NM.pushFailed)).toBeInTheDocument();
  expect(pushSwitch()).not.toBeChecked();
  expect(sent.saves).toEqual([]);
});

it("stays off with the server's reason when it refuses the subscription, and lets it go", async () => {
  pushServer();
  server.use(
    graphql.mutation(SavePushSubscriptionDocument, () =>
      graphQLError(NM.tooManySubscriptions(10), 'CONFLICT'),
    ),
  );
  const app = await openNotifications(member(), { answer: 'granted' });
  await waitFor(() => expect(pushSwitch()).toBeEnabled());
  await app.user.click(pushSwitch());
  expect(await screen.findByText(NM.tooManySubscriptions(10))).toBeInTheDocument();
  expect(pushSwitch()).not.toBeChecked();
  expect(fake!.state.unsubscribed).toEqual(['https://fcm.googleapis.com/fcm/send/fake-1']);
});

it('shows on where this browser receives push, and turning it off removes the subscription', async () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/this-browser';
  const sent = pushServer([endpoint]);
  const app = await openNotifications(member({ pushNotifications: true }), {
    permission: 'granted',
    existing: endpoint,
  });
  await waitFor(() => expect(pushSwitch()).toBeChecked());

  await app.user.click(pushSwitch());
  await waitFor(() => expect(pushSwitch()).not.toBeChecked());
  expect(sent.removes).toEqual([endpoint]);
  expect(fake!.state.unsubscribed).toEqual([endpoint]);
  await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByText(SUCCESS.settings);
  expect(sent.settings[0]!.input.pushNotifications).toBe(false);
});

it('shows off where push is off for the account, even in a subscribed browser', async () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/this-browser';
  pushServer([endpoint]);
  await openNotifications(member({ pushNotifications: false }), {
    permission: 'granted',
    existing: endpoint,
  });
  await waitFor(() => expect(pushSwitch()).toBeEnabled());
  expect(pushSwitch()).not.toBeChecked();
});
