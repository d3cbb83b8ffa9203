import { createHash } from 'node:crypto';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../../../test/support/app';
import { bearer, buildUser, type RegisteredUser } from '../../../../test/support/factories';
import { CONSENT_COOKIE } from '../linkedin-connection.service';

/**
 * Connecting LinkedIn (through the sandbox) is bound to the browser that asked: each browser
 * here is a supertest agent with its own cookie jar.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

type Browser = ReturnType<typeof request.agent>;
type Door = 'REST' | 'GraphQL';

const newBrowser = (): Browser => request.agent(app.api.url);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A user who may use every feature (verified and onboarded), on this app or another. */
const member = (firstName: string, lastName: string, on = app): Promise<RegisteredUser> =>
  buildUser(on, { firstName, lastName });

/** The consent cookie the answer set, as a header line; undefined when it set none. */
function consentCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const lines = ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
  return lines.find((line) => line.startsWith(`${CONSENT_COOKIE}=`));
}

/** The browser asks for the consent page's address, as the settings page (GraphQL) or a script (REST) does. */
async function askToConnect(browser: Browser, user: RegisteredUser, door: Door) {
  const res =
    door === 'REST'
      ? await browser.post('/api/linkedin/connect').set(bearer(user)).expect(200)
      : await browser
          .post('/graphql')
          .set(bearer(user))
          .set('Content-Type', 'application/json')
          .send({ query: 'mutation { connectLinkedIn { url } }' })
          .expect(200);
  // The nonce travels in the cookie only, never in the answer a script reads.
  if (door === 'REST') expect(Object.keys(res.body).sort()).toEqual(['success', 'url']);
  const url: string = door === 'REST' ? res.body.url : res.body.data.connectLinkedIn.url;
  return {
    url,
    state: new URL(url).searchParams.get('state') ?? '',
    setCookie: consentCookieOf(res),
  };
}

/** Allow on the sandbox's consent page: where the browser is sent back, and the code. */
async function allow(browser: Browser, consentUrl: string, name: string) {
  const form = Object.fromEntries(new URL(consentUrl).searchParams);
  const res = await browser
    .post('/sandbox/linkedin/oauth/v2/authorization')
    .type('form')
    .send({ ...form, name, decision: 'allow' })
    .expect(302);
  const back = new URL(res.headers.location);
  return { callback: back.pathname + back.search, code: back.searchParams.get('code') ?? '' };
}

/** The browser follows the redirect to the callback: where it lands, and the cookie it set. */
async function callback(browser: Browser, path: string) {
  const res = await browser.get(path).expect(303);
  return { location: String(res.headers.location), setCookie: consentCookieOf(res) };
}

async function connection(user: RegisteredUser) {
  const res = await app.http().get('/api/linkedin').set(bearer(user)).expect(200);
  return res.body.connection as { status: string; name: string | null };
}

async function codeRedeemed(code: string): Promise<boolean> {
  const rows: { used_at: Date | null }[] = await app.api.infra.dataSource.query(
    'SELECT used_at FROM linkedin_sandbox.sandbox_codes WHERE code_hash = $1',
    [sha256(code)],
  );
  return rows[0]?.used_at != null;
}

const OTHER_BROWSER = '/settings?tab=linkedin&linkedin=error&reason=other_browser';

