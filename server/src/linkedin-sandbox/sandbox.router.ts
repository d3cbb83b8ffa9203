import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type Router } from 'express';
import type { DataSource } from 'typeorm';
import { JSON_LIMIT_BYTES } from '../kernel/input';
import { MediaMissing, type MediaStore } from '../kernel/media/media-store';
import { analyticsAnswer, readAnalyticsQuery } from './analytics-request';
import { contentUrns, readContent, type SandboxContent } from './content-request';
import { EngagementStore } from './engagement.store';
import { parseLittleText } from './little-text';
import { COMMENTARY_MAX_CHARS, inactiveVersion, readPostBody } from './post-request';
import { memberUrn } from './protocol';
import type { SandboxMember } from './sandbox.entities';
import { sandboxFeed } from './sandbox.feed';
import { readFields, textProblem } from './sandbox.input';
import { COMMENT_MAX_CHARS } from './engagement.store';
import { sandboxOAuth, type MemberNameForState } from './sandbox.oauth';
import { accessDenied, restError, sandboxErrors } from './sandbox.responses';
import { SandboxStore } from './sandbox.store';
import { UPLOAD_MAX_BYTES, UploadStore } from './sandbox.uploads';
import type { SandboxClientApp } from './sandbox.types';
import { viewerIds } from './sandbox.viewers';

/**
 * What the sandbox needs from whoever serves it. It is LinkedIn's stand-in, not a feature, so it
 * does not reach into the product's features (users, pending consents): what it needs from them
 * at run time is handed in here as a plain value or function.
 */
export interface SandboxRouterOptions {
  /** A server secret; the sandbox derives the key that signs its feed's viewer cookies from it. */
  secret: string;
  /** Where uploaded files are kept, under sandbox/ (the app's own media store when it serves it). */
  media: MediaStore;
  /**
   * The name of the person a consent request is for, by its `state`: the consent page suggests
   * it, as LinkedIn shows the signed-in member. Without it, the page suggests "Sandbox Member".
   */
  memberNameForState?: MemberNameForState;
  now?: () => Date;
}

/**
 * A stand-in LinkedIn, served by the app when no LinkedIn app is configured. It speaks LinkedIn's
 * API (OAuth 2.0 code flow, OpenID userinfo, the Posts API, Member Post Statistics, their error
 * bodies), so the real LinkedInClient is the only code path. Its statistics count what viewers
 * of its feed really did. Served under LINKEDIN_SANDBOX_PATH (see index.ts):
 *
 *   GET  /oauth/v2/authorization  consent page (Allow / Cancel), then a redirect to redirect_uri
 *   POST /oauth/v2/accessToken    code → { access_token, expires_in, scope }
 *   GET  /v2/userinfo             the token's member
 *   POST /rest/posts              201 with x-restli-id, or LinkedIn's 401/403/422/426; `content`
 *                                 (an image, 2–20 images, a document, an article, a poll) checked
 *   POST /rest/images|documents?action=initializeUpload
 *                                 { initializeUploadRequest: { owner } } → { value: { uploadUrl,
 *                                 uploadUrlExpiresAt, image | document } }
 *   PUT  /uploads/{secret}        the bytes of an upload (the member's token), kept in the store
 *   POST /rest/socialActions/{post URN}/comments
 *                                 { actor, object, message: { text } }: the member's comment
 *   GET  /media/{file}            an uploaded file, or a document page's picture, for the feed
 *   GET  /rest/memberCreatorPostAnalytics
 *                                 ?q=entity&entity=(share:{urn})&queryType=…&aggregation=TOTAL:
 *                                 the count for one of the token member's posts, or LinkedIn's
 *                                 400/401/403 (no r_member_postAnalytics, not theirs)/404/426
 *   GET  /feed                    every published post, newest first, with its figures (HTML);
 *                                 each showing is an impression for the browser's viewer cookie
 *   POST /feed/{id}/like          the viewer's Like (one each); /unlike takes it back
 *   POST /feed/{id}/comments      text=…: a comment of 1 to 1,250 characters
 *   POST /feed/{id}/repost        the viewer's repost (one each); all four answer 303 to the post
 *   POST /test/expire-token       { access_token }: the token is expired from now on (for tests)
 *   POST /test/revoke-token       { access_token }: the token is revoked from now on (for tests)
 */
