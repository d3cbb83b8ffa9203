import { createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { DOCUMENT_PREVIEW_PAGES, MEDIA_MESSAGES as MM } from '@postpilot/common';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import {
  bearer,
  buildPost,
  createPost,
  registerUser,
  VALID_PASSWORD,
  type RegisteredUser,
} from '../../../../test/support/factories';
import { mediaKeyOf } from '../../../../test/support/media-urls';
import { EndpointPolicy } from '../../../kernel/guarded-fetch';
import type { Logger } from '../../../kernel/logger';
import { User } from '../../users/user.entity';
import { CarouselService } from '../attachments/carousel.service';
import { LinkPreviewService } from '../attachments/link-preview';
import type { MediaService } from '../attachments/media.service';

let app: TestApp;
let scratch: string;
/** Carousel makers a test made beside the app's, whose threads end with the file. */
const closing: CarouselService[] = [];
beforeAll(async () => {
  app = await startTestApp();
  scratch = mkdtempSync(path.join(tmpdir(), 'postpilot-media-test-'));
});
afterAll(async () => {
  await Promise.all(closing.map((carousels) => carousels.close()));
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: '#36c' } })
    .png()
    .toBuffer();

async function pdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    doc.addPage([400, 400]).drawText(`Page ${n}`, { x: 40, y: 200, size: 32, font });
  }
  return Buffer.from(await doc.save());
}

interface MediaJson {
  _id: string;
  id: string;
  kind: string;
  url: string;
  bytes: number;
  width: number | null;
  height: number | null;
  pages: number | null;
  pageImages: string[];
  fileName: string;
}

const upload = (user: RegisteredUser, bytes: Buffer, name: string) =>
  app.http().post('/api/media').set(bearer(user)).attach('file', bytes, name);

async function uploaded(user: RegisteredUser, bytes: Buffer, name: string): Promise<MediaJson> {
  const res = await upload(user, bytes, name);
  expect(res.status).toBe(201);
  return res.body.media as MediaJson;
}

/** Rows and files of media, to show a refusal changed nothing. */
async function mediaState() {
  const [{ count }] = (await app.api.infra.dataSource.query(
    `SELECT count(*)::int AS count FROM post_media`,
  )) as { count: number }[];
  const folder = path.join(app.config.uploadDir, 'media');
  return { rows: count, files: existsSync(folder) ? readdirSync(folder).length : 0 };
}

/** Where the local store keeps the file an address names. */
const fileOf = (url: string) => path.join(app.config.uploadDir, mediaKeyOf(url));
const SIGNED = '\\?expires=\\d+&signature=[\\w-]{43}$';

