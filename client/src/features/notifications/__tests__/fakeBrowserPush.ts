/**
 * A browser's Push API for jsdom, which has none: a service worker container, a PushManager
 * that subscribes to a push service, and Notification's permission, as Chromium behaves. A
 * test says what the user answers when asked for permission and what was there before.
 */
export interface FakePushOptions {
  /** The permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the user answers when the page asks. */
  answer?: NotificationPermission;
  /** A subscription the browser already holds (its endpoint). */
  existing?: string;
  /** The push service refuses to subscribe (as when the browser cannot reach it). */
  subscribeFails?: boolean;
}

export const FAKE_KEYS = {
  p256dh: 'BNkrIFhRmp-asWDqDM66FmwgNPEAWQMmRwylkDo2UN-DBWFIjtoJN488ago-9z03N2qgmAWboytMXC75FL8eLqs',
  auth: 'StR_YEMqtx2YMrDbn6DtTQ',
};

interface FakeSubscription {
  endpoint: string;
  toJSON(): PushSubscriptionJSON;
  unsubscribe(): Promise<boolean>;
}

export function installFakePush(options: FakePushOptions = {}) {
  const state = {
    permission: options.permission ?? 'default',
    asked: 0,
    registered: [] as { url: string; scope?: string }[],
    subscribed: [] as PushSubscriptionOptionsInit[],
    unsubscribed: [] as string[],
    current: null as FakeSubscription | null,
  };
  let made = 0;
  const subscription = (endpoint: string): FakeSubscription => ({
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { ...FAKE_KEYS } }),
    unsubscribe: async () => {
      state.unsubscribed.push(endpoint);
      if (state.current?.endpoint === endpoint) state.current = null;
      return true;
    },
  });
  if (options.existing) state.current = subscription(options.existing);
  const registration = {
    pushManager: {
      getSubscription: async () => state.current,
      subscribe: async (init: PushSubscriptionOptionsInit) => {
        state.subscribed.push(init);
        if (options.subscribeFails) {
          throw new DOMException('Registration failed - push service error', 'AbortError');
        }
        state.current = subscription(`https://fcm.googleapis.com/fcm/send/fake-${++made}`);
        return state.current;
      },
    },
  };
  let hasRegistration = Boolean(options.existing);
  const serviceWorker = {
    register: async (url: string, init?: RegistrationOptions) => {
      state.registered.push({ url, scope: init?.scope });
      hasRegistration = true;
      return registration;
    },
    ready: Promise.resolve(registration),
    getRegistration: async () => (hasRegistration ? registration : undefined),
  };
  const notification = {
    get permission() {
      return state.permission;
    },
    requestPermission: async () => {
      state.asked++;
      if (state.permission === 'default') state.permission = options.answer ?? 'granted';
      return state.permission;
    },
  };
  define(navigator, 'serviceWorker', serviceWorker);
  define(window, 'PushManager', function PushManager() {});
  define(window, 'Notification', notification);
  define(window, 'isSecureContext', true);
  return {
    state,
    uninstall() {
      for (const [target, key] of [
        [navigator, 'serviceWorker'],
        [window, 'PushManager'],
        [window, 'Notification'],
        [window, 'isSecureContext'],
      ] as const) {
        delete (target as unknown as Record<string, unknown>)[key];
      }
    },
  };
}

function define(target: object, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
}
