import { SERVER_MESSAGES, VALIDATION, FORGOT_PASSWORD_SENT } from '@postpilot/common';
import { useTestApp } from '../../../../test/support/app';
import { registerUser, uniqueEmail, VALID_PASSWORD } from '../../../../test/support/factories';
import { linkIn, queuedEmail } from '../../../../test/support/outbox';

const app = useTestApp();

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('POST /api/auth/register', () => {
  it('creates the account, stores the e-mail lower-cased and answers { success, token, user }', async () => {
    const email = uniqueEmail('Mixed').replace('mixed', 'MiXeD');
    const res = await app
      .http()
      .post('/api/auth/register')
      .send({ firstName: 'Ada', lastName: 'Lovelace', email, password: VALID_PASSWORD })
      .expect(201);
    expect(res.body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: {
        _id: expect.any(String),
        email: email.toLowerCase(),
        firstName: 'Ada',
        lastName: 'Lovelace',
        name: 'Ada Lovelace',
        isEmailVerified: false,
        hasCompletedOnboarding: false,
        isOnboardingComplete: false,
        linkedInConnected: false,
        timezone: 'UTC',
        language: 'en',
        emailNotifications: true,
        pushNotifications: true,
        autoPostEnabled: false,
        contentApprovalRequired: true,
      },
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(new Date(res.body.user.createdAt).toISOString()).toBe(res.body.user.createdAt);
  });

  it('sends a verification e-mail whose link verifies once and then lands on sign-in', async () => {
    const user = await registerUser(app);
    const mail = await queuedEmail(app, user.email);
    expect(mail.subject).toBe('Verify your email for Postpilot');
    expect(mail.html).toContain('Verify email');
    const link = linkIn(mail, 'http://postpilot.test/api/auth/verify-email/');
    const path = new URL(link).pathname;

    await app.http().get(path).expect(303).expect('Location', '/login?verified=1');
    const me = await app.http().get('/api/auth/me').set(bearer(user.token)).expect(200);
    expect(me.body.user.isEmailVerified).toBe(true);

    await app.http().get(path).expect(303).expect('Location', '/verify-email?error=invalid-link');
    await app
      .http()
      .get('/api/auth/verify-email/not-a-real-token')
      .expect(303)
      .expect('Location', '/verify-email?error=invalid-link');
  });

  it('answers 409 for an e-mail already taken, in any letter case', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .post('/api/auth/register')
      .send({
        firstName: 'Other',
        lastName: 'Person',
        email: user.email.toUpperCase(),
        password: VALID_PASSWORD,
      })
      .expect(409);
    expect(res.body).toEqual({
      success: false,
      message: SERVER_MESSAGES.emailTaken,
      code: 'EMAIL_TAKEN',
    });
  });

  it('answers 400 with every broken rule in the spec wording, and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await app
      .http()
      .post('/api/auth/register')
      .send({ firstName: 'A', lastName: '', email, password: 'lowercase1' })
      .expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual([
      { field: 'firstName', message: VALIDATION.firstNameMin },
      { field: 'lastName', message: VALIDATION.lastNameRequired },
      { field: 'password', message: VALIDATION.passwordComplexity },
    ]);
    await app.http().post('/api/auth/login').send({ email, password: 'lowercase1' }).expect(401);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the e-mail letter case', async () => {
    const user = await registerUser(app);
    const res = await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email.toUpperCase(), password: user.password })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { id: user.id },
    });
  });

  it('gives the same 401 answer for an unknown e-mail and a wrong password', async () => {
    const user = await registerUser(app);
    const wrong = await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'Wrong12345' });
    const unknown = await app
      .http()
      .post('/api/auth/login')
      .send({ email: uniqueEmail('nobody'), password: 'Wrong12345' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe(SERVER_MESSAGES.invalidCredentials);
  });

  it('validates the input before anything else', async () => {
    const res = await app
      .http()
      .post('/api/auth/login')
      .send({ email: 'not-an-email' })
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'email', message: VALIDATION.emailInvalid },
      { field: 'password', message: VALIDATION.passwordRequired },
    ]);
  });

  it('refuses with 429 and Retry-After after 10 failed attempts on one account', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 10; i++) {
      await app
        .http()
        .post('/api/auth/login')
        .send({ email: user.email, password: 'Wrong12345' })
        .expect(401);
    }
    const res = await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Eleven argon2id checks on purpose: slow on a small machine.
  }, 30_000);

  it('counts only failed sign-ins against the limit', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 12; i++) {
      await app
        .http()
        .post('/api/auth/login')
        .send({ email: user.email, password: user.password })
        .expect(200);
    }
  }, 30_000);
});