describe('uploading media', () => {
  it('takes PNG, JPEG and GIF images, re-encoded, and serves them', async () => {
    const user = await registerUser(app);
    const image = await uploaded(user, await png(), 'chart.png');
    expect(image).toMatchObject({ kind: 'image', width: 64, height: 48, pages: null });
    expect(image.url).toMatch(new RegExp(`^/uploads/media/[0-9a-f]{32}\\.png${SIGNED}`));
    expect(image.pageImages).toEqual([]);
    const served = await app.http().get(image.url).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('png');

    // A phone photo turned by its EXIF orientation: stored upright, without its metadata.
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#a33' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const jpeg = await uploaded(user, photo, 'photo.pdf'); // the name says nothing
    expect(jpeg).toMatchObject({ kind: 'image', width: 20, height: 40 });
    expect(mediaKeyOf(jpeg.url)).toMatch(/\.jpg$/);
    expect((await sharp(fileOf(jpeg.url)).metadata()).orientation).toBeUndefined();

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#3a3' } })
      .gif()
      .toBuffer();
    expect(await uploaded(user, gif, 'dot.gif')).toMatchObject({ kind: 'image', width: 10 });
  });

  it('takes a PDF: pages counted, pictures of the first 10 pages', async () => {
    const user = await registerUser(app);
    const document = await uploaded(user, await pdf(12), 'deck.pdf');
    expect(document).toMatchObject({
      kind: 'document',
      pages: 12,
      width: null,
      fileName: 'deck.pdf',
    });
    expect(document.url).toMatch(new RegExp(`^/uploads/media/([0-9a-f]{32})\\.pdf${SIGNED}`));
    const name = /([0-9a-f]{32})\.pdf/.exec(document.url)![1];
    expect(document.pageImages.map(mediaKeyOf)).toEqual(
      Array.from({ length: 10 }, (_, i) => `media/${name}-p${i + 1}.webp`),
    );
    expect(document.pageImages.every((url) => new RegExp(SIGNED).test(url))).toBe(true);
    const picture = await app.http().get(document.pageImages[0]!).expect(200);
    const meta = await sharp(picture.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    // The page has text on it: not a blank picture.
    const stats = await sharp(picture.body as Buffer).stats();
    expect(stats.channels[0]!.min).toBeLessThan(100);
  }, 60_000);

  describe('refuses bad files with a clear message, changing nothing', () => {
    let user: RegisteredUser;
    beforeAll(async () => {
      user = await registerUser(app);
    });

    it.each([
      [
        'a file named .pdf that is not one',
        async () => Buffer.from('Not a PDF at all'),
        'report.pdf',
        MM.documentUnreadable,
      ],
      ['a text file', async () => Buffer.from('hello'), 'notes.txt', MM.fileType],
      [
        'a PDF header over garbage',
        async () => Buffer.from('%PDF-1.7\n garbage'),
        'x.pdf',
        MM.documentUnreadable,
      ],
      ['a 301-page PDF', () => pdf(301), 'long.pdf', MM.documentTooManyPages],
      [
        'an image cut short',
        async () => {
          const whole = await sharp({
            create: { width: 64, height: 64, channels: 4, background: '#36c' },
          })
            .png({ compressionLevel: 0 })
            .toBuffer();
          return whole.subarray(0, Math.floor(whole.length / 2));
        },
        'cut.png',
        MM.imageUnreadable,
      ],
      ['a password-protected PDF', async () => encryptedPdf(), 'secret.pdf', MM.documentEncrypted],
    ])(
      '%s',
      async (_what, make, name, message) => {
        const bytes = await make();
        const before = await mediaState();
        const res = await upload(user, bytes, name);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, errors: [{ field: 'file', message }] });
        expect(await mediaState()).toEqual(before);
      },
      60_000,
    );

    it('an image over 8 MB', async () => {
      const before = await mediaState();
      const big = Buffer.concat([await png(), Buffer.alloc(8 * 1024 * 1024)]);
      const res = await upload(user, big, 'big.png');
      expect(res.status).toBe(413);
      expect(res.body.errors).toEqual([{ field: 'file', message: MM.imageTooLarge }]);
      expect(await mediaState()).toEqual(before);
    });

    it('a 101 MB upload, refused while it streams', async () => {
      // Written to disk a megabyte at a time and streamed from there: never held in memory.
      const file = path.join(scratch, 'huge.pdf');
      const out = createWriteStream(file);
      const megabyte = Buffer.alloc(1024 * 1024, 0x20);
      out.write('%PDF-1.7\n');
      for (let i = 0; i < 101; i++) if (!out.write(megabyte)) await once(out, 'drain');
      out.end();
      await once(out, 'finish');
      const before = await mediaState();
      const res = await app
        .http()
        .post('/api/media')
        .set(bearer(user))
        .attach('file', file)
        .catch((error: { response?: { status: number; body: unknown } }) => {
          // The server may close the connection once it has answered; the answer still came.
          if (error.response) return error.response;
          throw error;
        });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ errors: [{ field: 'file', message: MM.documentTooLarge }] });
      expect(await mediaState()).toEqual(before);
    }, 120_000);

    it('no file at all', async () => {
      const res = await app.http().post('/api/media').set(bearer(user)).field('other', 'x');
      expect(res.status).toBe(400);
    });
  });
});

