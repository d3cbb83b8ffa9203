import sharp from 'sharp';
import { MEDIA_MESSAGES } from '@postpilot/common';
import { createLogger } from '@postpilot/server';
import { LinkedInClient } from '../../../server/src/features/linkedin/linkedin.client';
import type { PostAttachmentInput } from '../../../server/src/generated/graphql';
import {
  linkedInError,
  useAppWithLinkedIn,
  type RecordedRequest,
  type Reply,
} from '../../../server/test/support/linkedin-stand-in';
import {
  buildConnectedUser,
  buildDuePost,
  buildMedia,
  type ConnectedUser,
} from '../../../server/test/support/factories';
import { makePdf } from '../../../server/test/support/pdf';
import { startWorkers, type RunningWorker } from '../worker';
import { until } from '../../../server/test/support/until';

/**
 * Publishing posts that carry files, a link, a poll or a first comment, end to end: Postgres →
 * this worker's dispatcher → LinkedIn, played by the sandbox LinkedIn behind a recorder. Files
 * are uploaded right before their post (once: the URN is kept), the post is never created with
 * part of its attachment, and the first comment follows it once, its outcome on the post.
 */
const { app, linkedIn } = useAppWithLinkedIn();
let worker: RunningWorker | null = null;
const logger = createLogger('worker', process.env.DEBUG_LOG ?? 'silent');

afterEach(async () => {
  await worker?.stop();
  worker = null;
  linkedIn.reply();
  linkedIn.replyNext();
});

const db = () => app.api.infra.dataSource;

const connectedUser = () => buildConnectedUser(app, linkedIn);
type Connected = ConnectedUser;

/** A file the user uploaded: its id, and its bytes as stored (what LinkedIn should receive). */
async function storedFile(user: Connected, bytes: Buffer) {
  const { media, stored } = await buildMedia(app, user, bytes);
  return { id: media.id, stored };
}