describe('GET /api/auth/me', () => {
  it('answers the user for a valid token and 401 otherwise', async () => {
    const user = await registerUser(app);
    const res = await app.http().get('/api/auth/me').set(bearer(user.token)).expect(200);
    expect(res.body).toMatchObject({ success: true, user: { id: user.id, email: user.email } });

    const anonymous = await app.http().get('/api/auth/me').expect(401);
    expect(anonymous.body).toEqual({
      success: false,
      message: SERVER_MESSAGES.authenticationRequired,
      code: 'UNAUTHENTICATED',
    });
    await app.http().get('/api/auth/me').set(bearer('forged.token.value')).expect(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and e-mails only real accounts', async () => {
    const user = await registerUser(app);
    const known = await app
      .http()
      .post('/api/auth/forgot-password')
      .send({ email: user.email })
      .expect(200);
    const unknownEmail = uniqueEmail('ghost');
    const unknown = await app
      .http()
      .post('/api/auth/forgot-password')
      .send({ email: unknownEmail })
      .expect(200);
    expect(known.body).toEqual({ success: true, message: FORGOT_PASSWORD_SENT });
    expect(unknown.body).toEqual(known.body);
    expect((await queuedEmail(app, user.email)).subject).toBe('Reset your Postpilot password');
    await expect(queuedEmail(app, unknownEmail)).rejects.toThrow('No e-mail queued');
  });

  it('sets the new password once, revokes older tokens, and refuses the link afterwards', async () => {
    const user = await registerUser(app);
    await app.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const link = linkIn(
      await queuedEmail(app, user.email),
      'http://postpilot.test/reset-password/',
    );
    const token = link.split('/').pop() as string;

    const weak = await app
      .http()
      .post(`/api/auth/reset-password/${token}`)
      .send({ password: 'short' })
      .expect(400);
    expect(weak.body.errors).toEqual([{ field: 'password', message: VALIDATION.passwordMin }]);

    const res = await app
      .http()
      .post(`/api/auth/reset-password/${token}`)
      .send({ password: 'NewPassword9' })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: SERVER_MESSAGES.passwordReset });

    await app.http().get('/api/auth/me').set(bearer(user.token)).expect(401);
    await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(401);
    const login = await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: 'NewPassword9' })
      .expect(200);
    await app.http().get('/api/auth/me').set(bearer(login.body.token)).expect(200);

    const again = await app
      .http()
      .post(`/api/auth/reset-password/${token}`)
      .send({ password: 'Another123' })
      .expect(400);
    expect(again.body.message).toBe(SERVER_MESSAGES.resetLinkInvalid);
  });

  it('refuses a link older than one hour', async () => {
    const user = await registerUser(app);
    await app.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = linkIn(
      await queuedEmail(app, user.email),
      'http://postpilot.test/reset-password/',
    )
      .split('/')
      .pop();
    await app.api.infra.dataSource.query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'reset_password'`,
      [user.id],
    );
    await app
      .http()
      .post(`/api/auth/reset-password/${token}`)
      .send({ password: 'NewPassword9' })
      .expect(400);
    await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password })
      .expect(200);
  });

  it('stores only a hash of the token', async () => {
    const user = await registerUser(app);
    await app.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const token = linkIn(
      await queuedEmail(app, user.email),
      'http://postpilot.test/reset-password/',
    )
      .split('/')
      .pop();
    const rows: { token_hash: string }[] = await app.api.infra.dataSource.query(
      `SELECT token_hash FROM email_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toContain(token);
  });
});

describe('POST /api/auth/resend-verification in development mode (no SMTP_URL)', () => {
  it('verifies at once and says autoVerified', async () => {
    const user = await registerUser(app, {}, 'unverified');
    const res = await app
      .http()
      .post('/api/auth/resend-verification')
      .set(bearer(user.token))
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      autoVerified: true,
      user: { id: user.id, isEmailVerified: true },
    });
  });

  it('needs a signed-in user', async () => {
    await app.http().post('/api/auth/resend-verification').expect(401);
  });
});

describe('POST /api/user/onboarding', () => {
  const payload = {
    contentNiches: ['Leadership', 'Productivity'],
    personalContext:
      'Engineering Manager at Acme. 6-10 years of experience. Goals: share what I learn.',
    targetAudience: 'Professional network and industry peers',
    timezone: 'Europe/Berlin',
    tone: 'inspirational',
    autoPostEnabled: true,
  };

  it('stores the answers and completes onboarding; a new login sees them', async () => {
    const user = await registerUser(app, {}, 'verified');
    const res = await app
      .http()
      .post('/api/user/onboarding')
      .set(bearer(user.token))
      .send(payload)
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      user: { hasCompletedOnboarding: true, isOnboardingComplete: true, ...payload },
    });
    const login = await app
      .http()
      .post('/api/auth/login')
      .send({ email: user.email, password: user.password });
    expect(login.body.user).toMatchObject({ hasCompletedOnboarding: true, ...payload });
  });

  it('takes the documented onboarding payload, which has no tone: the current tone stays', async () => {
    const user = await registerUser(app, {}, 'verified');
    const { tone: _tone, ...withoutTone } = payload;
    const res = await app
      .http()
      .post('/api/user/onboarding')
      .set(bearer(user.token))
      .send(withoutTone)
      .expect(200);
    expect(res.body.user).toMatchObject({ hasCompletedOnboarding: true, tone: 'professional' });
  });

  it('answers 400 with { field, message } for each wrong field and changes nothing', async () => {
    const user = await registerUser(app, {}, 'verified');
    const res = await app
      .http()
      .post('/api/user/onboarding')
      .set(bearer(user.token))
      .send({ ...payload, contentNiches: [], tone: '' })
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'contentNiches', message: VALIDATION.nicheRequired },
      { field: 'tone', message: VALIDATION.toneRequired },
    ]);
    const me = await app.http().get('/api/auth/me').set(bearer(user.token));
    expect(me.body.user).toMatchObject({ hasCompletedOnboarding: false, contentNiches: [] });
  });
});

describe('the REST adapter', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await app.http().get('/api/no/such/path').expect(404);
    expect(res.body).toEqual({
      success: false,
      message: 'Not found: GET /api/no/such/path',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('answers malformed JSON with 400 and a body over 1 MB with 413', async () => {
    const malformed = await app
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(malformed.body).toMatchObject({
      success: false,
      message: SERVER_MESSAGES.malformedJson,
    });

    const huge = await app
      .http()
      .post('/api/auth/login')
      .send({ email: 'a@b.co', password: 'x'.repeat(1_100_000) })
      .expect(413);
    expect(huge.body).toMatchObject({ success: false, message: SERVER_MESSAGES.payloadTooLarge });
  });

  it('sends security headers and a request id', async () => {
    const res = await app.http().get('/api/auth/me').set('X-Request-Id', 'trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const generated = await app.http().get('/api/auth/me');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