/** A PDF whose trailer names a Standard security handler no empty password opens. */
function encryptedPdf(): Buffer {
  const hex = (n: number) => 'ab'.repeat(n);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('attaching media to posts', () => {
  const setAttachment = (user: RegisteredUser, postId: string, attachment: unknown) =>
    app
      .http()
      .put(`/api/content/posts/${postId}/attachment`)
      .set(bearer(user))
      .send({ attachment });

  it('attaches images with alt text, answers them on the post, and lets go of replaced ones', async () => {
    const user = await registerUser(app);
    const post = await createPost(app, user, 'Two charts.');
    const a = await uploaded(user, await png(), 'a.png');
    const b = await uploaded(user, await png(), 'b.png');
    const res = await setAttachment(user, post.id, {
      images: [
        { mediaId: a.id, altText: 'A rising line' },
        { mediaId: b.id, altText: ' A falling line ' },
      ],
    }).expect(200);
    expect(res.body.post.attachment).toMatchObject({
      kind: 'images',
      document: null,
      link: null,
      poll: null,
      images: [
        {
          altText: 'A rising line',
          media: { _id: a.id, url: expect.stringContaining(mediaKeyOf(a.url)) },
        },
        { altText: 'A falling line', media: { _id: b.id } },
      ],
    });
    const listed = await app.http().get('/api/content/posts').set(bearer(user)).expect(200);
    expect(listed.body.posts[0].attachment.images).toHaveLength(2);

    // GraphQL reads the same, in one query for the page.
    const { data } = await app.graphql<{
      posts: { posts: { attachment: { kind: string; images: { media: { id: string } }[] } }[] };
    }>(
      `{ posts { posts { attachment { kind images { altText media { id url kind } } } } } }`,
      {},
      user.token,
    );
    expect(data!.posts.posts[0]!.attachment.images.map((i) => i.media.id)).toEqual([a.id, b.id]);

    await setAttachment(user, post.id, {
      images: [{ mediaId: b.id, altText: 'Only this' }],
    }).expect(200);
    const rows = (await app.api.infra.dataSource.query(
      `SELECT id, post_id FROM post_media WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [[a.id, b.id]],
    )) as { id: string; post_id: string | null }[];
    expect(Object.fromEntries(rows.map((r) => [r.id, r.post_id]))).toEqual({
      [a.id]: null,
      [b.id]: post.id,
    });

    const removed = await setAttachment(user, post.id, null).expect(200);
    expect(removed.body.post.attachment).toBeNull();
  });

  it('refuses 21 images, and every other bad attachment, changing nothing', async () => {
    const user = await registerUser(app);
    const post = await createPost(app, user, 'Too many.');
    const image = await uploaded(user, await png(), 'one.png');
    const document = await uploaded(user, await pdf(2), 'two.pdf');
    const before = await app.api.infra.dataSource.query(
      `SELECT attachment FROM posts WHERE id = $1`,
      [post.id],
    );
    const images = (n: number, altText = 'x') =>
      Array.from({ length: n }, () => ({ mediaId: image.id, altText }));
    const cases: [unknown, number, string][] = [
      [{ images: images(21) }, 400, MM.imagesCount],
      [{ images: [] }, 400, MM.imagesCount],
      [{ images: images(2) }, 400, MM.imageRepeated],
      [{ images: [{ mediaId: image.id, altText: '' }] }, 400, MM.altTextRequired],
      [{ images: [{ mediaId: image.id, altText: 'x'.repeat(301) }] }, 400, MM.altTextTooLong],
      [{ images: [{ mediaId: document.id, altText: 'x' }] }, 400, MM.mediaWrongKind('an image')],
      [
        { document: { mediaId: image.id, title: 'Deck' } },
        400,
        MM.mediaWrongKind('a PDF document'),
      ],
      [{ document: { mediaId: document.id, title: '' } }, 400, MM.titleRequired],
      [{}, 400, MM.oneKind],
      [
        { images: images(1), poll: { question: 'Q?', options: ['a', 'b'], duration: 'one_day' } },
        400,
        MM.oneKind,
      ],
      [{ link: { url: 'ftp://example.com', title: 'T' } }, 400, MM.linkInvalid],
      [
        { link: { url: `https://example.com/${'a'.repeat(2000)}`, title: 'T' } },
        400,
        MM.linkTooLong,
      ],
      [
        { link: { url: 'https://example.com', title: 'T', description: 'd'.repeat(301) } },
        400,
        MM.linkDescriptionTooLong,
      ],
      [
        { link: { url: 'https://example.com', title: 'T', thumbnailMediaId: document.id } },
        400,
        MM.mediaWrongKind('an image'),
      ],
      [
        { poll: { question: '', options: ['a', 'b'], duration: 'one_day' } },
        400,
        MM.pollQuestionRequired,
      ],
      [
        { poll: { question: 'q'.repeat(141), options: ['a', 'b'], duration: 'one_day' } },
        400,
        MM.pollQuestionTooLong,
      ],
      [{ poll: { question: 'Q?', options: ['a'], duration: 'one_day' } }, 400, MM.pollOptionsCount],
      [
        { poll: { question: 'Q?', options: ['a', 'b', 'c', 'd', 'e'], duration: 'one_day' } },
        400,
        MM.pollOptionsCount,
      ],
      [
        { poll: { question: 'Q?', options: ['Yes', 'yes'], duration: 'one_day' } },
        400,
        MM.pollOptionsRepeated,
      ],
      [
        { poll: { question: 'Q?', options: ['a', 'o'.repeat(31)], duration: 'one_day' } },
        400,
        MM.pollOptionTooLong,
      ],
      [
        { poll: { question: 'Q?', options: ['a', 'b'], duration: 'forever' } },
        400,
        MM.pollDuration,
      ],
      [
        { images: [{ mediaId: '00000000-0000-4000-8000-000000000000', altText: 'x' }] },
        404,
        MM.mediaNotFound,
      ],
    ];
    for (const [attachment, status, message] of cases) {
      const res = await setAttachment(user, post.id, attachment);
      expect({ attachment, status: res.status }).toEqual({ attachment, status });
      expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    // A list far beyond any is refused at the boundary, before its items are read.
    const hostile = await setAttachment(user, post.id, {
      poll: {
        question: 'Q?',
        options: Array.from({ length: 10_000 }, (_, i) => `o${i}`),
        duration: 'one_day',
      },
    });
    expect(hostile.status).toBe(400);
    expect(
      await app.api.infra.dataSource.query(`SELECT attachment FROM posts WHERE id = $1`, [post.id]),
    ).toEqual(before);
    const [{ post_id }] = await app.api.infra.dataSource.query(
      `SELECT post_id FROM post_media WHERE id = $1`,
      [image.id],
    );
    expect(post_id).toBeNull();
  });

  it('attaches a document, a link card and a poll; a file is on one post at a time', async () => {
    const user = await registerUser(app);
    const [one, two] = [
      await createPost(app, user, 'Deck.'),
      await createPost(app, user, 'Other.'),
    ];
    const document = await uploaded(user, await pdf(3), 'deck.pdf');
    const res = await setAttachment(user, one.id, {
      document: { mediaId: document.id, title: 'Q3 deck' },
    }).expect(200);
    expect(res.body.post.attachment).toMatchObject({
      kind: 'document',
      images: [],
      document: { title: 'Q3 deck', media: { _id: document.id, pages: 3 } },
    });
    const taken = await setAttachment(user, two.id, {
      document: { mediaId: document.id, title: 'Again' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].message).toBe(MM.mediaInUse);

    const thumbnail = await uploaded(user, await png(), 'card.png');
    const link = await setAttachment(user, two.id, {
      link: {
        url: 'https://example.com/a',
        title: 'A page',
        description: null,
        thumbnailMediaId: thumbnail.id,
      },
    }).expect(200);
    expect(link.body.post.attachment.link).toMatchObject({
      url: 'https://example.com/a',
      title: 'A page',
      description: null,
      thumbnail: { _id: thumbnail.id },
    });

    const poll = await setAttachment(user, two.id, {
      poll: { question: 'Which first?', options: ['Docs', 'Tests'], duration: 'three_days' },
    }).expect(200);
    expect(poll.body.post.attachment).toEqual({
      kind: 'poll',
      images: [],
      document: null,
      link: null,
      poll: { question: 'Which first?', options: ['Docs', 'Tests'], duration: 'three_days' },
    });
  });

  it("another user's file is not found, and a published post cannot change", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const image = await uploaded(owner, await png(), 'mine.png');
    const post = await createPost(app, other, 'Borrowing.');
    const res = await setAttachment(other, post.id, {
      images: [{ mediaId: image.id, altText: 'x' }],
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MM.mediaNotFound);

    const own = await buildPost(app, owner, { content: 'Out already.', status: 'published' });
    const published = await setAttachment(owner, own.id, {
      images: [{ mediaId: image.id, altText: 'x' }],
    });
    expect(published.status).toBe(409);
    expect(published.body.message).toBe(MM.notEditable);
    const comment = await app
      .http()
      .put(`/api/content/posts/${own.id}/first-comment`)
      .set(bearer(owner))
      .send({ firstComment: 'Link in here' });
    expect(comment.status).toBe(409);
  });

  it('creates a post with its attachment and first comment, sets and removes the comment', async () => {
    const user = await registerUser(app);
    const image = await uploaded(user, await png(), 'one.png');
    const created = await app
      .http()
      .post('/api/content/posts')
      .set(bearer(user))
      .send({
        content: 'With a picture.',
        status: 'draft',
        attachment: { images: [{ mediaId: image.id, altText: 'Blue' }] },
        firstComment: 'https://example.com',
      })
      .expect(201);
    expect(created.body.post).toMatchObject({
      attachment: { kind: 'images', images: [{ altText: 'Blue' }] },
      firstComment: 'https://example.com',
      firstCommentStatus: 'pending',
      firstCommentError: null,
    });
    const id = created.body.post._id as string;
    const tooLong = await app
      .http()
      .put(`/api/content/posts/${id}/first-comment`)
      .set(bearer(user))
      .send({ firstComment: 'x'.repeat(1251) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].message).toBe(MM.firstCommentTooLong);

    const { data } = await app.graphql<{
      setPostFirstComment: { firstComment: string | null; firstCommentStatus: string | null };
    }>(
      `mutation($id: ID!) { setPostFirstComment(id: $id, firstComment: null) { firstComment firstCommentStatus } }`,
      { id },
      user.token,
    );
    expect(data!.setPostFirstComment).toEqual({ firstComment: null, firstCommentStatus: null });
  });

  it("deleting a post deletes its files; deleting the account deletes the user's", async () => {
    const user = await registerUser(app);
    const post = await createPost(app, user, 'Going away.');
    const document = await uploaded(user, await pdf(2), 'deck.pdf');
    await setAttachment(user, post.id, {
      document: { mediaId: document.id, title: 'Deck' },
    }).expect(200);
    const files = [document.url, ...document.pageImages].map(fileOf);
    expect(files.every((file) => existsSync(file))).toBe(true);
    await app.http().delete(`/api/content/posts/${post.id}`).set(bearer(user)).expect(200);
    expect(files.some((file) => existsSync(file))).toBe(false);
    expect(
      await app.api.infra.dataSource.query(`SELECT 1 FROM post_media WHERE id = $1`, [document.id]),
    ).toEqual([]);

    const loose = await uploaded(user, await png(), 'loose.png');
    await app
      .http()
      .delete('/api/user')
      .set(bearer(user))
      .send({ password: VALID_PASSWORD })
      .expect(200);
    expect(existsSync(fileOf(loose.url))).toBe(false);
  });

  it('sweeps files left unattached for a day', async () => {
    const user = await registerUser(app);
    const post = await createPost(app, user, 'Keeps one.');
    const old = await uploaded(user, await png(), 'old.png');
    const kept = await uploaded(user, await png(), 'kept.png');
    const fresh = await uploaded(user, await png(), 'fresh.png');
    await setAttachment(user, post.id, { images: [{ mediaId: kept.id, altText: 'x' }] }).expect(
      200,
    );
    await app.api.infra.dataSource.query(
      `UPDATE post_media SET created_at = now() - interval '25 hours' WHERE id = ANY($1::uuid[])`,
      [[old.id, kept.id]],
    );
    await app.api.services.media.sweepUnattached();
    expect(existsSync(fileOf(old.url))).toBe(false);
    expect(existsSync(fileOf(kept.url))).toBe(true);
    expect(existsSync(fileOf(fresh.url))).toBe(true);
    const ids = (
      (await app.api.infra.dataSource.query(`SELECT id FROM post_media WHERE user_id = $1`, [
        user.id,
      ])) as { id: string }[]
    ).map((row) => row.id);
    expect(ids.sort()).toEqual([kept.id, fresh.id].sort());
  });
});

describe('link previews', () => {
  let site: Server;
  let origin: string;
  beforeAll(async () => {
    const picture = await png(120, 63);
    site = createServer((req, res) => {
      if (req.url === '/article') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html><head><title>Fallback title</title>
          <meta property="og:title" content="How we ship &amp; learn">
          <meta property="og:description" content="Notes from a year of weekly releases.">
          <meta property="og:image" content="/card.png"></head><body>Hi</body></html>`);
      } else if (req.url === '/plain') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(
          '<html><head><title> Plain page </title><meta name="description" content="Just text"></head></html>',
        );
      } else if (req.url === '/moved') {
        res.writeHead(301, { location: '/article' }).end();
      } else if (req.url === '/card.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      } else res.writeHead(404).end('no');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  it('reads Open Graph tags after a redirect and stores the picture as an image', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .post('/api/media/link-preview')
      .set(bearer(user))
      .send({ url: `${origin}/moved` })
      .expect(200);
    expect(res.body.preview).toMatchObject({
      url: `${origin}/article`,
      title: 'How we ship & learn',
      description: 'Notes from a year of weekly releases.',
      thumbnail: { kind: 'image', width: 120, height: 63 },
    });
    await app.http().get(res.body.preview.thumbnail.url).expect(200);

    const { data } = await app.graphql<{
      previewLink: { title: string; description: string; thumbnail: null };
    }>(
      `mutation($url: String!) { previewLink(url: $url) { title description thumbnail { id } } }`,
      { url: `${origin}/plain` },
      user.token,
    );
    expect(data!.previewLink).toEqual({
      title: 'Plain page',
      description: 'Just text',
      thumbnail: null,
    });
  });

  it('says when the page cannot be read', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .post('/api/media/link-preview')
      .set(bearer(user))
      .send({ url: `${origin}/missing` });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'url', message: MM.linkUnreachable }]);
    const bad = await app
      .http()
      .post('/api/media/link-preview')
      .set(bearer(user))
      .send({ url: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
  });

  it('refuses private and local addresses where they are not allowed', async () => {
    const strict = new LinkPreviewService(new EndpointPolicy(false), app.api.services.media);
    for (const url of [
      `${origin}/article`,
      'http://localhost/',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      await expect(
        strict.preview('00000000-0000-4000-8000-000000000000', { url }),
      ).rejects.toMatchObject({
        message: MM.linkPrivate,
        status: 400,
      });
    }
  });
});

describe('the carousel maker', () => {
  const POST = [
    'Three habits that made our releases calm.',
    '',
    '1. Ship small: every change fits in one review.',
    '2. Write the rollback before the rollout.',
    '3. Read the metrics an hour later, not a week later.',
    '',
    'Which one would you try first?',
  ].join('\n');

  /** A page picture as small as can be, for what is done with pictures rather than in them. */
  const smallPicture = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a66c2' } })
      .webp()
      .toBuffer();

  /** A member's uploaded 3-page PDF, its row, and a picture to add to it. */
  async function storedDeck() {
    const user = await registerUser(app);
    const media = app.api.services.media;
    const document = await uploaded(user, await pdf(3), 'deck.pdf');
    const row = (await media.byIds([document.id])).get(document.id)!;
    return { media, document, row, picture: await smallPicture() };
  }

  /** A carousel's input: `count` slides in the default colours. */
  const carouselOf = (title: string, count: number) => ({
    title,
    slides: Array.from({ length: count }, (_, i) => ({
      title: `Slide ${i + 1}`,
      body: 'One idea a slide.',
    })),
    accentColor: '#0a66c2',
    backgroundColor: '#ffffff',
    textColor: '#1d2226',
  });

  /** What `read` answers once `done` holds of it, or after 20 s. */
  async function once<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('drafts slides from a post and makes a document of them, ready to attach', async () => {
    const user = await registerUser(app);
    const drafted = await app
      .http()
      .post('/api/media/carousel/draft')
      .set(bearer(user))
      .send({ content: POST })
      .expect(200);
    const slides = drafted.body.slides as { title: string; body: string }[];
    expect(slides.length).toBeGreaterThanOrEqual(5);
    expect(slides.length).toBeLessThanOrEqual(10);
    const { data } = await app.graphql<{ draftCarousel: { title: string }[] }>(
      `query($content: String!) { draftCarousel(content: $content) { title body } }`,
      { content: POST },
      user.token,
    );
    expect(data!.draftCarousel).toEqual(slides);

    const made = await app
      .http()
      .post('/api/media/carousel')
      .set(bearer(user))
      .send({
        title: 'Calm releases',
        slides,
        accentColor: '#0a66c2',
        backgroundColor: '#ffffff',
        textColor: '#1d2226',
      })
      .expect(201);
    const media = made.body.media as MediaJson;
    expect(media).toMatchObject({
      kind: 'document',
      pages: slides.length,
      fileName: 'Calm releases.pdf',
    });
    // Answered with the first page's picture; the next pages' are added to the document after.
    expect(media.pageImages).toHaveLength(1);
    const served = await app.http().get(media.url).expect(200);
    expect((served.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const picture = await sharp(fileOf(media.pageImages[0]!)).metadata();
    expect(picture.width).toBe(picture.height);

    const post = await createPost(app, user, POST);
    await app
      .http()
      .put(`/api/content/posts/${post.id}/attachment`)
      .set(bearer(user))
      .send({ attachment: { document: { mediaId: media.id, title: 'Calm releases' } } })
      .expect(200);
    const pictures = await pageImagesOnceDrawn(user, slides.length);
    expect(mediaKeyOf(pictures[0]!)).toBe(mediaKeyOf(media.pageImages[0]!));
    const files = await Promise.all(pictures.map((url) => sharp(fileOf(url)).metadata()));
    // The first, answered with the carousel, is a PNG (faster to encode); the rest are WebP.
    expect(files.map((file) => [file.format, file.width, file.height])).toEqual(
      pictures.map((_url, i) => [i === 0 ? 'png' : 'webp', picture.width, picture.height]),
    );
    expect(new Set(pictures.map(mediaKeyOf)).size).toBe(slides.length);
  }, 60_000);

  /** The pictures of the user's one attached document, once `count` are listed. */
  function pageImagesOnceDrawn(user: RegisteredUser, count: number): Promise<string[]> {
    return once(
      async () => {
        const { data } = await app.graphql<{
          posts: { posts: { attachment: { document: { media: { pageImages: string[] } } } }[] };
        }>(
          `{ posts { posts { attachment { document { media { pageImages } } } } } }`,
          {},
          user.token,
        );
        return data!.posts.posts[0]!.attachment.document.media.pageImages;
      },
      (pictures) => pictures.length === count,
    );
  }

  it('a failure to store the later pictures is logged, and the carousel keeps its first', async () => {
    const user = await registerUser(app);
    const logged: unknown[][] = [];
    const logger = { error: (...args: unknown[]) => logged.push(args) } as unknown as Logger;
    const media = app.api.services.media;
    const failing: MediaService = Object.assign(Object.create(media) as MediaService, {
      addPageImages: () => Promise.reject(new Error('ENOSPC: no space left on device')),
    });
    const carousels = new CarouselService(failing, app.api.infra.media, logger, 2);
    closing.push(carousels);
    const author = await app.api.infra.dataSource
      .getRepository(User)
      .findOneByOrFail({ id: user.id });
    const made = await carousels.make(author, carouselOf('Calm releases.', 5));
    expect(made.fileName).toBe('Calm releases.pdf');
    await carousels.settled();
    expect(logged).toEqual([
      [
        {
          err: expect.objectContaining({ message: 'ENOSPC: no space left on device' }),
          mediaId: made.id,
        },
        'drawing carousel pages failed',
      ],
    ]);
    const row = (await media.byIds([made.id])).get(made.id)!;
    expect(row.pageImages).toEqual(made.pageImages);
    expect(row.pageImages).toHaveLength(1);
    expect(existsSync(fileOf((await media.view(row)).pageImages[0]!))).toBe(true);
  }, 60_000);

  it('with CAROUSEL_THREADS=0 makes a whole carousel and leaves none of its threads running', async () => {
    const user = await registerUser(app);
    const media = app.api.services.media;
    const carousels = new CarouselService(media, app.api.infra.media, app.api.infra.logger, 0);
    closing.push(carousels);
    const author = await app.api.infra.dataSource
      .getRepository(User)
      .findOneByOrFail({ id: user.id });
    const made = await carousels.make(author, carouselOf('Calm releases.', 5));
    await carousels.settled();
    const row = (await media.byIds([made.id])).get(made.id)!;
    expect(row.pages).toBe(5);
    expect(row.pageImages).toHaveLength(Math.min(5, DOCUMENT_PREVIEW_PAGES));
    for (const picture of (await media.view(row)).pageImages)
      expect(existsSync(fileOf(picture))).toBe(true);
    // Each thread ends once it has answered: none is left holding its memory.
    const deadline = Date.now() + 10_000;
    while (carousels.runningThreads() > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(carousels.runningThreads()).toBe(0);
  }, 60_000);

  it('a carousel made while another’s later pictures are drawn does not wait for all of them', async () => {
    const user = await registerUser(app);
    const make = (title: string, count: number) =>
      app
        .http()
        .post('/api/media/carousel')
        .set(bearer(user))
        .send(carouselOf(title, count))
        .expect(201);
    const first = (await make('Ten slides', 10)).body.media.id as string;
    await make('Five slides', 5);
    // Drawn one a call, the first one's pictures let the second in after the one being drawn.
    const listed = async () =>
      (await app.api.services.media.byIds([first])).get(first)!.pageImages.length;
    expect(await listed()).toBeLessThan(10);
    expect(await once(listed, (count) => count === 10)).toBe(10);
  }, 60_000);

  it('pictures added to a document stop at the ten a document shows', async () => {
    const { media, document, row, picture } = await storedDeck();

    await media.addPageImages(
      row,
      Array.from({ length: 8 }, () => picture),
    );
    const listed = (await media.view((await media.byIds([document.id])).get(document.id)!))
      .pageImages;
    expect(listed.slice(0, 3).map(mediaKeyOf)).toEqual(document.pageImages.map(mediaKeyOf));
    expect(listed).toHaveLength(10);
    expect(listed.every((url) => existsSync(fileOf(url)))).toBe(true);
  });

  it('a document removed before its later pictures are stored leaves none of them', async () => {
    const { media, document, row, picture } = await storedDeck();

    await app.api.infra.dataSource.query(`DELETE FROM post_media WHERE id = $1`, [row.id]);
    await media.addPageImages(row, [picture]);
    const folder = path.dirname(fileOf(document.url));
    const stem = path.basename(mediaKeyOf(document.url), '.pdf');
    expect(readdirSync(folder).filter((name) => name.startsWith(`${stem}-p`))).toEqual(
      document.pageImages.map((url) => path.basename(mediaKeyOf(url))),
    );
  });

  it('says when a post has nothing to draft slides from, by REST and GraphQL', async () => {
    const user = await registerUser(app);
    for (const content of ['#Leadership #Growth', '🚀🚀🚀']) {
      const res = await app
        .http()
        .post('/api/media/carousel/draft')
        .set(bearer(user))
        .send({ content })
        .expect(400);
      expect(res.body.errors).toEqual([{ field: 'content', message: MM.carouselNothingToDraft }]);
      const { errors } = await app.graphql(
        `query($content: String!) { draftCarousel(content: $content) { title } }`,
        { content },
        user.token,
      );
      expect(errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        errors: [{ field: 'content', message: MM.carouselNothingToDraft }],
      });
    }
  });

  it('refuses slides and colours outside the limits, storing nothing', async () => {
    const user = await registerUser(app);
    const slide = { title: 'A point', body: 'Said briefly.' };
    const before = await mediaState();
    for (const [input, message] of [
      [
        {
          title: 'T',
          slides: [slide, slide, slide, slide],
          accentColor: '#000000',
          backgroundColor: '#ffffff',
          textColor: '#000000',
        },
        MM.carouselSlidesCount,
      ],
      [
        {
          title: 'T',
          slides: Array(5).fill(slide),
          accentColor: 'blue',
          backgroundColor: '#ffffff',
          textColor: '#000000',
        },
        MM.carouselColor,
      ],
      [
        {
          title: 'T',
          slides: [...Array(4).fill(slide), { title: '', body: '' }],
          accentColor: '#000000',
          backgroundColor: '#ffffff',
          textColor: '#000000',
        },
        MM.carouselSlideTitleRequired,
      ],
    ] as const) {
      const res = await app.http().post('/api/media/carousel').set(bearer(user)).send(input);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    expect(await mediaState()).toEqual(before);
  });
});
