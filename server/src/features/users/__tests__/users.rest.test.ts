import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ACCOUNT_MESSAGES, SUCCESS, VALIDATION } from '@postpilot/common';
import { useTestApp } from '../../../../test/support/app';
import {
  bearer,
  registerUser,
  type RegisteredUser,
  deleteAccount,
} from '../../../../test/support/factories';
import { mediaKeyOf } from '../../../../test/support/media-urls';

const app = useTestApp();

const me = async (user: RegisteredUser) =>
  (await app.http().get('/api/auth/me').set(bearer(user)).expect(200)).body.user;

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#0a66c2' } })
    .png()
    .toBuffer();

describe('PUT /api/user/profile', () => {
  const profile = {
    firstName: 'Katherine',
    lastName: 'Johnson',
    jobTitle: 'Research Mathematician',
    company: 'NASA',
    bio: 'Orbital mechanics, and the people who make it work.',
    location: 'Hampton, VA',
    website: 'https://example.com/kj',
    phone: '+1 555 0100',
  };

  it('saves every field, keeps the e-mail whatever is sent, and answers { success, user }', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .put('/api/user/profile')
      .set(bearer(user))
      .send({ ...profile, email: 'someone-else@example.com' })
      .expect(200);
    expect(res.body).toMatchObject({ success: true, user: { ...profile, email: user.email } });
    const login = await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password });
    expect(login.body.user).toMatchObject({
      ...profile,
      email: user.email,
      name: 'Katherine Johnson',
    });
  });

  it('stores an emptied optional field as null', async () => {
    const user = await registerUser(app);
    await app.http().put('/api/user/profile').set(bearer(user)).send(profile).expect(200);
    await app
      .http()
      .put('/api/user/profile')
      .set(bearer(user))
      .send({ ...profile, bio: '', company: '  ' })
      .expect(200);
    expect(await me(user)).toMatchObject({ bio: null, company: null, jobTitle: profile.jobTitle });
  });

  it('refuses short names with the spec messages and changes nothing', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .put('/api/user/profile')
      .set(bearer(user))
      .send({ ...profile, firstName: 'K', lastName: '' })
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'firstName', message: VALIDATION.firstNameMin },
      { field: 'lastName', message: VALIDATION.lastNameRequired },
    ]);
    expect(await me(user)).toMatchObject({ firstName: 'Grace', jobTitle: null });
  });
});

describe('POST /api/user/avatar', () => {
  it('turns a real PNG into a 256 px square WebP served at a signed address', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .post('/api/user/avatar')
      .set(bearer(user))
      .attach('avatar', await png(), { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    const url: string = res.body.user.profilePicture;
    expect(url).toMatch(
      new RegExp(
        `^/uploads/avatars/${user.id}-[0-9a-f]{12}\\.webp\\?expires=\\d+&signature=[\\w-]{43}$`,
      ),
    );
    const image = await app
      .http()
      .get(url)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    // Kept by the browser alone, and no longer than the address lasts.
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(mediaKeyOf((await me(user)).profilePicture)).toBe(mediaKeyOf(url));
    // The row keeps the key, never an address.
    const [row] = await app.api.infra.dataSource.query(
      `SELECT avatar_key FROM users WHERE id = $1`,
      [user.id],
    );
    expect(row.avatar_key).toBe(mediaKeyOf(url));
  });

  it('judges the type from the bytes: a PNG named .txt is fine, text named .png is not', async () => {
    const user = await registerUser(app);
    await app
      .http()
      .post('/api/user/avatar')
      .set(bearer(user))
      .attach('avatar', await png(64, 64), { filename: 'notes.txt', contentType: 'text/plain' })
      .expect(200);
    const res = await app
      .http()
      .post('/api/user/avatar')
      .set(bearer(user))
      .attach('avatar', Buffer.from('not an image at all'), {
        filename: 'photo.png',
        contentType: 'image/png',
      })
      .expect(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.avatarType);
  });

  it('refuses a file over 5,242,880 bytes with the spec message and keeps the old picture', async () => {
    const user = await registerUser(app);
    const first = await app
      .http()
      .post('/api/user/avatar')
      .set(bearer(user))
      .attach('avatar', await png(32, 32), 'small.png')
      .expect(200);
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const res = await app
      .http()
      .post('/api/user/avatar')
      .set(bearer(user))
      .attach('avatar', big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(VALIDATION.avatarTooLarge);
    expect(mediaKeyOf((await me(user)).profilePicture)).toBe(
      mediaKeyOf(first.body.user.profilePicture),
    );
  });

  it('says what is wrong with a form it cannot read: a NUL in the file name, no boundary', async () => {
    const user = await registerUser(app);
    const nul = await app
      .http()
      .post('/api/user/avatar')
      .set(bearer(user))
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send(
        '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--xyz--\r\n',
      );
    expect(nul.status).toBe(400);
    expect(nul.body.message).toMatch(/file name may not hold control characters such as NUL/);
    const noBoundary = await app
      .http()
      .post('/api/user/avatar')
      .set(bearer(user))
      .set('Content-Type', 'multipart/form-data')
      .send('--x\r\n');
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.message).toMatch(/^The request is not a multipart form/);
    expect((await me(user)).profilePicture).toBeFalsy();
  });

  it('replaces the old file when a new picture is uploaded', async () => {
    const user = await registerUser(app);
    const first = await app
      .http()
      .post('/api/user/avatar')
      .set(bearer(user))
      .attach('avatar', await png(40, 40), 'a.png');
    const oldFile = path.join(app.config.uploadDir, mediaKeyOf(first.body.user.profilePicture));
    expect(existsSync(oldFile)).toBe(true);
    await app
      .http()
      .post('/api/user/avatar')
      .set(bearer(user))
      .attach('avatar', await png(50, 50), 'b.png')
      .expect(200);
    expect(existsSync(oldFile)).toBe(false);
    await app.http().get(first.body.user.profilePicture).expect(404);
  });
});

describe('PUT /api/user/settings', () => {
  it('saves each tab, keeps a stored false false, and splits the full name', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .put('/api/user/settings')
      .set(bearer(user))
      .send({
        name: 'Grace Brewster Hopper',
        timezone: 'America/Denver',
        language: 'de',
        emailNotifications: false,
        pushNotifications: false,
        autoPostEnabled: true,
        contentApprovalRequired: false,
        defaultPostingTime: '07:30',
        postingFrequency: 'custom',
      })
      .expect(200);
    const expected = {
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      timezone: 'America/Denver',
      language: 'de',
      emailNotifications: false,
      pushNotifications: false,
      autoPostEnabled: true,
      contentApprovalRequired: false,
      defaultPostingTime: '07:30',
      postingFrequency: 'custom',
    };
    expect(res.body.user).toMatchObject(expected);
    await app
      .http()
      .put('/api/user/settings')
      .set(bearer(user))
      .send({ language: 'fr' })
      .expect(200);
    expect(await me(user)).toMatchObject({ ...expected, language: 'fr' });
  });

  it('refuses unknown values with a message per field and changes nothing', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .put('/api/user/settings')
      .set(bearer(user))
      .send({
        name: ' ',
        timezone: 'Mars/Olympus',
        language: 'xx',
        defaultPostingTime: '25:00',
        postingFrequency: 'hourly',
      })
      .expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'name',
      'timezone',
      'language',
      'defaultPostingTime',
      'postingFrequency',
    ]);
    expect(res.body.errors[0].message).toBe(VALIDATION.nameRequired);
    expect(await me(user)).toMatchObject({
      timezone: 'UTC',
      language: 'en',
      defaultPostingTime: '09:00',
    });
  });
});

