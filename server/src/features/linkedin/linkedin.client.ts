import type { LinkedInConfig } from '../../config';
import { toCommentary } from './commentary';
import { classifyAnswer, LinkedInError } from './linkedin.errors';

export { toCommentary } from './commentary';
export { LinkedInError, type LinkedInErrorKind } from './linkedin.errors';

export interface LinkedInClientOptions {
  fetch?: typeof fetch;
  /** How long one request may take, answer included; default 15 s. */
  timeoutMs?: number;
  now?: () => Date;
}

export interface LinkedInToken {
  accessToken: string;
  expiresAt: Date;
  scope: string[];
}

export interface LinkedInMember {
  /** The member's id; their URN is urn:li:person:{sub}. */
  sub: string;
  name: string | null;
  email: string | null;
  picture: string | null;
}

export interface LinkedInPost {
  urn: string;
  url: string;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** The author URN of the member whose userinfo `sub` this is. */
export const memberUrn = (sub: string) => `urn:li:person:${sub}`;

/**
 * LinkedIn's OAuth 2.0 and Posts API, as its documentation describes them (DESIGN.md, "LinkedIn,
 * as its documentation says"). Every failure is a LinkedInError; nothing is retried here.
 * In sandbox mode the same requests go to the app's own sandbox network.
 */
export class LinkedInClient {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly config: LinkedInConfig,
    options: LinkedInClientOptions = {},
  ) {
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.now = options.now ?? (() => new Date());
  }

  /** Where to send the member's browser to consent; `state` comes back with the answer. */
  authorizationUrl(state: string): string {
    const { authUrl, clientId, redirectUri, scopes } = this.config;
    return `${authUrl}/authorization?${query({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      state,
      scope: scopes.join(' '),
    })}`;
  }

  /** Trades the code from the consent redirect for an access token (60 days at LinkedIn). */
  async exchangeCode(code: string): Promise<LinkedInToken> {
    const { authUrl, apiUrl, clientId, clientSecret, redirectUri, sandbox } = this.config;
    // The sandbox's authUrl is the browser's address of it; the server reaches it at apiUrl.
    const endpoint = sandbox ? `${apiUrl}/oauth/v2/accessToken` : `${authUrl}/accessToken`;
    const answer = await this.send(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: query({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        client_secret: clientSecret,
      }),
    });
    const json = parseJson(answer.body) as {
      access_token?: unknown;
      expires_in?: unknown;
      scope?: unknown;
    } | null;
    const accessToken = json?.access_token;
    const expiresIn = json?.expires_in;
    if (typeof accessToken !== 'string' || !accessToken || typeof expiresIn !== 'number') {
      throw unreadable(answer.status);
    }
    return {
      accessToken,
      expiresAt: new Date(this.now().getTime() + expiresIn * 1000),
      // LinkedIn separates granted scopes with commas; the OAuth standard with spaces.
      scope: typeof json?.scope === 'string' ? json.scope.split(/[\s,]+/).filter(Boolean) : [],
    };
  }

  /** The member the token belongs to (OpenID Connect userinfo; never /v2/me, which answers 403). */
  async userinfo(accessToken: string): Promise<LinkedInMember> {
    const answer = await this.send(`${this.config.apiUrl}/v2/userinfo`, {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    const json = parseJson(answer.body) as Record<string, unknown> | null;
    if (typeof json?.sub !== 'string' || !json.sub) throw unreadable(answer.status);
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return {
      sub: json.sub,
      name: text(json.name),
      email: text(json.email),
      picture: text(json.picture),
    };
  }

  /** Publishes `text` (plain; escaped here) as a public post by `authorUrn`. */
  async createPost(accessToken: string, authorUrn: string, text: string): Promise<LinkedInPost> {
    const answer = await this.send(`${this.config.apiUrl}/rest/posts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'linkedin-version': this.config.version,
        'x-restli-protocol-version': '2.0.0',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        author: authorUrn,
        commentary: toCommentary(text),
        visibility: 'PUBLIC',
        distribution: {
          feedDistribution: 'MAIN_FEED',
          targetEntities: [],
          thirdPartyDistributionChannels: [],
        },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      }),
    });
    const id = answer.headers.get('x-restli-id');
    if (!id) {
      // Posted, but we cannot tell which post it is. A retry is answered "duplicate of <urn>",
      // which names it, so this is worth retrying.
      throw new LinkedInError(
        'unavailable',
        "LinkedIn accepted the post but did not say the new post's URN",
        answer.status,
      );
    }
    const urn = safeDecode(id);
    return { urn, url: this.postUrl(urn) };
  }

  /** The page that shows the post: LinkedIn's, or the sandbox feed's entry for it. */
  postUrl(urn: string): string {
    if (!this.config.sandbox) return `https://www.linkedin.com/feed/update/${urn}`;
    // authUrl is the sandbox's browser-facing address: {APP_URL}/sandbox/linkedin/oauth/v2.
    const root = this.config.authUrl.replace(/\/oauth\/v2\/?$/, '');
    return `${root}/feed#${urn}`;
  }

  /** One request; a 2xx answer comes back, anything else is thrown as a LinkedInError. */
  private async send(url: string, init: RequestInit) {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    let body: string;
    try {
      response = await this.fetch(url, { ...init, signal: timeout, redirect: 'manual' });
      body = await response.text();
    } catch {
      const message = timeout.aborted
        ? `LinkedIn did not answer within ${Math.round(this.timeoutMs / 100) / 10} s`
        : 'LinkedIn could not be reached';
      throw new LinkedInError('unavailable', message, 0);
    }
    if (response.status >= 200 && response.status < 300) {
      return { status: response.status, headers: response.headers, body };
    }
    throw classifyAnswer(
      { status: response.status, retryAfter: response.headers.get('retry-after'), body },
      this.config.version,
    );
  }
}

/** application/x-www-form-urlencoded, with spaces as %20 (as LinkedIn's examples write scopes). */
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function unreadable(status: number): LinkedInError {
  return new LinkedInError('unavailable', 'LinkedIn returned an unreadable answer', status);
}

/** x-restli-id may come URL-encoded (urn%3Ali%3Ashare%3A1). */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
