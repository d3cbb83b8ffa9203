import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLogger } from '@postpilot/server';
import type { PostAttachmentInput } from '../../../server/src/generated/graphql';
import { openMediaStore } from '../../../server/src/kernel/media/open-media-store';
import { startTestApp, type TestApp } from '../../../server/test/support/app';
import {
  bearer,
  buildDuePost,
  buildPost,
  buildSandboxConnection,
  buildUser,
  type RegisteredUser,
  deleteAccount,
} from '../../../server/test/support/factories';
import { mediaKeyOf } from '../../../server/test/support/media-urls';
import { makePdf } from '../../../server/test/support/pdf';
import { S3StandIn } from '../../../server/test/support/s3-stand-in';
import { startWorkers, type RunningWorker } from '../worker';

/**
 * Media in a bucket, end to end (MEDIA_STORE=s3, the bucket played by s3rver): every kind a user
 * keeps (an avatar, images, a PDF and its page pictures, a carousel, a link card's thumbnail) goes
 * to the bucket and nothing to disk, is served only at the signed address the API hands out, is
 * published to the sandbox LinkedIn by a worker that shares no folder with the API (the sandbox's
 * copies go to the bucket too), and leaves the bucket with its post and with the account.
 */
let s3: S3StandIn;
let app: TestApp;
let site: Server;
let siteOrigin: string;
let worker: RunningWorker | null = null;
/** The worker's data folder: not the API's, as on another machine. */
let workerData: string;
const logger = createLogger('worker', process.env.DEBUG_LOG ?? 'silent');

const picture = (shade: number, width = 48, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: { r: shade, g: 90, b: 150 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  s3 = await S3StandIn.start();
  app = await startTestApp(s3.env);
  workerData = mkdtempSync(path.join(tmpdir(), 'postpilot-worker-'));
  const card = await picture(200, 120, 63);
  // A page a link card is read from, with its Open Graph picture.
  site = createServer((req, res) => {
    if (req.url === '/essay') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        '<html><head><meta property="og:title" content="Small batches win"><meta property="og:image" content="/card.png"></head></html>',
      );
    } else if (req.url === '/card.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(card);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
});
afterAll(async () => {
  await app?.stop();
  await s3?.stop();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  if (workerData) rmSync(workerData, { recursive: true, force: true });
});

const db = () => app.api.infra.dataSource;

/** What an address the API handed out answers (a bucket's addresses are on its own origin). */
async function download(url: string) {
  const answer = await fetch(new URL(url, app.api.url));
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    bytes: Buffer.from(await answer.arrayBuffer()),
  };
}

/** Every file under a folder, recursively. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

interface MediaJson {
  id: string;
  url: string;
  pageImages: string[];
}

/** A member with an avatar, and one file of each kind they can attach, through the REST doors. */
async function mediaOfEveryKind(user: RegisteredUser) {
  const avatar = await app
    .http()
    .post('/api/user/avatar')
    .set(bearer(user))
    .attach('avatar', await picture(10, 300, 300), 'me.png')
    .expect(200);
  const upload = async (bytes: Buffer, name: string) =>
    (await app.http().post('/api/media').set(bearer(user)).attach('file', bytes, name).expect(201))
      .body.media as MediaJson;
  const images = [
    await upload(await picture(40), 'a.png'),
    await upload(await picture(60), 'b.png'),
  ];
  const pdf = await upload(makePdf(3), 'deck.pdf');
  const carousel = (
    await app
      .http()
      .post('/api/media/carousel')
      .set(bearer(user))
      .send({
        title: 'Calm releases',
        slides: Array.from({ length: 5 }, (_, i) => ({
          title: `Slide ${i + 1}`,
          body: 'One idea.',
        })),
        accentColor: '#0a66c2',
        backgroundColor: '#ffffff',
        textColor: '#1d2226',
      })
      .expect(201)
  ).body.media as MediaJson;
  const preview = await app
    .http()
    .post('/api/media/link-preview')
    .set(bearer(user))
    .send({ url: `${siteOrigin}/essay` })
    .expect(200);
  const thumbnail = preview.body.preview.thumbnail as MediaJson;
  return { avatar: avatar.body.user.profilePicture as string, images, pdf, carousel, thumbnail };
}

