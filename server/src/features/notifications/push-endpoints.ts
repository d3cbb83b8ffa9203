import { NOTIFICATION_MESSAGES as NM } from '@postpilot/common';
import type { PushEndpointHost } from '../../kernel/config';

/**
 * The browser push services' hosts (Chrome and Edge's FCM, Firefox's autopush, Windows' WNS,
 * Safari's APNs web push): the server POSTs to a subscription's endpoint, so by default it POSTs
 * nowhere else. `*.` takes any host under the domain.
 */
export const BROWSER_PUSH_HOSTS: readonly PushEndpointHost[] = [
  { host: 'fcm.googleapis.com', port: null },
  { host: 'updates.push.services.mozilla.com', port: null },
  { host: '*.push.services.mozilla.com', port: null },
  { host: '*.notify.windows.com', port: null },
  { host: 'web.push.apple.com', port: null },
  { host: '*.push.apple.com', port: null },
];

/** Hosts plain http may reach, when PUSH_ENDPOINT_HOSTS lists them (a local push service). */
const LOOPBACK = new Set(['localhost', '127.0.0.1']);

const matches = (entry: PushEndpointHost, host: string, port: number | null) =>
  (entry.host.startsWith('*.') ? host.endsWith(entry.host.slice(1)) : host === entry.host) &&
  entry.port === port;

/**
 * Where push notifications may be sent: an https endpoint on a browser push service's host (or
 * one of `extra`, PUSH_ENDPOINT_HOSTS), on the port listed (none: 443); plain http only to a
 * localhost or 127.0.0.1 entry of `extra`. No user name or password in the address.
 */
export class PushEndpointPolicy {
  constructor(private readonly extra: readonly PushEndpointHost[]) {}

  /** Why the endpoint is refused, in words for the user; null when it is accepted. */
  problem(endpoint: string): string | null {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return NM.endpointInvalid;
    }
    if (url.username || url.password || url.hash) return NM.endpointInvalid;
    // URL gives the port only when it is not the scheme's default.
    const host = url.hostname.toLowerCase();
    const port = url.port ? Number(url.port) : null;
    if (url.protocol === 'https:') {
      const hosts = [...BROWSER_PUSH_HOSTS, ...this.extra];
      return hosts.some((entry) => matches(entry, host, port)) ? null : NM.endpointHost(url.host);
    }
    if (url.protocol === 'http:') {
      const local = this.extra.filter((entry) => LOOPBACK.has(entry.host));
      return local.some((entry) => matches(entry, host, port)) ? null : NM.endpointInvalid;
    }
    return NM.endpointInvalid;
  }
}
