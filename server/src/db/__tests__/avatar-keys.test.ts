import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { bearer, buildUser } from '../../../test/support/factories';
import { mediaKeyOf } from '../../../test/support/media-urls';
import { AvatarKeys1733970000000 } from '../migrations/1733970000000-AvatarKeys';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

/** Runs the migration's `up` or `down` on the app's database. */
async function migrate(direction: 'up' | 'down') {
  const runner = app.api.infra.dataSource.createQueryRunner();
  try {
    await new AvatarKeys1733970000000()[direction](runner);
  } finally {
    await runner.release();
  }
}

it('turns the avatar paths an install stored into keys; the picture stays and is served signed', async () => {
  const pictured = await buildUser(app);
  const plain = await buildUser(app);
  const picture = await sharp({
    create: { width: 40, height: 40, channels: 3, background: '#c63' },
  })
    .png()
    .toBuffer();
  const uploaded = await app
    .http()
    .post('/api/user/avatar')
    .set(bearer(pictured))
    .attach('avatar', picture, 'me.png')
    .expect(200);
  const key = mediaKeyOf(uploaded.body.user.profilePicture);

  // As an install before it kept them: the public path in profile_picture.
  await migrate('down');
  const column = async (name: string, userId: string) =>
    (
      (await app.api.infra.dataSource.query(`SELECT ${name} AS value FROM users WHERE id = $1`, [
        userId,
      ])) as { value: string | null }[]
    )[0]!.value;
  expect(await column('profile_picture', pictured.id)).toBe(`/uploads/${key}`);
  expect(await column('profile_picture', plain.id)).toBeNull();

  await migrate('up');
  expect(await column('avatar_key', pictured.id)).toBe(key);
  expect(await column('avatar_key', plain.id)).toBeNull();
  const me = await app.http().get('/api/auth/me').set(bearer(pictured)).expect(200);
  expect(mediaKeyOf(me.body.user.profilePicture)).toBe(key);
  await app.http().get(me.body.user.profilePicture).expect(200);
});

it('clears a stored value that names no stored file rather than keep it as a key', async () => {
  const user = await buildUser(app);
  await migrate('down');
  try {
    await app.api.infra.dataSource.query(
      `UPDATE users SET profile_picture = 'https://elsewhere.example/me.png' WHERE id = $1`,
      [user.id],
    );
  } finally {
    await migrate('up');
  }
  const [row] = (await app.api.infra.dataSource.query(
    `SELECT avatar_key FROM users WHERE id = $1`,
    [user.id],
  )) as { avatar_key: string | null }[];
  expect(row!.avatar_key).toBeNull();
});