/** The user's posts carrying each kind: due now, or drafts. */
async function postsCarrying(
  user: RegisteredUser,
  media: Awaited<ReturnType<typeof mediaOfEveryKind>>,
  { due }: { due: boolean },
) {
  const build = due ? buildDuePost : buildPost;
  const post = (content: string, attachment: PostAttachmentInput) =>
    build(app, user, { content, attachment }).then((built) => built.id);
  return {
    images: await post('Two charts.', {
      images: media.images.map((image, i) => ({ mediaId: image.id, altText: `Chart ${i + 1}` })),
    }),
    document: await post('Our deck.', { document: { mediaId: media.pdf.id, title: 'The deck' } }),
    carousel: await post('Calm releases, in five slides.', {
      document: { mediaId: media.carousel.id, title: 'Calm releases' },
    }),
    link: await post('Worth five minutes.', {
      link: {
        url: `${siteOrigin}/essay`,
        title: 'Small batches win',
        description: null,
        thumbnailMediaId: media.thumbnail.id,
      },
    }),
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The carousel's pictures once all its pages' are drawn (they follow its answer). */
async function carouselPictures(user: RegisteredUser, id: string, pages: number) {
  let pictures: string[] = [];
  await until(async () => {
    const { data } = await app.graphql<{
      posts: { posts: { attachment: { document: { media: MediaJson } | null } | null }[] };
    }>(
      `{ posts { posts { attachment { document { media { id url pageImages } } } } } }`,
      {},
      user.token,
    );
    const media = data!.posts.posts
      .map((post) => post.attachment?.document?.media)
      .find((found) => found?.id === id);
    pictures = media?.pageImages ?? [];
    return pictures.length === pages;
  });
  return pictures;
}

it('keeps every kind of media in the bucket, serves it only signed, and publishes it from there', async () => {
  const user = await buildUser(app);
  const media = await mediaOfEveryKind(user);

  // Every address is a presigned GET on the bucket, and serves the file.
  const addresses = [
    media.avatar,
    ...media.images.map((image) => image.url),
    media.pdf.url,
    ...media.pdf.pageImages,
    media.carousel.url,
    ...media.carousel.pageImages,
    media.thumbnail.url,
  ];
  for (const url of addresses) {
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect((await download(url)).status).toBe(200);
  }
  expect((await sharp((await download(media.avatar)).bytes).metadata()).format).toBe('webp');
  expect((await download(media.pdf.url)).bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(media.pdf.pageImages).toHaveLength(3);
  expect(await s3.keys()).toEqual(expect.arrayContaining(addresses.map(mediaKeyOf)));
  // GraphQL hands out the same kind of address for the avatar.
  const { data } = await app.graphql<{ me: { profilePicture: string } }>(
    '{ me { profilePicture } }',
    {},
    user.token,
  );
  expect(mediaKeyOf(data!.me.profilePicture)).toBe(mediaKeyOf(media.avatar));
  expect(data!.me.profilePicture.startsWith(`${s3.endpoint}/`)).toBe(true);

  // Published by a worker with a data folder of its own: the files come from the bucket.
  await buildSandboxConnection(app, user, `Bucket Member ${user.id.slice(0, 8)}`);
  const posts = await postsCarrying(user, media, { due: true });
  worker = await startWorkers(
    { ...app.config, dataDir: workerData, uploadDir: path.join(workerData, 'uploads') },
    logger,
  );
  const statuses = async () =>
    (
      (await db().query(`SELECT status FROM posts WHERE id = ANY($1::uuid[])`, [
        Object.values(posts),
      ])) as { status: string }[]
    ).map((row) => row.status);
  await until(async () => (await statuses()).every((status) => status === 'published'), 45_000);

  // LinkedIn (the sandbox) received each file's bytes as stored, and keeps its copy in the bucket.
  const uploaded = (await db().query(
    `SELECT m.storage_key, u.storage_key AS copy, u.page_keys
       FROM post_media m JOIN linkedin_sandbox.sandbox_uploads u ON u.urn = m.linkedin_urn
      WHERE m.user_id = $1`,
    [user.id],
  )) as { storage_key: string; copy: string; page_keys: string[] }[];
  expect(uploaded).toHaveLength(5);
  for (const { storage_key: key, copy, page_keys: pages } of uploaded) {
    const original = await app.api.infra.media.read(key);
    const served = await download(`/sandbox/linkedin/media/${copy}`);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(original)).toBe(true);
    expect(await s3.keys(`sandbox/${copy}`)).toEqual([`sandbox/${copy}`]);
    for (const page of pages) expect(await s3.keys(`sandbox/${page}`)).toHaveLength(1);
  }
  // Nothing was written to a disk: neither the API's data folder nor the worker's.
  expect(filesUnder(app.config.dataDir).filter((file) => file.includes('uploads'))).toEqual([]);
  expect(filesUnder(workerData).filter((file) => file.includes('uploads'))).toEqual([]);
}, 120_000);

it('removes a post’s files from the bucket with the post, and everything else with the account', async () => {
  const user = await buildUser(app);
  const media = await mediaOfEveryKind(user);
  const posts = await postsCarrying(user, media, { due: false });
  const pictures = await carouselPictures(user, media.carousel.id, 5);
  const loose = (
    await app
      .http()
      .post('/api/media')
      .set(bearer(user))
      .attach('file', await picture(90), 'loose.png')
      .expect(201)
  ).body.media as MediaJson;
  const keysOf = (urls: string[]) => urls.map(mediaKeyOf);
  const imageKeys = keysOf(media.images.map((image) => image.url));
  const otherKeys = keysOf([
    media.avatar,
    media.pdf.url,
    ...media.pdf.pageImages,
    media.carousel.url,
    ...pictures,
    media.thumbnail.url,
    loose.url,
  ]);
  expect(await s3.keys()).toEqual(expect.arrayContaining([...imageKeys, ...otherKeys]));

  await app.http().delete(`/api/content/posts/${posts.images}`).set(bearer(user)).expect(200);
  const left = await s3.keys();
  expect(left.filter((key) => imageKeys.includes(key))).toEqual([]);
  expect(left).toEqual(expect.arrayContaining(otherKeys));
  // Its address, still signed and unexpired, finds nothing.
  expect((await download(media.images[0]!.url)).status).toBe(404);

  await deleteAccount(app, user);
  expect((await s3.keys()).filter((key) => otherKeys.includes(key))).toEqual([]);
  expect(await s3.keys(`avatars/${user.id}`)).toEqual([]);
}, 120_000);

it('serves nothing without its signature, with a tampered one, or after it expired', async () => {
  const user = await buildUser(app);
  const { avatar } = await mediaOfEveryKind(user);
  expect((await download(avatar)).status).toBe(200);

  const bare = new URL(avatar);
  bare.search = '';
  expect((await download(bare.toString())).status).toBe(403);

  const tampered = new URL(avatar);
  const signature = tampered.searchParams.get('X-Amz-Signature')!;
  tampered.searchParams.set(
    'X-Amz-Signature',
    `${signature[0] === '0' ? '1' : '0'}${signature.slice(1)}`,
  );
  expect((await download(tampered.toString())).status).toBe(403);

  // Signed by the app's own store two lifetimes ago: the bucket refuses it.
  const ttl = app.config.media.urlTtlMs;
  const earlier = openMediaStore(app.config, () => Date.now() - 2 * ttl);
  const expired = await earlier.url(mediaKeyOf(avatar));
  earlier.close();
  expect(new URL(expired).pathname).toBe(new URL(avatar).pathname);
  expect((await download(expired)).status).toBe(403);
}, 60_000);
