import type { LinkedInConfig } from '../../kernel/config';
import { toCommentary } from './commentary';
import { classifyAnswer, LinkedInError } from './linkedin.errors';
import {
  UPLOAD_FLOWS,
  UPLOADED_URN,
  type LinkedInUpload,
  type PostContent,
  type UploadBytes,
  type UploadKind,
} from './post-content';

export { toCommentary } from './commentary';
export { LinkedInError, type LinkedInErrorKind } from './linkedin.errors';
export type {
  LinkedInPollDuration,
  LinkedInUpload,
  PostContent,
  UploadBytes,
  UploadKind,
} from './post-content';

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

/** A post's lifetime statistics, as LinkedIn's Member Post Statistics API counts them. */
export interface LinkedInPostStatistics {
  impressions: number;
  reactions: number;
  comments: number;
  reshares: number;
  /** Distinct members who saw it; null when LinkedIn refuses or does not report it. */
  membersReached: number | null;
}

/** The metrics of memberCreatorPostAnalytics that make up LinkedInPostStatistics. */
export const POST_METRICS = [
  'IMPRESSION',
  'REACTION',
  'COMMENT',
  'RESHARE',
  'MEMBERS_REACHED',
] as const;
export type PostMetric = (typeof POST_METRICS)[number];

const DEFAULT_TIMEOUT_MS = 15_000;

/** The author URN of the member whose userinfo `sub` this is. */
export const memberUrn = (sub: string) => `urn:li:person:${sub}`;

/**
 * What Postpilot asks of LinkedIn: the consent round trip, who the member is, a post, a post's
 * statistics. The features depend on this, not on how it travels (LinkedInClient, over HTTP).
 */
export interface LinkedInApi {
  /** Where to send the member's browser to consent; `state` comes back with the answer. */
  authorizationUrl(state: string): string;
  exchangeCode(code: string): Promise<LinkedInToken>;
  userinfo(accessToken: string): Promise<LinkedInMember>;
  /**
   * Publishes `text` as the member, with `content` (uploaded files by URN, a link, a poll) when
   * given; the answer names the post LinkedIn made.
   */
  createPost(
    accessToken: string,
    authorUrn: string,
    text: string,
    content?: PostContent,
  ): Promise<LinkedInPost>;
  /** Uploads a file for `ownerUrn` (initializeUpload, then a PUT of the bytes): its URN. */
  upload(
    accessToken: string,
    ownerUrn: string,
    kind: UploadKind,
    file: UploadBytes,
  ): Promise<LinkedInUpload>;
  /** Comments `text` (plain; escaped here) on the post `postUrn` as the member `actorUrn`. */
  createComment(
    accessToken: string,
    actorUrn: string,
    postUrn: string,
    text: string,
  ): Promise<{ urn: string | null }>;
  postStatistics(accessToken: string, postUrn: string): Promise<LinkedInPostStatistics>;
  /** The post's page on LinkedIn. */
  postUrl(urn: string): string;
}

/**
 * LinkedIn's OAuth 2.0, Posts and Member Post Statistics APIs, as its documentation describes
 * them (DESIGN.md, "LinkedIn, as its documentation says"). Every failure is a LinkedInError;
 * nothing is retried here.
 * In sandbox mode the same requests go to the app's own sandbox network.
 */
export class LinkedInClient implements LinkedInApi {
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