export function sandboxRouter(
  dataSource: DataSource,
  config: SandboxClientApp,
  options: SandboxRouterOptions,
): Router {
  const now = options.now ?? (() => new Date());
  const store = new SandboxStore(dataSource, now);
  const engagement = new EngagementStore(dataSource, now);
  const uploads = new UploadStore(dataSource, options.media, now);
  const router = express.Router();
  const json = express.json({ limit: JSON_LIMIT_BYTES });
  const memberNameForState = options.memberNameForState ?? (async () => null);
  router.use('/oauth/v2', sandboxOAuth(store, config, memberNameForState));
  router.use('/feed', sandboxFeed(store, engagement, uploads, viewerIds(options.secret)));

  /** The token's member and scopes; otherwise answers 401 as LinkedIn does and returns null. */
  async function authenticate(req: Request, res: Response) {
    const header = req.get('authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const check = token ? await store.checkToken(token) : ({ status: 'invalid' } as const);
    if (check.status === 'valid') return check;
    const [serviceErrorCode, code, message] =
      check.status === 'expired'
        ? [65601, 'EXPIRED_ACCESS_TOKEN', 'The token used in the request has expired']
        : check.status === 'revoked'
          ? [
              65602,
              'REVOKED_ACCESS_TOKEN',
              'The token used in the request has been revoked by the user',
            ]
          : [65600, 'INVALID_ACCESS_TOKEN', 'Invalid access token'];
    res.status(401).json({ status: 401, serviceErrorCode, code, message });
    return null;
  }

  /** The LinkedIn-Version of a /rest/ call, which needs Rest.li 2.0; else answers, and null. */
  function restVersion(req: Request, res: Response): string | null {
    const version = req.get('linkedin-version');
    const inactive = inactiveVersion(version, now());
    if (inactive || !version) {
      restError(res, 426, 'NONEXISTENT_VERSION', inactive ?? 'A version must be present');
      return null;
    }
    if (req.get('x-restli-protocol-version') !== '2.0.0') {
      restError(res, 400, 'INVALID_PROTOCOL_VERSION', 'X-Restli-Protocol-Version must be 2.0.0');
      return null;
    }
    return version;
  }

  router.get('/v2/userinfo', async (req, res) => {
    const auth = await authenticate(req, res);
    if (!auth) return;
    if (!auth.scopes.includes('openid')) return accessDenied(res, 'userinfo.GET.NO_VERSION');
    res.json(userinfo(auth.member, auth.scopes));
  });

  // As at LinkedIn, /v2/me needs scopes this app is never granted; use /v2/userinfo.
  router.get('/v2/me', async (req, res) => {
    if (await authenticate(req, res)) accessDenied(res, 'me.GET.NO_VERSION');
  });

  router.post('/rest/posts', json, async (req, res) => {
    const auth = await authenticate(req, res);
    if (!auth) return;
    const version = restVersion(req, res);
    if (!version) return;
    if (!req.is('application/json')) {
      return restError(res, 400, 'INVALID_CONTENT_TYPE', 'The body must be application/json');
    }
    const check = readPostBody(req.body);
    if (!check.ok) return restError(res, check.status, 'UNPROCESSABLE_ENTITY', check.message);
    if (!auth.scopes.includes('w_member_social')) {
      return accessDenied(res, `partnerApiPostsExternal.CREATE.${version}`);
    }
    const author = memberUrn(auth.member.sub);
    if (check.post.author !== author) {
      return restError(
        res,
        403,
        'ACCESS_DENIED',
        `ERROR :: /author :: ${check.post.author} is not the member of the access token (${author})`,
        100,
      );
    }
    let content: SandboxContent | null = null;
    if (req.body.content !== undefined) {
      const read = readContent(
        req.body.content,
        auth.member.id,
        await uploads.byUrns(contentUrns(req.body.content)),
      );
      if (!read.ok) return restError(res, read.status, 'UNPROCESSABLE_ENTITY', read.message);
      content = read.content;
    }
    const { text: shown } = parseLittleText(check.post.commentary);
    if ([...shown].length > COMMENTARY_MAX_CHARS) {
      return restError(
        res,
        422,
        'UNPROCESSABLE_ENTITY',
        `ERROR :: /commentary :: length ${[...shown].length} exceeds ${COMMENTARY_MAX_CHARS}`,
      );
    }
    const published = await store.publish(auth.member.id, {
      commentary: check.post.commentary,
      text: shown,
      visibility: check.post.visibility,
      content,
    });
    if (published.duplicate) {
      return res
        .status(422)
        .json({ message: `Content is a duplicate of ${published.urn}`, status: 422 });
    }
    res.setHeader('x-restli-id', published.urn);
    res.status(201).end();
  });

  // The Images and Documents APIs' upload flow: initializeUpload, then a PUT of the bytes.
  for (const kind of ['image', 'document'] as const) {
    router.post(`/rest/${kind}s`, json, async (req, res) => {
      const auth = await authenticate(req, res);
      if (!auth) return;
      const version = restVersion(req, res);
      if (!version) return;
      if (req.query.action !== 'initializeUpload') {
        return restError(res, 400, 'ILLEGAL_ARGUMENT', 'action must be initializeUpload');
      }
      const request = (req.body as { initializeUploadRequest?: { owner?: unknown } } | undefined)
        ?.initializeUploadRequest;
      if (!request || typeof request.owner !== 'string') {
        return restError(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          'ERROR :: /initializeUploadRequest/owner :: field is required but not found',
        );
      }
      if (!auth.scopes.includes('w_member_social')) {
        return accessDenied(res, `${kind}s.ACTION-initializeUpload.${version}`);
      }
      const owner = memberUrn(auth.member.sub);
      if (request.owner !== owner) {
        return restError(
          res,
          403,
          'ACCESS_DENIED',
          `ERROR :: /initializeUploadRequest/owner :: ${request.owner} is not the member of the access token (${owner})`,
          100,
        );
      }
      const upload = await uploads.initialize(auth.member.id, kind);
      // The address the caller reached the sandbox at: behind a proxy, the host and the API
      // root the proxy names (X-Forwarded-Host, X-Forwarded-Prefix).
      const forwarded = req.get('x-forwarded-host');
      const root = forwarded
        ? `${req.protocol}://${forwarded}${req.get('x-forwarded-prefix') ?? ''}`
        : `${req.protocol}://${req.get('host')}${req.baseUrl}`;
      res.json({
        value: {
          uploadUrlExpiresAt: upload.expiresAt,
          uploadUrl: `${root}/uploads/${upload.uploadToken}`,
          [kind]: upload.urn,
        },
      });
    });
  }

  router.put(
    '/uploads/:token',
    express.raw({ type: () => true, limit: UPLOAD_MAX_BYTES }),
    async (req, res) => {
      const auth = await authenticate(req, res);
      if (!auth) return;
      const upload = await uploads.byToken(String(req.params.token));
      if (!upload) return restError(res, 404, 'NOT_FOUND', 'No such upload');
      if (upload.memberId !== auth.member.id) {
        return restError(
          res,
          403,
          'ACCESS_DENIED',
          'This upload is not for the member of the access token',
          100,
        );
      }
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const stored = await uploads.store(upload, bytes);
      if (!stored.ok) return restError(res, stored.status, stored.code, stored.message);
      res.status(201).end();
    },
  );

  router.post('/rest/socialActions/:urn/comments', json, async (req, res) => {
    const auth = await authenticate(req, res);
    if (!auth) return;
    const version = restVersion(req, res);
    if (!version) return;
    const check = readCommentBody(req.body, String(req.params.urn));
    if (!check.ok) return restError(res, check.status, 'UNPROCESSABLE_ENTITY', check.message);
    if (!auth.scopes.includes('w_member_social')) {
      return accessDenied(res, `socialActions.comments.CREATE.${version}`);
    }
    const actor = memberUrn(auth.member.sub);
    if (check.actor !== actor) {
      return restError(
        res,
        403,
        'ACCESS_DENIED',
        `ERROR :: /actor :: ${check.actor} is not the member of the access token (${actor})`,
        100,
      );
    }
    const postId = /^urn:li:share:(\d+)$/.exec(check.object)?.[1];
    const post = postId ? await store.post(postId) : null;
    if (!post) return restError(res, 404, 'NOT_FOUND', `No post ${check.object}`);
    const { text } = parseLittleText(check.text);
    const length = [...text.trim()].length;
    if (length < 1 || length > COMMENT_MAX_CHARS) {
      return restError(
        res,
        422,
        'UNPROCESSABLE_ENTITY',
        `ERROR :: /message/text :: length ${length} is not 1 to ${COMMENT_MAX_CHARS}`,
      );
    }
    const id = await engagement.memberComment(post.id, auth.member.id, text.trim());
    res.setHeader('x-restli-id', encodeURIComponent(`urn:li:comment:(${check.object},${id})`));
    res.status(201).end();
  });

  router.get('/media/:key', async (req, res) => {
    let file;
    try {
      file = await uploads.open(String(req.params.key));
    } catch (error) {
      if (!(error instanceof MediaMissing)) throw error;
    }
    if (!file) return restError(res, 404, 'NOT_FOUND', 'No such file');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.bytes));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    // A viewer who leaves before the end closes the store's stream too.
    await pipeline(file.body, res).catch(() => undefined);
  });

  router.get('/rest/memberCreatorPostAnalytics', async (req, res) => {
    const auth = await authenticate(req, res);
    if (!auth) return;
    const version = restVersion(req, res);
    if (!version) return;
    const check = readAnalyticsQuery(req.originalUrl, req.query);
    if (!check.ok) return restError(res, 400, 'ILLEGAL_ARGUMENT', check.message);
    if (!auth.scopes.includes('r_member_postAnalytics')) {
      return accessDenied(res, `memberCreatorPostAnalytics.FINDER-entity.${version}`);
    }
    const { urn, postId } = check.request;
    const post = postId ? await store.post(postId) : null;
    if (!post) return restError(res, 404, 'NOT_FOUND', `No post ${urn}`);
    if (post.memberId !== auth.member.id) {
      return restError(
        res,
        403,
        'ACCESS_DENIED',
        `${urn} is not a post of the member of the access token`,
        100,
      );
    }
    res.json(analyticsAnswer(version, check.request, await engagement.counts(post.id)));
  });

  for (const how of ['expire', 'revoke'] as const) {
    router.post(`/test/${how}-token`, json, async (req, res) => {
      const read = readFields(req.body, { access_token: 500 });
      if (!read.ok) return restError(res, 400, 'INVALID_REQUEST', read.message);
      const token = read.values.access_token;
      if (!token) return restError(res, 400, 'INVALID_REQUEST', 'access_token is missing');
      if (!(await store.endToken(token, how))) {
        return restError(res, 404, 'NOT_FOUND', 'No such access token');
      }
      res.status(204).end();
    });
  }

  router.use((req, res) => {
    restError(
      res,
      404,
      'NOT_FOUND',
      `No resource found for ${req.method} ${req.baseUrl}${req.path}`,
    );
  });
  router.use(sandboxErrors);
  return router;
}

