import { SUCCESS, VALIDATION } from '@postpilot/common';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import { uniqueEmail } from '../../../../test/support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LAUNCH_DATE: '2027-03-01T09:00:00Z' });
});
afterAll(() => app.stop());

const count = async (email: string) =>
  (
    await app.api.infra.dataSource.query(
      `SELECT count(*)::int AS n FROM waitlist_entries WHERE email = $1`,
      [email],
    )
  )[0].n as number;

describe('the waitlist', () => {
  it('stores an address once, whatever its letter case, through REST and GraphQL', async () => {
    const email = uniqueEmail('early');
    const res = await app
      .http()
      .post('/api/waitlist')
      .send({ email: email.toUpperCase() })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: SUCCESS.waitlist });
    await app.http().post('/api/waitlist').send({ email }).expect(200);
    const gql = await app.graphql<{ joinWaitlist: unknown }>(
      `mutation ($input: WaitlistInput!) { joinWaitlist(input: $input) { success message } }`,
      { input: { email: ` ${email} ` } },
    );
    expect(gql.data?.joinWaitlist).toEqual({ success: true, message: SUCCESS.waitlist });
    expect(await count(email.toLowerCase())).toBe(1);
  });

  it('answers the spec messages for a missing or malformed address', async () => {
    const empty = await app.http().post('/api/waitlist').send({ email: '' }).expect(400);
    expect(empty.body.message).toContain(VALIDATION.waitlistEmailRequired);
    const malformed = await app.http().post('/api/waitlist').send({ email: 'me@home' }).expect(400);
    expect(malformed.body.errors).toEqual([
      { field: 'email', message: VALIDATION.waitlistEmailInvalid },
    ]);
  });

  it('tells the coming-soon page the configured launch date', async () => {
    const res = await app.graphql<{ launchDate: string }>(`{ launchDate }`);
    expect(res.data?.launchDate).toBe('2027-03-01T09:00:00.000Z');
  });
});
