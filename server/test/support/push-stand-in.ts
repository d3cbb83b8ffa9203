import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A browser's side of a push subscription: what it gives the server, and its private key. */
export interface BrowserSubscription {
  id: string;
  /** What PushSubscription.toJSON() gives: the endpoint and the keys, base64url. */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

/** A push message as the push service received it, decrypted as the browser would. */
export interface ReceivedPush {
  subscriptionId: string;
  headers: IncomingMessage['headers'];
  /** The decrypted payload, parsed. */
  payload: { title: string; body: string; url: string; tag: string };
  /** The VAPID JWT's claims, its signature checked against `k`. */
  vapid: { aud: string; exp: number; sub: string; k: string };
}

/**
 * A push service on 127.0.0.1 (what FCM or Mozilla's autopush are to a browser): it hands out
 * subscriptions made as a browser makes them (a P-256 key pair and a 16-byte auth secret),
 * accepts the server's POSTs to their endpoints, checks the VAPID signature and decrypts the
 * aes128gcm payload (RFC 8291) with the subscription's private key. A subscription can be made
 * to answer 404 or 410 (dropped by the browser) or any other status.
 */
export class PushStandIn {
  readonly received: ReceivedPush[] = [];
  /** Requests it could not decrypt or verify, with why. */
  readonly rejected: { subscriptionId: string; reason: string }[] = [];
  private readonly subscriptions = new Map<string, BrowserSubscription>();
  private readonly answers = new Map<string, number>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  /** Listens on 127.0.0.1 (`port`, or any free one); its host:port goes in PUSH_ENDPOINT_HOSTS. */
  static async start(port = 0): Promise<PushStandIn> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    const standIn = new PushStandIn(server, `http://127.0.0.1:${address.port}`);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => res.writeHead(standIn.receive(req, Buffer.concat(chunks))).end());
    });
    return standIn;
  }

  /** What PUSH_ENDPOINT_HOSTS needs to let the server reach this stand-in. */
  get host(): string {
    return new URL(this.origin).host;
  }

  /** A new subscription, as a browser's PushManager.subscribe() makes one. */
  subscribe(): BrowserSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const id = randomUUID();
    const authSecret = randomBytes(16);
    const subscription: BrowserSubscription = {
      id,
      json: {
        endpoint: `${this.origin}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey('base64url'),
          auth: authSecret.toString('base64url'),
        },
      },
      privateKey: ecdh.getPrivateKey(),
      publicKey: ecdh.getPublicKey(),
      authSecret,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  /** The status this subscription's endpoint answers from now on (201 by default). */
  answer(subscription: BrowserSubscription, status: number): void {
    this.answers.set(subscription.id, status);
  }

  /** What reached this subscription so far. */
  receivedBy(subscription: BrowserSubscription): ReceivedPush[] {
    return this.received.filter((push) => push.subscriptionId === subscription.id);
  }

  /** Waits until `count` messages reached the subscription, and answers them. */
  async waitFor(
    subscription: BrowserSubscription,
    count = 1,
    timeoutMs = 15_000,
  ): Promise<ReceivedPush[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mine = this.receivedBy(subscription);
      if (mine.length >= count) return mine;
      const rejected = this.rejected.find((r) => r.subscriptionId === subscription.id);
      if (rejected) throw new Error(`A push to the subscription was refused: ${rejected.reason}`);
      if (Date.now() > deadline) {
        throw new Error(`${mine.length} of ${count} push messages arrived in ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private receive(req: IncomingMessage, body: Buffer): number {
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const subscription = id ? this.subscriptions.get(id) : undefined;
    if (!subscription || req.method !== 'POST') return 404;
    const answer = this.answers.get(subscription.id);
    try {
      if (req.headers['content-encoding'] !== 'aes128gcm') {
        throw new Error(`Content-Encoding is ${req.headers['content-encoding']}`);
      }
      if (!req.headers.ttl) throw new Error('no TTL header');
      const vapid = checkVapid(String(req.headers.authorization ?? ''), this.origin);
      const payload = JSON.parse(decrypt(body, subscription).toString('utf8'));
      this.received.push({ subscriptionId: subscription.id, headers: req.headers, payload, vapid });
    } catch (error) {
      this.rejected.push({ subscriptionId: subscription.id, reason: (error as Error).message });
      return 400;
    }
    return answer ?? 201;
  }
}

/** RFC 8291 (with RFC 8188's aes128gcm): what the browser does with a push message's body. */
export function decrypt(body: Buffer, subscription: BrowserSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscription.privateKey);
  const shared = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscription.publicKey,
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscription.authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by that key, for this
 * push service's origin, expiring within 24 hours, naming a contact.
 */
function checkVapid(header: string, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`Authorization is not VAPID: ${header.slice(0, 40)}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const publicKey = rawP256Key(Buffer.from(k, 'base64url'));
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  if (header_.alg !== 'ES256') throw new Error(`VAPID alg is ${header_.alg}`);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  const now = Date.now() / 1000;
  if (body.aud !== origin) throw new Error(`VAPID aud is ${body.aud}, not ${origin}`);
  if (!(body.exp > now && body.exp <= now + 24 * 3600)) throw new Error('VAPID exp out of range');
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`VAPID sub is ${body.sub}`);
  return { aud: body.aud, exp: body.exp, sub: body.sub, k };
}

function rawP256Key(point: Buffer): KeyObject {
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}
