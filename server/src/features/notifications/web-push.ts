import { generateRequestDetails } from 'web-push';
import type { VapidConfig } from '../../kernel/config';
import type { PushEndpointPolicy } from './push-endpoints';

/** What a browser's service worker receives: shown as a notification that opens `url`. */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a click on the notification leads (an address of the app). */
  url: string;
  /** Notifications of one kind replace each other rather than pile up. */
  tag: string;
}

/** What a push service made of one message. */
export type PushOutcome =
  | { kind: 'delivered' }
  /** 404 or 410: the browser unsubscribed, or the subscription expired. */
  | { kind: 'gone' }
  /** Trying again may work (429, 5xx, a timeout, the network). */
  | { kind: 'retry'; reason: string }
  /** Trying again will not (a 4xx: a bad key, a payload too large, a wrong VAPID key). */
  | { kind: 'refused'; reason: string };

/** How long a message may wait at the push service for the browser to come online. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;
/** Push services take 4,096 bytes of encrypted payload; the text is kept well inside. */
const BODY_MAX = 1_000;

/**
 * Sends one message to one browser through its push service (RFC 8030), encrypted to the
 * browser's keys (RFC 8291, aes128gcm) and signed with the VAPID key (RFC 8292). The endpoint is
 * checked again before the request, and no redirect is followed: the request goes only where a
 * browser push service (or PUSH_ENDPOINT_HOSTS) is.
 */
export class WebPushSender {
  constructor(
    private readonly vapid: VapidConfig,
    private readonly endpoints: PushEndpointPolicy,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  async send(
    subscription: { endpoint: string; p256dh: string; auth: string },
    message: PushMessage,
  ): Promise<PushOutcome> {
    const problem = this.endpoints.problem(subscription.endpoint);
    if (problem) return { kind: 'refused', reason: problem };
    const payload = JSON.stringify({ ...message, body: message.body.slice(0, BODY_MAX) });
    const request = generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      payload,
      {
        vapidDetails: this.vapid,
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    let status: number;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      // The answer's body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
    }
    if (status >= 200 && status < 300) return { kind: 'delivered' };
    if (status === 404 || status === 410) return { kind: 'gone' };
    if (status === 429 || status >= 500) {
      return { kind: 'retry', reason: `the push service answered ${status}` };
    }
    return { kind: 'refused', reason: `the push service answered ${status}` };
  }
}
