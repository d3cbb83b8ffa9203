import { SERVER_MESSAGES } from '@postpilot/common';
import { createLogger } from '@postpilot/server';
import { startTestApp, type TestApp } from '../../../server/test/support/app';
import { registerUser } from '../../../server/test/support/factories';
import { startSmtpStandIn } from '../../../server/test/support/smtp';
import { startWorkers, type RunningWorker } from '../worker';

/** The e-mail flows end to end: API → email queue → this worker → a real SMTP server → the link. */
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let app: TestApp;
let worker: RunningWorker;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Postpilot <hello@postpilot.test>' });
  worker = await startWorkers(app.config, createLogger('worker', 'silent'));
});
afterAll(async () => {
  await worker.stop();
  await app.stop();
  await smtp.stop();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const pathOf = (url: string) => new URL(url).pathname;
const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';

it('delivers the verification e-mail as text and HTML, and its link verifies the account', async () => {
  const user = await registerUser(app, {}, 'unverified');
  const mail = await smtp.waitForMessage(user.email);
  expect(mail.from).toBe('hello@postpilot.test');
  expect(mail.subject).toBe('Verify your email for Postpilot');
  const link = firstLink(mail.text);
  expect(link).toMatch(/^http:\/\/postpilot\.test\/api\/auth\/verify-email\/[\w-]{43}$/);
  expect(mail.html).toContain(`href="${link}"`);

  await app.http().get(pathOf(link)).expect(303).expect('Location', '/login?verified=1');
  const me = await app.http().get('/api/auth/me').set(bearer(user.token)).expect(200);
  expect(me.body.user.isEmailVerified).toBe(true);
});

it('delivers the reset e-mail, whose link sets a new password', async () => {
  const user = await registerUser(app, {}, 'unverified');
  await smtp.waitForMessage(user.email);
  await app.http().post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
  await waitFor(() =>
    smtp.messages.some((m) => m.to.includes(user.email) && m.subject.startsWith('Reset')),
  );
  const mail = smtp.messages.find(
    (m) => m.to.includes(user.email) && m.subject.startsWith('Reset'),
  )!;
  const link = firstLink(mail.text);
  expect(link).toMatch(/^http:\/\/postpilot\.test\/reset-password\/[\w-]{43}$/);
  const token = link.split('/').pop();
  await app
    .http()
    .post(`/api/auth/reset-password/${token}`)
    .send({ password: 'FromTheMail1' })
    .expect(200);
  await app
    .http()
    .post('/api/auth/login')
    .send({ email: user.email, password: 'FromTheMail1' })
    .expect(200);
});

it('resends verification only after 60 seconds when e-mail is really sent', async () => {
  const user = await registerUser(app, {}, 'unverified');
  await smtp.waitForMessage(user.email);

  const tooSoon = await app
    .http()
    .post('/api/auth/resend-verification')
    .set(bearer(user.token))
    .expect(429);
  expect(tooSoon.body.message).toMatch(
    /^Please wait \d+ seconds before requesting another verification email$/,
  );
  expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(55);

  await app.api.infra.dataSource.query(
    `UPDATE users SET verification_sent_at = now() - interval '61 seconds' WHERE id = $1`,
    [user.id],
  );
  const res = await app
    .http()
    .post('/api/auth/resend-verification')
    .set(bearer(user.token))
    .expect(200);
  expect(res.body).toMatchObject({
    success: true,
    autoVerified: false,
    message: SERVER_MESSAGES.verificationEmailSent,
    user: { isEmailVerified: false },
  });
  await waitFor(() => smtp.messages.filter((m) => m.to.includes(user.email)).length === 2);
  const [first, second] = smtp.messages.filter((m) => m.to.includes(user.email));
  expect(firstLink(second.text)).not.toBe(firstLink(first.text));
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