describe.each<Door>(['REST', 'GraphQL'])('connecting through %s', (door) => {
  it('sets a short-lived HttpOnly, SameSite=Lax consent cookie for the callback only', async () => {
    const user = await member('Ada', 'Lovelace');
    const { setCookie } = await askToConnect(newBrowser(), user, door);
    expect(setCookie).toMatch(new RegExp(`^${CONSENT_COOKIE}=[\\w-]{43};`));
    expect(setCookie).toContain('Path=/api/linkedin/callback');
    expect(setCookie).toContain('Max-Age=600');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    // APP_URL is http here.
    expect(setCookie).not.toContain('Secure');
  });

  it('a browser without the cookie is refused, changes nothing, and the asker can still finish', async () => {
    const ada = await member('Ada', 'Lovelace');
    const adaBrowser = newBrowser();
    const stranger = newBrowser();
    const asked = await askToConnect(adaBrowser, ada, door);

    // The stranger opens Ada's link, allows as themselves and comes back with Ada's state.
    const theirs = await allow(stranger, asked.url, 'Mallory Stranger');
    const refused = await callback(stranger, theirs.callback);
    expect(refused.location).toBe(OTHER_BROWSER);
    expect(refused.setCookie).toMatch(new RegExp(`^${CONSENT_COOKIE}=;.*Max-Age=0`));
    expect(await codeRedeemed(theirs.code)).toBe(false);
    expect(await connection(ada)).toMatchObject({ status: 'not_connected' });

    // Ada's browser still has its cookie and the state is still pending.
    const mine = await allow(adaBrowser, asked.url, 'Ada Lovelace');
    const done = await callback(adaBrowser, mine.callback);
    expect(done.location).toBe('/settings?tab=linkedin&linkedin=connected');
    expect(done.setCookie).toMatch(new RegExp(`^${CONSENT_COOKIE}=;.*Max-Age=0`));
    expect(await connection(ada)).toMatchObject({ status: 'connected', name: 'Ada Lovelace' });

    // Single use: the same state again is no longer valid, for anyone.
    const again = await callback(adaBrowser, mine.callback);
    expect(again.location).toBe('/settings?tab=linkedin&linkedin=error&reason=invalid_state');
    expect((await callback(stranger, theirs.callback)).location).toBe(
      '/settings?tab=linkedin&linkedin=error&reason=invalid_state',
    );
    expect(await codeRedeemed(theirs.code)).toBe(false);
  });

  it('a browser with its own cookie (from its own Connect) cannot finish another user’s', async () => {
    const ada = await member('Ada', 'Lovelace');
    const bob = await member('Bob', 'Babbage');
    const adaBrowser = newBrowser();
    const bobBrowser = newBrowser();
    const adas = await askToConnect(adaBrowser, ada, door);
    await askToConnect(bobBrowser, bob, door);

    const bobWithAdasState = await allow(bobBrowser, adas.url, 'Bob Babbage');
    const refused = await callback(bobBrowser, bobWithAdasState.callback);
    expect(refused.location).toBe(OTHER_BROWSER);
    expect(await codeRedeemed(bobWithAdasState.code)).toBe(false);
    expect(await connection(ada)).toMatchObject({ status: 'not_connected' });
    expect(await connection(bob)).toMatchObject({ status: 'not_connected' });

    const adaFinishes = await allow(adaBrowser, adas.url, 'Ada Lovelace');
    expect((await callback(adaBrowser, adaFinishes.callback)).location).toBe(
      '/settings?tab=linkedin&linkedin=connected',
    );
    expect(await connection(ada)).toMatchObject({ status: 'connected', name: 'Ada Lovelace' });
    expect(await connection(bob)).toMatchObject({ status: 'not_connected' });
  });

  it('a cancelled consent from another browser is refused too, and keeps the state', async () => {
    const ada = await member('Ada', 'Lovelace');
    const adaBrowser = newBrowser();
    const { url, state } = await askToConnect(adaBrowser, ada, door);
    const cancelled = `/api/linkedin/callback?error=user_cancelled_authorize&state=${state}`;
    expect((await callback(newBrowser(), cancelled)).location).toBe(OTHER_BROWSER);

    const mine = await allow(adaBrowser, url, 'Ada Lovelace');
    expect((await callback(adaBrowser, mine.callback)).location).toContain('linkedin=connected');
  });
});

describe('the consent cookie', () => {
  it('is Secure when the app is served over https', async () => {
    const secure = await startTestApp({ APP_URL: 'https://postpilot.test' });
    try {
      const user = await member('Ada', 'Lovelace', secure);
      const res = await secure.http().post('/api/linkedin/connect').set(bearer(user)).expect(200);
      expect(consentCookieOf(res)).toMatch(/; Secure/);
    } finally {
      await secure.stop();
    }
  });

  it('Redis keeps only a hash of the nonce, with the state', async () => {
    const ada = await member('Ada', 'Lovelace');
    const { state, setCookie } = await askToConnect(newBrowser(), ada, 'REST');
    const nonce = /=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';
    const stored = await app.api.infra.redis.get(
      `${app.config.redisPrefix}:linkedin-state:${state}`,
    );
    expect(JSON.parse(stored ?? 'null')).toEqual({ userId: ada.id, nonceHash: sha256(nonce) });
    expect(
      await app.api.infra.redis.ttl(`${app.config.redisPrefix}:linkedin-state:${state}`),
    ).toBeGreaterThan(590);
  });

  it('a made-up cookie is refused like none', async () => {
    const ada = await member('Ada', 'Lovelace');
    const adaBrowser = newBrowser();
    const { url } = await askToConnect(adaBrowser, ada, 'REST');
    const back = await allow(adaBrowser, url, 'Ada Lovelace');
    const res = await app
      .http()
      .get(back.callback)
      .set('Cookie', `${CONSENT_COOKIE}=not-the-nonce`)
      .expect(303);
    expect(res.headers.location).toBe(OTHER_BROWSER);
    expect(await codeRedeemed(back.code)).toBe(false);
  });
});

describe('the sandbox consent page', () => {
  it('suggests the name of the user whose consent it is', async () => {
    const ada = await member('Ada', 'Lovelace');
    const { url } = await askToConnect(newBrowser(), ada, 'GraphQL');
    const consent = new URL(url);
    const page = await app
      .http()
      .get(consent.pathname + consent.search)
      .expect(200);
    expect(page.text).toMatch(/<input type="text" id="name" name="name" value="Ada Lovelace"/);
  });

  it('suggests "Sandbox Member" for a state it does not know', async () => {
    const ada = await member('Ada', 'Lovelace');
    const { url } = await askToConnect(newBrowser(), ada, 'GraphQL');
    const consent = new URL(url);
    consent.searchParams.set('state', 'not-a-pending-state');
    const page = await app
      .http()
      .get(consent.pathname + consent.search)
      .expect(200);
    expect(page.text).toMatch(/<input type="text" id="name" name="name" value="Sandbox Member"/);
  });
});