const png = (shade: number) =>
  sharp({
    create: { width: 24, height: 16, channels: 3, background: { r: shade, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();

/** A post due now carrying `attachment` (its files attached) and maybe a first comment. */
const duePost = async (
  user: Connected,
  content: string,
  attachment: PostAttachmentInput | null,
  firstComment: string | null = null,
) => (await buildDuePost(app, user, { content, attachment, firstComment })).id;

interface PostRow {
  status: string;
  external_urn: string | null;
  attempts: number;
  last_error: string | null;
  first_comment_status: string | null;
  first_comment_error: string | null;
}
const postRow = async (id: string): Promise<PostRow> =>
  (await db().query(`SELECT * FROM posts WHERE id = $1`, [id]))[0];
const mediaRow = async (id: string) =>
  (
    await db().query(
      `SELECT linkedin_urn, linkedin_owner, linkedin_uploaded_at FROM post_media WHERE id = $1`,
      [id],
    )
  )[0] as { linkedin_urn: string | null; linkedin_owner: string | null };

const statusIs = (id: string, status: string) => async () => (await postRow(id)).status === status;
const commentSettled = (id: string) => async () =>
  ['posted', 'failed'].includes((await postRow(id)).first_comment_status ?? '') &&
  (await postRow(id)).first_comment_error !== MEDIA_MESSAGES.firstCommentInterrupted;

/** The requests of one member's token. */
const from = (user: Connected) => (request: RecordedRequest) =>
  request.headers.authorization === `Bearer ${user.member.accessToken}`;
const posted = (user: Connected) =>
  linkedIn.requests.filter(
    (r) => from(user)(r) && r.path === '/rest/posts' && r.response?.status === 201,
  );
const initializations = (user: Connected) =>
  linkedIn.requests.filter((r) => from(user)(r) && r.path.endsWith('?action=initializeUpload'));

it('uploads one image before its post and names it in media, with its alt text; the URN is kept', async () => {
  const user = await connectedUser();
  const image = await storedFile(user, await png(10));
  const id = await duePost(user, 'One chart says it all.', {
    images: [{ mediaId: image.id, altText: 'Revenue doubled in Q3' }],
  });
  worker = await startWorkers(app.config, logger);
  await until(statusIs(id, 'published'));

  const cached = await mediaRow(image.id);
  expect(cached.linkedin_urn).toMatch(/^urn:li:image:/);
  expect(cached.linkedin_owner).toBe(user.member.urn);
  const [post] = posted(user);
  expect((post.json as { content: unknown }).content).toEqual({
    media: { id: cached.linkedin_urn, altText: 'Revenue doubled in Q3' },
  });
  // The upload came first, for the member, and its bytes arrived.
  const put = linkedIn.requests.find((r) => from(user)(r) && r.method === 'PUT')!;
  expect(put.raw.equals(image.stored)).toBe(true);
  expect(put.receivedAt).toBeLessThanOrEqual(post.receivedAt);
  expect(initializations(user)[0].json).toEqual({
    initializeUploadRequest: { owner: user.member.urn },
  });
}, 30_000);

it('posts three images as multiImage, in order, each uploaded once', async () => {
  const user = await connectedUser();
  const images = [
    (await storedFile(user, await png(20))).id,
    (await storedFile(user, await png(30))).id,
    (await storedFile(user, await png(40))).id,
  ];
  const id = await duePost(user, 'Three moments from the offsite.', {
    images: images.map((mediaId, i) => ({ mediaId, altText: `Moment ${i + 1}` })),
  });
  worker = await startWorkers(app.config, logger);
  await until(statusIs(id, 'published'));
  const urns = await Promise.all(images.map(async (m) => (await mediaRow(m)).linkedin_urn));
  expect((posted(user)[0].json as { content: unknown }).content).toEqual({
    multiImage: { images: urns.map((urn, i) => ({ id: urn, altText: `Moment ${i + 1}` })) },
  });
  expect(initializations(user)).toHaveLength(3);
}, 30_000);

it('posts a PDF as a document with its title', async () => {
  const user = await connectedUser();
  const pdf = (await storedFile(user, makePdf(2))).id;
  const id = await duePost(user, 'Our playbook, in two pages.', {
    document: { mediaId: pdf, title: 'The playbook' },
  });
  worker = await startWorkers(app.config, logger);
  await until(statusIs(id, 'published'));
  const { linkedin_urn: urn } = await mediaRow(pdf);
  expect(urn).toMatch(/^urn:li:document:/);
  expect(initializations(user)[0].path).toBe('/rest/documents?action=initializeUpload');
  expect((posted(user)[0].json as { content: unknown }).content).toEqual({
    media: { id: urn, title: 'The playbook' },
  });
}, 30_000);

it('posts a link as an article with its uploaded thumbnail, and a poll', async () => {
  const user = await connectedUser();
  const thumbnail = (await storedFile(user, await png(50))).id;
  const link = await duePost(user, 'Worth your five minutes.', {
    link: {
      url: 'https://example.com/essay',
      title: 'Small batches win',
      description: null,
      thumbnailMediaId: thumbnail,
    },
  });
  const poll = await duePost(user, 'Settle this for us.', {
    poll: {
      question: 'Tabs or spaces?',
      options: ['Tabs', 'Spaces', 'Both'],
      duration: 'three_days',
    },
  });
  worker = await startWorkers(app.config, logger);
  await until(statusIs(link, 'published'));
  await until(statusIs(poll, 'published'));
  const contents = posted(user).map((r) => (r.json as { content: unknown }).content);
  expect(contents).toEqual(
    expect.arrayContaining([
      {
        article: {
          source: 'https://example.com/essay',
          title: 'Small batches win',
          thumbnail: (await mediaRow(thumbnail)).linkedin_urn,
        },
      },
      {
        poll: {
          question: 'Tabs or spaces?',
          options: [{ text: 'Tabs' }, { text: 'Spaces' }, { text: 'Both' }],
          settings: { duration: 'THREE_DAYS' },
        },
      },
    ]),
  );
  // A poll has no file: nothing was uploaded for it.
  expect(initializations(user)).toHaveLength(1);
}, 30_000);

it('posts the first comment once the post is out, and records it as posted', async () => {
  const user = await connectedUser();
  const id = await duePost(
    user,
    'The link is in the first comment.',
    null,
    'Read it: https://example.com/a_b',
  );
  worker = await startWorkers(app.config, logger);
  await until(statusIs(id, 'published'));
  await until(commentSettled(id));
  const row = await postRow(id);
  expect(row).toMatchObject({ first_comment_status: 'posted', first_comment_error: null });
  const comments = linkedIn.requests.filter((r) => from(user)(r) && r.path.includes('/comments'));
  expect(comments).toHaveLength(1);
  expect(comments[0].path).toBe(
    `/rest/socialActions/${encodeURIComponent(row.external_urn!)}/comments`,
  );
  expect(comments[0].json).toEqual({
    actor: user.member.urn,
    object: row.external_urn,
    message: { text: 'Read it: https://example.com/a\\_b' },
  });
  expect(comments[0].response?.status).toBe(201);
  expect(comments[0].receivedAt).toBeGreaterThanOrEqual(posted(user)[0].receivedAt);
}, 30_000);

it('a refused first comment is recorded in plain words; the post stays published, sent once', async () => {
  const user = await connectedUser();
  linkedIn.reply(
    (request) =>
      (request.path.includes('/comments') && from(user)(request)
        ? linkedInError(
            403,
            'ACCESS_DENIED',
            'Not enough permissions to access: socialActions.comments',
            100,
          )
        : undefined) as Reply,
  );
  const id = await duePost(user, 'Comment refused, post kept.', null, 'First!');
  worker = await startWorkers(app.config, logger);
  await until(statusIs(id, 'published'));
  await until(commentSettled(id));
  const row = await postRow(id);
  expect(row.status).toBe('published');
  expect(row.first_comment_status).toBe('failed');
  expect(row.first_comment_error).toBe(
    `${MEDIA_MESSAGES.firstCommentRefused} LinkedIn denied access: Not enough permissions to access: socialActions.comments`,
  );
  expect(posted(user)).toHaveLength(1);
  expect(row.attempts).toBe(1);
}, 30_000);

it('an upload failing is retried like the post: no post until every file is up, none uploaded twice', async () => {
  const user = await connectedUser();
  const { id: first } = await storedFile(user, await png(60));
  const { id: second, stored: secondBytes } = await storedFile(user, await png(70));
  // The second image's bytes are refused (503) once.
  let refused = 0;
  linkedIn.reply(
    (request) =>
      (request.method === 'PUT' && request.raw.equals(secondBytes) && refused++ === 0
        ? { status: 503, body: { status: 503, message: 'Service Unavailable' } }
        : undefined) as Reply,
  );
  const id = await duePost(user, 'Two pictures, one flaky upload.', {
    images: [
      { mediaId: first, altText: 'One' },
      { mediaId: second, altText: 'Two' },
    ],
  });
  worker = await startWorkers(app.config, logger);
  await until(async () => (await postRow(id)).attempts >= 1 && refused > 0);
  await until(statusIs(id, 'published'), 25_000);
  expect(refused).toBe(2); // The refusal, then the retry's accepted PUT.
  expect(posted(user)).toHaveLength(1);
  // The first image went up once (its URN kept), the second twice; the post names both.
  expect(initializations(user)).toHaveLength(3);
  const row = await postRow(id);
  expect(row.attempts).toBe(2);
  const urns = [(await mediaRow(first)).linkedin_urn, (await mediaRow(second)).linkedin_urn];
  expect((posted(user)[0].json as { content: unknown }).content).toEqual({
    multiImage: {
      images: [
        { id: urns[0], altText: 'One' },
        { id: urns[1], altText: 'Two' },
      ],
    },
  });
}, 40_000);

it('a worker killed between the upload and the post: the next one posts, naming the kept upload', async () => {
  const user = await connectedUser();
  const { id: image, stored } = await storedFile(user, await png(90));
  const id = await duePost(user, 'Uploaded, then the worker died.', {
    images: [{ mediaId: image, altText: 'Before the crash' }],
  });
  // The dead worker claimed the post and uploaded its image (keeping the URN), then died with
  // its lease before creating the post.
  const uploaded = await new LinkedInClient(app.config.linkedin).upload(
    user.member.accessToken,
    user.member.urn,
    'image',
    stored,
  );
  await db().query(
    `UPDATE post_media SET linkedin_urn = $2, linkedin_owner = $3, linkedin_uploaded_at = now()
      WHERE id = $1`,
    [image, uploaded.urn, user.member.urn],
  );
  await db().query(
    `UPDATE posts SET status = 'publishing', attempts = 1, lease_until = now() - interval '1 second'
      WHERE id = $1`,
    [id],
  );
  const before = initializations(user).length;
  worker = await startWorkers(app.config, logger);
  await until(statusIs(id, 'published'));
  expect(initializations(user)).toHaveLength(before);
  expect(posted(user)).toHaveLength(1);
  expect((posted(user)[0].json as { content: unknown }).content).toEqual({
    media: { id: uploaded.urn, altText: 'Before the crash' },
  });
}, 30_000);

it('a worker killed between the post and its comment: the post is not sent again, the comment once', async () => {
  const user = await connectedUser();
  const id = await duePost(user, 'Posted, then the worker died.', null, 'The comment');
  // The dead worker created the post; LinkedIn's answer never came back.
  const sent = await new LinkedInClient(app.config.linkedin).createPost(
    user.member.accessToken,
    user.member.urn,
    'Posted, then the worker died.',
  );
  await db().query(
    `UPDATE posts SET status = 'publishing', attempts = 1, lease_until = now() - interval '1 second'
      WHERE id = $1`,
    [id],
  );
  worker = await startWorkers(app.config, logger);
  await until(statusIs(id, 'published'));
  await until(commentSettled(id));
  expect((await postRow(id)).external_urn).toBe(sent.urn);
  expect(posted(user)).toHaveLength(1);
  const comments = linkedIn.requests.filter((r) => from(user)(r) && r.path.includes('/comments'));
  expect(comments).toHaveLength(1);
  expect((await postRow(id)).first_comment_status).toBe('posted');

  // A comment a dead worker claimed is never sent again: it stays as it was left.
  await worker.stop();
  worker = null;
  await db().query(
    `UPDATE posts SET first_comment_status = 'failed', first_comment_error = $2 WHERE id = $1`,
    [id, MEDIA_MESSAGES.firstCommentInterrupted],
  );
  worker = await startWorkers(app.config, logger);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(
    linkedIn.requests.filter((r) => from(user)(r) && r.path.includes('/comments')),
  ).toHaveLength(1);
}, 30_000);
