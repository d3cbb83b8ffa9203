import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type ErrorRequestHandler } from 'express';
import { S3StandIn } from '../../../test/support/s3-stand-in';
import { AppError } from '../errors';
import { LocalMediaStore, UPLOADS_URL_PATH } from '../media/local-media-store';
import { MediaMissing, type MediaStore } from '../media/media-store';
import { S3MediaStore } from '../media/s3-media-store';

/**
 * The two media stores behind one interface: bytes in and out (at once and streamed), removal,
 * keys that stay inside the store, and addresses that serve a file only as signed and only until
 * they expire. The local store is served by its own route here; the S3 store by s3rver, behind a
 * check of presigned signatures (test/support/s3-stand-in.ts).
 */
const TTL_MS = 3600_000;
const SECRET = randomBytes(32).toString('hex');

let folder: string;
let s3: S3StandIn;
/** The local store's route, on a server of its own. */
let uploads: Server;
let uploadsOrigin: string;
/** The clock of the stores under test (addresses are signed at this time). */
let clock = Date.now();

const localAt = (now: () => number) =>
  new LocalMediaStore(folder, { secret: SECRET, urlTtlMs: TTL_MS, now });
const s3At = (now: () => number, publicEndpoint: string | null = null) =>
  new S3MediaStore(
    {
      endpoint: s3.endpoint,
      publicEndpoint: publicEndpoint ?? s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    { urlTtlMs: TTL_MS, now },
  );

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'postpilot-media-store-'));
  s3 = await S3StandIn.start();
  // As the app mounts it, with the app's answer for an AppError.
  const app = express();
  app.use(UPLOADS_URL_PATH, localAt(() => clock).serve());
  const answer: ErrorRequestHandler = (error, _req, res, _next) => {
    res.status(error instanceof AppError ? error.status : 500).json({ code: error.code });
  };
  app.use(answer);
  uploads = createServer(app);
  await new Promise<void>((resolve) => uploads.listen(0, '127.0.0.1', resolve));
  uploadsOrigin = `http://127.0.0.1:${(uploads.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => uploads.close(() => resolve()));
  await s3.stop();
  rmSync(folder, { recursive: true, force: true });
});
/** The start of the current quarter of an address's lifetime, when addresses change. */
const windowStart = () => Math.floor(Date.now() / (TTL_MS / 4)) * (TTL_MS / 4);
beforeEach(() => {
  clock = windowStart() + 1000;
});

const kinds: [string, () => MediaStore][] = [
  ['local disk', () => localAt(() => clock)],
  ['S3', () => s3At(() => clock)],
];

/** Where an address is fetched from: the local store's are paths on the app. */
const absolute = (url: string) => new URL(url, uploadsOrigin).toString();
const get = (url: string) => fetch(absolute(url));
const key = (name: string) => `media/${randomBytes(16).toString('hex')}-${name}`;

describe.each(kinds)('the %s store', (_kind, storeOf) => {
  it('keeps bytes under a key: written, read at once or streamed, sized, removed', async () => {
    const store = storeOf();
    const bytes = randomBytes(70_000);
    const png = key('a.png');
    await store.write(png, bytes);
    expect((await store.read(png)).equals(bytes)).toBe(true);
    expect(await store.stat(png)).toEqual({ bytes: bytes.length });
    const opened = await store.open(png);
    expect(opened).toMatchObject({ bytes: bytes.length, contentType: 'image/png' });
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    await store.remove([png]);
    expect(await store.stat(png)).toBeNull();
    await expect(store.read(png)).rejects.toBeInstanceOf(MediaMissing);
    await expect(store.open(png)).rejects.toBeInstanceOf(MediaMissing);
    // Removing what is gone is fine.
    await store.remove([png, key('never.png')]);
  });

  it('stores a file from disk as a stream, whole', async () => {
    const store = storeOf();
    const file = path.join(folder, `upload-${randomBytes(4).toString('hex')}`);
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    writeFileSync(file, bytes);
    const pdf = key('deck.pdf');
    await store.writeFile(pdf, file);
    expect(await store.stat(pdf)).toEqual({ bytes: bytes.length });
    expect((await store.read(pdf)).equals(bytes)).toBe(true);
    expect((await store.open(pdf)).contentType).toBe('application/pdf');
    await store.remove([pdf]);
  });

  it('refuses keys that are not the app’s, before touching anything', async () => {
    const store = storeOf();
    for (const bad of [
      '../secret',
      'media/../../etc/passwd',
      '/etc/passwd',
      'a.png',
      'http://x/y',
    ]) {
      await expect(store.write(bad, Buffer.from('x'))).rejects.toThrow(/Not a media key/);
      await expect(store.url(bad)).rejects.toThrow(/Not a media key/);
    }
  });

  it('hands out an address that serves the bytes; the same one for a while, then a new one', async () => {
    const store = storeOf();
    const bytes = randomBytes(2048);
    const webp = key('p1.webp');
    await store.write(webp, bytes);
    const url = await store.url(webp);
    const answer = await get(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);

    // Read again within a quarter of its lifetime: the same address, which the browser holds.
    clock += 60_000;
    expect(await store.url(webp)).toBe(url);
    clock += TTL_MS / 4;
    expect(await store.url(webp)).not.toBe(url);
  });

  it('serves nothing without the signature, with a tampered one, or once it expired', async () => {
    const store = storeOf();
    const png = key('private.png');
    const other = key('other.png');
    await store.write(png, randomBytes(512));
    await store.write(other, randomBytes(512));
    const url = new URL(absolute(await store.url(png)));

    const bare = new URL(url);
    bare.search = '';
    expect((await get(bare.toString())).status).toBe(403);

    const signature = store.kind === 's3' ? 'X-Amz-Signature' : 'signature';
    const tampered = new URL(url);
    const value = tampered.searchParams.get(signature)!;
    tampered.searchParams.set(signature, `${value[0] === 'A' ? 'B' : 'A'}${value.slice(1)}`);
    expect((await get(tampered.toString())).status).toBe(403);

    // The signature of one file does not open another.
    const moved = new URL(url);
    moved.pathname = moved.pathname.replace(path.posix.basename(png), path.posix.basename(other));
    expect((await get(moved.toString())).status).toBe(403);

    // Nor does a later expiry written over the signed one.
    const extended = new URL(url);
    const expiry = store.kind === 's3' ? 'X-Amz-Expires' : 'expires';
    extended.searchParams.set(expiry, String(Number(url.searchParams.get(expiry)) + 3600));
    expect((await get(extended.toString())).status).toBe(403);

    // Signed two lifetimes ago: expired.
    const old =
      store.kind === 's3' ? s3At(() => clock - 2 * TTL_MS) : localAt(() => clock - 2 * TTL_MS);
    expect((await get(await old.url(png))).status).toBe(403);
    expect((await get(url.toString())).status).toBe(200);
    await store.remove([png, other]);
  });
});

describe('the local store’s route', () => {
  it('answers an expired address 403 once its time is up, a removed file 404', async () => {
    const store = localAt(() => clock);
    const png = key('soon.png');
    await store.write(png, randomBytes(100));
    const url = await store.url(png);
    const answer = await get(url);
    expect(answer.status).toBe(200);
    // Kept by this browser alone, for as long as the address lasts.
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(answer.headers.get('cache-control')!)![1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(TTL_MS / 1000);
    expect(maxAge).toBeLessThanOrEqual((TTL_MS * 1.25) / 1000);

    clock += maxAge * 1000 + 1000;
    const expired = await get(url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ code: 'MEDIA_URL_EXPIRED' });

    clock = windowStart() + 1000;
    const fresh = await store.url(png);
    await store.remove([png]);
    expect((await get(fresh)).status).toBe(404);
    // Signed by another secret: not ours.
    const stranger = new LocalMediaStore(folder, { secret: 'another', urlTtlMs: TTL_MS });
    expect((await get(await stranger.url(png))).status).toBe(403);
  });

  it('serves part of a file (a PDF viewer reads by ranges) and answers HEAD', async () => {
    const store = localAt(() => clock);
    const pdf = key('ranges.pdf');
    const bytes = randomBytes(1000);
    await store.write(pdf, bytes);
    const url = absolute(await store.url(pdf));
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    expect(await store.origin()).toBeNull();
  });
});

describe('the S3 store’s addresses', () => {
  it('name the public endpoint browsers reach, valid for at least MEDIA_URL_TTL', async () => {
    const store = s3At(() => clock, 'http://media.example.test:9000');
    const url = new URL(await store.url('avatars/u-1.webp'));
    expect(url.origin).toBe('http://media.example.test:9000');
    expect(url.pathname).toBe(`/${s3.bucket}/avatars/u-1.webp`);
    const signedAt = Date.parse(
      url.searchParams
        .get('X-Amz-Date')!
        .replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    const expiresAt = signedAt + Number(url.searchParams.get('X-Amz-Expires')) * 1000;
    expect(expiresAt - clock).toBeGreaterThanOrEqual(TTL_MS);
    expect(expiresAt - clock).toBeLessThanOrEqual(TTL_MS * 1.25);
    expect(await store.origin()).toBe('http://media.example.test:9000');
  });
});
