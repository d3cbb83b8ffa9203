import sharp from 'sharp';
import { MEDIA_MESSAGES } from '@postpilot/common';
import { openMediaStore } from '../src/kernel/media/open-media-store';
import { startTestApp, type TestApp } from './support/app';
import { bearer, buildPost, buildUser, type RegisteredUser } from './support/factories';
import { mediaKeyOf } from './support/media-urls';
import { makePdf } from './support/pdf';

/**
 * The local store's files through the app, as `npm start` serves them: every address the API
 * hands out (REST and GraphQL, the avatar, a post's files and page pictures) is signed for the
 * next MEDIA_URL_TTL, and /uploads serves a file only at such an address.
 */
let app: TestApp;
let user: RegisteredUser;
let avatar: string;
let document: { id: string; url: string; pageImages: string[] };

beforeAll(async () => {
  app = await startTestApp();
  user = await buildUser(app);
  const picture = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#363' },
  })
    .png()
    .toBuffer();
  avatar = (
    await app.http().post('/api/user/avatar').set(bearer(user)).attach('avatar', picture, 'me.png')
  ).body.user.profilePicture;
  document = (
    await app
      .http()
      .post('/api/media')
      .set(bearer(user))
      .attach('file', makePdf(2), 'deck.pdf')
      .expect(201)
  ).body.media;
  await buildPost(app, user, {
    content: 'Our deck.',
    attachment: { document: { mediaId: document.id, title: 'The deck' } },
  });
});
afterAll(() => app?.stop());

/** An address the local store signed: /uploads/<key>?expires=<seconds>&signature=<43>. */
const SIGNED = /^\/uploads\/(?:avatars|media)\/[\w.-]+\?expires=\d+&signature=[\w-]{43}$/;

it('hands out signed addresses only, through REST and GraphQL alike', async () => {
  expect(avatar).toMatch(SIGNED);
  expect([document.url, ...document.pageImages].every((url) => SIGNED.test(url))).toBe(true);
  const { data } = await app.graphql<{
    me: { profilePicture: string };
    posts: {
      posts: { attachment: { document: { media: { url: string; pageImages: string[] } } } }[];
    };
  }>(
    `{ me { profilePicture }
       posts { posts { attachment { document { media { url pageImages } } } } } }`,
    {},
    user.token,
  );
  expect(data!.me.profilePicture).toMatch(SIGNED);
  const media = data!.posts.posts[0]!.attachment.document.media;
  expect([media.url, ...media.pageImages].every((url) => SIGNED.test(url))).toBe(true);
  expect(mediaKeyOf(media.url)).toBe(mediaKeyOf(document.url));
  const listed = await app.http().get('/api/content/posts').set(bearer(user)).expect(200);
  expect(listed.body.posts[0].attachment.document.media.url).toMatch(SIGNED);
  const me = await app.http().get('/api/auth/me').set(bearer(user)).expect(200);
  expect(me.body.user.profilePicture).toMatch(SIGNED);

  // Each serves its file, as a browser loads it.
  for (const url of [avatar, document.url, ...document.pageImages]) {
    await app.http().get(url).expect(200);
  }
});

it('serves nothing without the signature, with a tampered one, or after it expired', async () => {
  const refused = async (url: string, code: string, message: string) => {
    const res = await app.http().get(url);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code, message });
  };
  const invalid = (url: string) => refused(url, 'MEDIA_URL_INVALID', MEDIA_MESSAGES.urlInvalid);
  const [path, query] = avatar.split('?');
  const params = new URLSearchParams(query);

  await invalid(path!);
  await invalid(`${path}?expires=${params.get('expires')}`);
  const signature = params.get('signature')!;
  const altered = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  await invalid(`${path}?expires=${params.get('expires')}&signature=${altered}`);
  // A later expiry under the same signature, or the signature on another file.
  await invalid(`${path}?expires=${Number(params.get('expires')) + 60}&signature=${signature}`);
  await invalid(`${document.url.split('?')[0]}?${query}`);
  // Nothing outside the store, signed or not.
  await invalid(`/uploads/%2e%2e/jwt-secret?${query}`);
  await invalid(`/uploads/avatars/%2e%2e%2f%2e%2e%2fjwt-secret?${query}`);

  const earlier = openMediaStore(app.config, () => Date.now() - 2 * app.config.media.urlTtlMs);
  await refused(
    await earlier.url(mediaKeyOf(avatar)),
    'MEDIA_URL_EXPIRED',
    MEDIA_MESSAGES.urlExpired,
  );
  // The address as handed out still works.
  await app.http().get(avatar).expect(200);
});

it('only reads: another method is no route', async () => {
  const res = await app.http().post(avatar).send('x');
  expect(res.status).toBe(404);
  expect(res.body.code).toBe('ROUTE_NOT_FOUND');
});