describe('PUT /api/user/password', () => {
  it('checks the current password (400, not 401), then signs out every other session', async () => {
    const user = await registerUser(app);
    const other = await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password });

    const wrong = await app
      .http()
      .put('/api/user/password')
      .set(bearer(user))
      .send({ currentPassword: 'Nope12345', newPassword: 'Brand2026New' })
      .expect(400);
    expect(wrong.body.errors).toEqual([
      { field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong },
    ]);

    const weak = await app
      .http()
      .put('/api/user/password')
      .set(bearer(user))
      .send({ currentPassword: user.password, newPassword: 'weak' })
      .expect(400);
    expect(weak.body.errors).toEqual([{ field: 'newPassword', message: VALIDATION.passwordMin }]);

    const res = await app
      .http()
      .put('/api/user/password')
      .set(bearer(user))
      .send({ currentPassword: user.password, newPassword: 'Brand2026New' })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { id: user.id },
    });
    await app
      .http()
      .get('/api/auth/me')
      .set({ Authorization: `Bearer ${other.body.token}` })
      .expect(401);
    await app
      .http()
      .get('/api/auth/me')
      .set({ Authorization: `Bearer ${res.body.token}` })
      .expect(200);
    await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'Brand2026New' })
      .expect(200);
  });
});

describe('DELETE /api/user', () => {
  it('needs the password, then deletes the account, its tokens and its files', async () => {
    const user = await registerUser(app);
    const upload = await app
      .http()
      .post('/api/user/avatar')
      .set(bearer(user))
      .attach('avatar', await png(30, 30), 'a.png');
    const file = path.join(app.config.uploadDir, mediaKeyOf(upload.body.user.profilePicture));

    const wrong = await app
      .http()
      .delete('/api/user')
      .set(bearer(user))
      .send({ password: 'Wrong1234' })
      .expect(400);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.passwordWrong);
    await app.http().get('/api/auth/me').set(bearer(user)).expect(200);

    const res = await deleteAccount(app, user);
    expect(res.body).toEqual({ success: true, message: SUCCESS.accountDeleted });
    await app.http().get('/api/auth/me').set(bearer(user)).expect(401);
    await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(401);
    expect(existsSync(file)).toBe(false);
    const rows = await app.api.infra.dataSource.query(
      `SELECT count(*)::int AS n FROM email_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it("never touches another user's account", async () => {
    const [alice, bob] = [await registerUser(app), await registerUser(app)];
    await app
      .http()
      .delete('/api/user')
      .set(bearer(alice))
      .send({ password: bob.password })
      .expect(200);
    await app.http().get('/api/auth/me').set(bearer(bob)).expect(200);
  });
});
