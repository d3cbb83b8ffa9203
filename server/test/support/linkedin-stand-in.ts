import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import {
  startLinkedInSandbox,
  type SandboxClientApp,
  type StandaloneLinkedInSandbox,
} from '../../src/linkedin-sandbox';
import { createLogger } from '../../src/kernel/logger';
import { LocalMediaStore } from '../../src/kernel/media/local-media-store';
import { createTestDatabase } from './database';
import { forTheFile, forwarding, startTestApp, type TestApp } from './app';
import { RecordingStandIn, type Reply } from './recording-stand-in';

export type { Answer, RecordedRequest, Reply } from './recording-stand-in';

/** LinkedIn's answer to a created post: 201, no body, the URN in x-restli-id. */
export const created = (urn: string): Reply => ({ status: 201, headers: { 'x-restli-id': urn } });

/** A LinkedIn REST error body, e.g. linkedInError(401, 'EXPIRED_ACCESS_TOKEN', '…', 65601). */
export const linkedInError = (
  status: number,
  code: string,
  message: string,
  serviceErrorCode?: number,
): Reply => ({
  status,
  body: { status, ...(serviceErrorCode !== undefined && { serviceErrorCode }), code, message },
});

/** A member of the sandbox who allowed the application, with the token they granted it. */
export interface LinkedInMember {
  name: string;
  sub: string;
  /** urn:li:person:{sub}, the author of their posts. */
  urn: string;
  accessToken: string;
}

/** A post LinkedIn accepted (answered 201), as it was sent. */
export interface AcceptedPost {
  urn: string;
  author: string;
  commentary: string;
  receivedAt: number;
  headers: IncomingHttpHeaders;
}

const POSTING_SCOPES = ['openid', 'profile', 'email', 'w_member_social'];

/**
 * LinkedIn, for tests: the sandbox LinkedIn (the one the app serves without a LinkedIn app) on a
 * port of its own, with a database of its own, behind a recording layer at `url`, which stands
 * where api.linkedin.com and www.linkedin.com/oauth/v2 would. The layer records every request it
 * is sent and passes it on to the sandbox, which answers as LinkedIn does (tokens, members,
 * posts, duplicates, statistics). Answers a test queues (reply, replyNext) are given instead, for
 * what the sandbox does not do on demand: LinkedIn's 429 with Retry-After, a 500, a retired
 * version, a dropped connection, a slow or malformed answer.
 */
export class LinkedInStandIn extends RecordingStandIn {
  private constructor(
    private readonly sandbox: StandaloneLinkedInSandbox,
    private readonly dropDatabase: () => Promise<void>,
    /** The application registered with it: what the code under test is configured as. */
    readonly application: SandboxClientApp,
  ) {
    super({ unqueued: { passTo: sandbox.url } });
  }

  static async start(application: Partial<SandboxClientApp> = {}): Promise<LinkedInStandIn> {
    // The sandbox's own tables only, as a LinkedIn of its own would have.
    const database = await createTestDatabase({ empty: true });
    const registered: SandboxClientApp = {
      clientId: 'test-client',
      clientSecret: 'test-secret',
      // Where startTestApp's app (APP_URL http://postpilot.test) expects members back.
      redirectUri: 'http://postpilot.test/api/linkedin/callback',
      ...application,
    };
    const secret = randomBytes(32).toString('hex');
    const sandbox = await startLinkedInSandbox({
      databaseUrl: database.url,
      application: registered,
      secret,
      // Its files on a disk of its own, as a LinkedIn of its own would keep them.
      media: new LocalMediaStore(
        path.join(tmpdir(), `linkedin-sandbox-${randomBytes(8).toString('hex')}`),
        { secret, urlTtlMs: 3600_000 },
      ),
      logger: createLogger('linkedin-sandbox', process.env.TEST_LOG_LEVEL ?? 'silent'),
    });
    return new LinkedInStandIn(sandbox, database.drop, registered).listen();
  }

  /** The API root to configure as LINKEDIN_API_URL; LINKEDIN_AUTH_URL is `${url}/oauth/v2`. */
  get url(): string {
    return this.origin;
  }

  /** The configuration that points Postpilot at it, as at a LinkedIn app. */
  get env(): Record<string, string> {
    return {
      LINKEDIN_CLIENT_ID: this.application.clientId,
      LINKEDIN_CLIENT_SECRET: this.application.clientSecret,
      LINKEDIN_AUTH_URL: `${this.url}/oauth/v2`,
      LINKEDIN_API_URL: this.url,
    };
  }

  /**
   * The authorization code the application gets when the member `name` chooses Allow on the
   * consent page. Sent to the sandbox directly, so it is not recorded.
   */
  async authorize(name: string, scopes = POSTING_SCOPES): Promise<string> {
    const { clientId, redirectUri } = this.application;
    const consent = await fetch(`${this.sandbox.url}/oauth/v2/authorization`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: scopes.join(' '),
        state: 'test',
        name,
        decision: 'allow',
      }),
    });
    const code = new URL(consent.headers.get('location') ?? '', redirectUri).searchParams.get(
      'code',
    );
    if (consent.status !== 302 || !code) throw new Error(`consent refused: ${consent.status}`);
    return code;
  }

  /**
   * A member who chose Allow on the consent page, and the access token the application got for
   * it. Sent to the sandbox directly, so none of it is recorded.
   */
  async member(
    name = `Member ${randomBytes(4).toString('hex')}`,
    scopes = POSTING_SCOPES,
  ): Promise<LinkedInMember> {
    const { clientId, clientSecret, redirectUri } = this.application;
    const code = await this.authorize(name, scopes);
    const token = await fetch(`${this.sandbox.url}/oauth/v2/accessToken`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        client_secret: clientSecret,
      }),
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const userinfo = await fetch(`${this.sandbox.url}/v2/userinfo`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { sub } = (await userinfo.json()) as { sub: string };
    return { name, sub, urn: `urn:li:person:${sub}`, accessToken };
  }

  /** Ends a token from now on: the member revoked the application, or its 60 days are over. */
  async endToken(accessToken: string, how: 'revoke' | 'expire'): Promise<void> {
    const res = await fetch(`${this.sandbox.url}/test/${how}-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: accessToken }),
    });
    if (res.status !== 204) throw new Error(`${how}-token answered ${res.status}`);
  }

  /** The posts it accepted (201), in the order they arrived. */
  get accepted(): AcceptedPost[] {
    return this.requests.flatMap((request) => {
      const urn = request.response?.headers['x-restli-id'];
      if (request.path !== '/rest/posts' || request.response?.status !== 201 || !urn) return [];
      const body = request.json as { author: string; commentary: string };
      return {
        urn: decodeURIComponent(String(urn)),
        author: body.author,
        commentary: body.commentary,
        receivedAt: request.receivedAt,
        headers: request.headers,
      };
    });
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.sandbox.stop();
    await this.dropDatabase();
  }
}

/**
 * The file's test app talking to a LinkedIn stand-in of its own (and `env` besides): both made
 * before its tests and ended after them.
 */
export function useAppWithLinkedIn(env: Record<string, string> = {}): {
  app: TestApp;
  linkedIn: LinkedInStandIn;
} {
  const running = forTheFile(
    async () => {
      const linkedIn = await LinkedInStandIn.start();
      return { linkedIn, app: await startTestApp({ ...linkedIn.env, ...env }) };
    },
    async ({ app, linkedIn }) => {
      await app.stop();
      await linkedIn.stop();
    },
  );
  return { app: forwarding(() => running.app), linkedIn: forwarding(() => running.linkedIn) };
}
