import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { PrivateHosts } from './config';

/**
 * Requests to addresses users give (their own AI endpoint, a link's page) must not reach the
 * server's own network. Each caller says what its refusals are, in its users' words.
 */
export interface GuardedFetchErrors {
  /** The address is on a private or local network. */
  privateAddress: () => Error;
  /** Not an http(s) address. */
  badUrl: () => Error;
  /** The answer is larger than the caller reads. */
  tooLarge: () => Error;
}

/** The most of an answer read by default; a chat completion is a few kilobytes. */
export const ANSWER_MAX_BYTES = 1024 * 1024;

/** Addresses that are not on the public internet: loopback, private, link-local (cloud metadata), reserved. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** The 8 groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  // A dotted IPv4 tail (::ffff:127.0.0.1) as two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const start = parse(head);
  const end = parse(tail ?? undefined);
  const groups =
    tail === null
      ? start
      : [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
  return groups.length === 8 ? groups : null;
}

const ipv4Of = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * Whether an address is one a user's connection must not reach unless allowed: loopback,
 * private, link-local (where cloud metadata services answer), shared, reserved or multicast,
 * also when an IPv6 address carries such an IPv4 one (mapped, NAT64, 6to4).
 */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated) carry an IPv4 address.
  if (upperZero && (g5 === 0xffff || (g5 === 0 && (g6 !== 0 || g7 > 1)))) {
    return INTERNAL.check(ipv4Of(g6, g7), 'ipv4');
  }
  // 64:ff9b::/96 (NAT64) and 2002::/16 (6to4) reach the IPv4 address they carry.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return INTERNAL.check(ipv4Of(g6, g7), 'ipv4');
  }
  if (g0 === 0x2002) return INTERNAL.check(ipv4Of(g1, g2), 'ipv4');
  return INTERNAL.check(groups.map((group) => group.toString(16)).join(':'), 'ipv6');
}

/**
 * Which hosts on internal addresses users' requests may reach (AI_CONNECTION_PRIVATE_HOSTS), and
 * which single services (by origin: scheme, host and port) besides, such as the Ollama the
 * server itself was pointed at (OLLAMA_URL).
 */
export class EndpointPolicy {
  private readonly origins: ReadonlySet<string>;

  constructor(
    private readonly privateHosts: PrivateHosts,
    /** URLs whose origin (and only it, not other ports of the host) may be internal. */
    internalServices: readonly string[] = [],
  ) {
    this.origins = new Set(internalServices.map((url) => new URL(url).origin));
  }

  /** Whether this host (as written in the URL) may be on an internal address. */
  allowsInternal(hostname: string): boolean {
    if (typeof this.privateHosts === 'boolean') return this.privateHosts;
    return this.privateHosts.includes(bare(hostname));
  }

  /** Whether this URL may reach an internal address: its host is allowed, or its origin is. */
  allowsInternalUrl(url: URL): boolean {
    return this.allowsInternal(url.hostname) || this.origins.has(url.origin);
  }
}

const bare = (hostname: string) => hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/** dns.lookup, refusing a name any of whose addresses is internal. */
const checkedLookup =
  (privateAddress: () => Error): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some(({ address }) => isInternalAddress(address))) {
        return callback(privateAddress(), '', 0);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };

/**
 * fetch for an address a user gave, which the server must not let reach its own network: the
 * host's addresses are checked as the connection is made (so a name cannot resolve to a public
 * address for a check and to an internal one for the request), redirects are never followed
 * (the 3xx answer is returned as it is; see followRedirects), and an answer larger than
 * `maxBytes` fails.
 */
export function guardedFetch(
  policy: EndpointPolicy,
  errors: GuardedFetchErrors,
  maxBytes = ANSWER_MAX_BYTES,
  /** Cut a larger answer at maxBytes (its start is all the caller reads) instead of failing. */
  cut = false,
): typeof fetch {
  const lookup = checkedLookup(errors.privateAddress);
  const guarded = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw errors.badUrl();
    const host = bare(url.hostname);
    const allowInternal = policy.allowsInternalUrl(url);
    // A literal address is connected to without a look-up: checked here.
    if (!allowInternal && isIP(host) && isInternalAddress(host)) throw errors.privateAddress();
    const transport = url.protocol === 'https:' ? https : http;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    return new Promise<Response>((resolve, reject) => {
      let failure: Error | null = null;
      const fail = (error: Error) => {
        failure ??= error;
        reject(failure);
      };
      const request = transport.request(
        url,
        {
          method: init.method ?? 'GET',
          headers,
          signal: init.signal ?? undefined,
          lookup: allowInternal ? undefined : lookup,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          let done = false;
          const answer = () => {
            if (failure || done) return;
            done = true;
            const status = response.statusCode ?? 502;
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              for (const one of Array.isArray(value) ? value : [value ?? '']) {
                answerHeaders.append(name, one);
              }
            }
            const empty = status === 204 || status === 205 || status === 304;
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status: status < 200 || status > 599 ? 502 : status,
                headers: answerHeaders,
              }),
            );
          };
          response.on('data', (chunk: Buffer) => {
            if (done) return;
            size += chunk.length;
            if (size > maxBytes) {
              if (cut) {
                chunks.push(chunk.subarray(0, chunk.length - (size - maxBytes)));
                answer();
              } else fail(errors.tooLarge());
              request.destroy();
              return;
            }
            chunks.push(chunk);
          });
          response.on('error', (error) => {
            if (!done) fail(error);
          });
          response.on('close', () => {
            if (!response.complete && !done) fail(new Error('The connection closed mid-answer'));
          });
          response.on('end', answer);
        },
      );
      request.on('error', fail);
      request.end(typeof init.body === 'string' ? init.body : undefined);
    });
  };
  return guarded as typeof fetch;
}

/**
 * A GET through `guarded` that follows up to `maxRedirects` redirects, each hop a request of its
 * own through the guard (so a public page cannot redirect to an internal address). Answers the
 * last response and the address it came from; more redirects than allowed fail with `tooMany`.
 */
export async function followRedirects(
  guarded: typeof fetch,
  url: string,
  maxRedirects: number,
  tooMany: () => Error,
  init: RequestInit = {},
): Promise<{ response: Response; url: string }> {
  let current = url;
  for (let hop = 0; ; hop++) {
    const response = await guarded(current, { ...init, method: 'GET' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location) {
      return { response, url: current };
    }
    if (hop >= maxRedirects) throw tooMany();
    current = new URL(location, current).toString();
  }
}

/** Why a request did not reach the endpoint, in a few words: "connection refused". */
export function networkReason(error: unknown): string {
  const codes: string[] = [];
  for (let cause: unknown = error; cause && codes.length < 5;) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    cause = (cause as { cause?: unknown }).cause;
  }
  const code = codes[0] ?? '';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') {
    return 'no such host';
  }
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'the connection was reset';
  if (code === 'ETIMEDOUT') return 'the connection timed out';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'the host is unreachable';
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|EPROTO|SSL/.test(code)) {
    return 'its TLS certificate or handshake was refused';
  }
  return 'a network error';
}