  /**
   * Publishes `text` (plain; escaped here) as a public post by `authorUrn`, carrying `content`
   * (an image, 2–20 images, a document, an article or a poll) when given.
   */
  async createPost(
    accessToken: string,
    authorUrn: string,
    text: string,
    content?: PostContent,
  ): Promise<LinkedInPost> {
    const answer = await this.send(`${this.config.apiUrl}/rest/posts`, {
      method: 'POST',
      headers: { ...this.restHeaders(accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({
        author: authorUrn,
        commentary: toCommentary(text),
        visibility: 'PUBLIC',
        distribution: {
          feedDistribution: 'MAIN_FEED',
          targetEntities: [],
          thirdPartyDistributionChannels: [],
        },
        ...(content && { content }),
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

  /**
   * LinkedIn's upload flow for images (Images API) and documents (Documents API):
   * POST /rest/{images|documents}?action=initializeUpload with { initializeUploadRequest:
   * { owner } } answers { value: { uploadUrl, uploadUrlExpiresAt, image | document } }; the bytes
   * are then PUT to uploadUrl with the same token (a stored file streamed, its length said). The
   * URN names the file in a post's content.
   */
  async upload(
    accessToken: string,
    ownerUrn: string,
    kind: UploadKind,
    file: UploadBytes,
  ): Promise<LinkedInUpload> {
    const flow = UPLOAD_FLOWS[kind];
    const answer = await this.send(`${this.config.apiUrl}${flow.path}`, {
      method: 'POST',
      headers: { ...this.restHeaders(accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ initializeUploadRequest: { owner: ownerUrn } }),
    });
    const json = parseJson(answer.body) as { value?: Record<string, unknown> } | null;
    const uploadUrl = json?.value?.uploadUrl;
    const urn = json?.value?.[flow.urnField];
    if (
      typeof uploadUrl !== 'string' ||
      !/^https?:\/\//.test(uploadUrl) ||
      typeof urn !== 'string' ||
      !UPLOADED_URN[kind].test(urn)
    ) {
      throw unreadable(answer.status);
    }
    const streamed = !(file instanceof Uint8Array);
    await this.send(uploadUrl, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/octet-stream',
        ...(streamed && { 'content-length': String(file.bytes) }),
      },
      // fetch sends a Node stream as it reads it (a request body that is a stream is half-duplex).
      ...(streamed
        ? { body: file.stream as unknown as ReadableStream, duplex: 'half' }
        : { body: file }),
    });
    return { urn };
  }

  /**
   * A comment by `actorUrn` on the post (Social Actions API): POST
   * /rest/socialActions/{post URN, encoded}/comments with { actor, object, message: { text } },
   * the text in little text like a post's commentary. LinkedIn answers 201, naming the comment
   * in x-restli-id (null when it does not).
   */
  async createComment(
    accessToken: string,
    actorUrn: string,
    postUrn: string,
    text: string,
  ): Promise<{ urn: string | null }> {
    const answer = await this.send(
      `${this.config.apiUrl}/rest/socialActions/${encodeURIComponent(postUrn)}/comments`,
      {
        method: 'POST',
        headers: { ...this.restHeaders(accessToken), 'content-type': 'application/json' },
        body: JSON.stringify({
          actor: actorUrn,
          object: postUrn,
          message: { text: toCommentary(text) },
        }),
      },
    );
    const id = answer.headers.get('x-restli-id');
    return { urn: id ? safeDecode(id) : null };
  }

  /**
   * The post's lifetime statistics (scope r_member_postAnalytics): one request per metric, all
   * at once. The four counts are what a post is measured by, so any failure of theirs is the
   * call's. Members reached is a distinct count LinkedIn does not give for every post: when it
   * is refused (403 or another 4xx) or absent, it is null and the rest still count; when it
   * fails for a reason that passes (429, 5xx), the call fails too, so that a retry, not a null,
   * is what gets recorded.
   */
  async postStatistics(accessToken: string, postUrn: string): Promise<LinkedInPostStatistics> {
    const entity = analyticsEntity(postUrn);
    const [impressions, reactions, comments, reshares, membersReached] = await Promise.allSettled(
      POST_METRICS.map((metric) => this.postMetric(accessToken, entity, metric)),
    );
    const count = (result: PromiseSettledResult<number | null>) => {
      if (result.status === 'rejected') throw result.reason;
      // TOTAL gives one data point; none means nothing was counted.
      return result.value ?? 0;
    };
    const statistics = {
      impressions: count(impressions),
      reactions: count(reactions),
      comments: count(comments),
      reshares: count(reshares),
    };
    if (membersReached.status === 'fulfilled') {
      return { ...statistics, membersReached: membersReached.value };
    }
    const refused =
      membersReached.reason instanceof LinkedInError &&
      (membersReached.reason.kind === 'forbidden' || membersReached.reason.kind === 'bad_request');
    if (!refused) throw membersReached.reason;
    return { ...statistics, membersReached: null };
  }

  /**
   * One metric's TOTAL, or null when LinkedIn lists no data point. Follows "Member Post
   * Statistics" (learn.microsoft.com/linkedin/marketing/community-management/members/
   * post-statistics): GET /rest/memberCreatorPostAnalytics?q=entity&entity=(share:{urn})
   * &queryType=…&aggregation=TOTAL answers { paging, elements: [{ count, metricType,
   * targetEntity: { share: urn } }] }.
   */
  private async postMetric(
    accessToken: string,
    entity: string,
    metric: PostMetric,
  ): Promise<number | null> {
    const params = query({ queryType: metric, aggregation: 'TOTAL' });
    const answer = await this.send(
      `${this.config.apiUrl}/rest/memberCreatorPostAnalytics?q=entity&entity=${entity}&${params}`,
      { method: 'GET', headers: this.restHeaders(accessToken) },
    );
    const json = parseJson(answer.body) as { elements?: unknown } | null;
    const elements = json?.elements;
    if (!Array.isArray(elements) || elements.length > 1) throw unreadable(answer.status);
    if (elements.length === 0) return null;
    const point = elements[0] as { count?: unknown; metricType?: unknown } | null;
    if (metricTypeOf(point?.metricType) !== metric) throw unreadable(answer.status);
    const count = point?.count;
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
      throw unreadable(answer.status);
    }
    return count;
  }

  /** The headers every versioned REST API (/rest/…) call needs. */
  private restHeaders(accessToken: string): Record<string, string> {
    return {
      authorization: `Bearer ${accessToken}`,
      'linkedin-version': this.config.version,
      'x-restli-protocol-version': '2.0.0',
    };
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

/**
 * The entity finder's parameter in Rest.li 2.0 encoding, as LinkedIn's examples write it:
 * (share:urn%3Ali%3Ashare%3A123), or (ugc:…) for a urn:li:ugcPost. The URN is percent-encoded;
 * the record's parentheses and its key's colon are syntax and stay as they are.
 */
function analyticsEntity(postUrn: string): string {
  const type = /^urn:li:(share|ugcPost):\d+$/.exec(postUrn)?.[1];
  if (!type) {
    throw new LinkedInError(
      'bad_request',
      `LinkedIn has statistics only for posts (urn:li:share:… or urn:li:ugcPost:…), not ${postUrn}`,
      0,
    );
  }
  return `(${type === 'share' ? 'share' : 'ugc'}:${encodeURIComponent(postUrn)})`;
}

/**
 * A data point's metric: the enum's name from LinkedIn-Version 202605; before, a Rest.li union
 * such as { "com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1":
 * "IMPRESSION" }.
 */
function metricTypeOf(value: unknown): unknown {
  return value && typeof value === 'object' ? Object.values(value)[0] : value;
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