/** A comment request's body: { actor, object (the post in the path), message: { text } }. */
function readCommentBody(
  body: unknown,
  pathUrn: string,
):
  | { ok: true; actor: string; object: string; text: string }
  | { ok: false; status: number; message: string } {
  const fail = (path: string, problem: string, status = 422) => ({
    ok: false as const,
    status,
    message: `ERROR :: /${path} :: ${problem}`,
  });
  if (typeof body !== 'object' || body === null) return fail('', 'expected a record', 400);
  const { actor, object, message } = body as Record<string, unknown>;
  if (typeof actor !== 'string') return fail('actor', 'field is required but not found');
  if (typeof object !== 'string') return fail('object', 'field is required but not found');
  if (object !== pathUrn)
    return fail('object', `${object} is not the post of the path (${pathUrn})`, 400);
  const text = (message as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return fail('message/text', 'field is required but not found');
  const problem = textProblem(text);
  if (problem) return fail('message/text', problem);
  return { ok: true, actor, object, text };
}

/** The OpenID Connect claims LinkedIn's userinfo returns for these scopes. */
function userinfo(member: SandboxMember, scopes: string[]) {
  const [given, ...family] = member.name.split(' ');
  return {
    sub: member.sub,
    ...(scopes.includes('profile') && {
      name: member.name,
      given_name: given,
      family_name: family.join(' '),
      locale: { country: 'US', language: 'en' },
    }),
    ...(scopes.includes('email') && { email: member.email, email_verified: true }),
  };
}
