/**
 * This browser's side of Web Push: the service worker (public/sw.js, served at the site root)
 * and the Push API's subscription. Nothing here talks to Postpilot's server.
 */

import { NOTIFICATION_MESSAGES as NM } from '@postpilot/common';

/** The service worker's address; at the root, so it receives every page's pushes. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Why this browser cannot receive push from this page, in words for the user; null when it can. */
export function pushUnavailableReason(): string | null {
  if (pushSupported()) return null;
  // Over plain http the browser hides Web Push altogether: say so, not that it lacks it.
  return typeof window !== 'undefined' && !window.isSecureContext
    ? NM.pushInsecure
    : NM.pushUnsupported;
}

/** Whether this browser can receive push notifications from this page at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The browser's current subscription, if a service worker of ours holds one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What the server keeps of a subscription: PushSubscription.toJSON()'s endpoint and keys. */
export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Registers the service worker and subscribes this browser with the server's VAPID key. An
 * earlier subscription (another account's, or one made with another key) is dropped first, so
 * the endpoint is this account's alone.
 */
export async function subscribeBrowser(vapidPublicKey: string): Promise<SubscriptionJson> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const earlier = await registration.pushManager.getSubscription();
  if (earlier) await earlier.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(vapidPublicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave no push keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Ends this browser's subscription; answers its endpoint (null when there was none). */
export async function unsubscribeBrowser(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/** The applicationServerKey as the Push API takes it: the key's bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
