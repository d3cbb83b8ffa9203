import express, { type Router } from 'express';
import type { LinkedInConfig } from '../../../config';
import { consentPage, errorPage, type ConsentRequest, type Page } from './sandbox.pages';
import { sendPage, text } from './sandbox.responses';
import { MEMBER_NAME_MAX, type SandboxStore } from './sandbox.store';

/** The name the consent page suggests when it does not know who is connecting. */
export const DEFAULT_MEMBER_NAME = 'Sandbox Member';

/** The name of the person a consent request is for, by its state; null when unknown. */
export type MemberNameForState = (state: string) => Promise<string | null>;

/** A name as the member table keeps it: single spaces, no spaces around. */
const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * LinkedIn's OAuth 2.0 authorization code flow, under /oauth/v2: the consent page (whose form
 * posts back to it) and the token endpoint. The page suggests `memberNameForState`'s name.
 */
export function sandboxOAuth(
  store: SandboxStore,
  config: LinkedInConfig,
  memberNameForState: MemberNameForState,
): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '100kb' });

  /** The authorization request in `params`, or the page explaining what is wrong with it. */
  function readAuthorization(params: Record<string, unknown>): ConsentRequest | Page {
    const bad = (explanation: string) => errorPage('This link is not valid', explanation);
    const responseType = text(params.response_type);
    const clientId = text(params.client_id);
    const redirectUri = text(params.redirect_uri);
    const scope = text(params.scope);
    if (responseType !== 'code') return bad('response_type must be "code".');
    if (!clientId) return bad('client_id is missing.');
    if (clientId !== config.clientId) {
      return bad(
        `"${clientId}" is not the sandbox's application; its client_id is "${config.clientId}".`,
      );
    }
    if (!redirectUri) return bad('redirect_uri is missing.');
    // As at LinkedIn, only the registered redirect URL: anything else would be an open redirect.
    if (redirectUri !== config.redirectUri) {
      return bad(
        `The redirect_uri "${redirectUri}" does not match the one registered for this application, "${config.redirectUri}".`,
      );
    }
    if (!scope?.trim()) return bad('scope is missing.');
    return {
      clientId,
      redirectUri,
      state: text(params.state) ?? '',
      scopes: scope.split(/[\s,]+/).filter(Boolean),
    };
  }

  /** Whom the page suggests connecting as: the person the state is for, as far as it fits. */
  async function suggestedName(state: string): Promise<string> {
    // Only a suggestion: without it (no state, an unknown one, a failure) the page still works.
    const name = state ? await memberNameForState(state).catch(() => null) : null;
    const fitting = [...tidyName(name ?? '')].slice(0, MEMBER_NAME_MAX).join('').trim();
    return fitting || DEFAULT_MEMBER_NAME;
  }

  router.get('/authorization', async (req, res) => {
    const request = readAuthorization(req.query);
    if ('html' in request) return sendPage(res, request, 400);
    const name = await suggestedName(request.state);
    res.setHeader('Cache-Control', 'no-store');
    sendPage(res, consentPage(request, name));
  });

  // The consent form's Allow and Cancel.
  router.post('/authorization', form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const request = readAuthorization(body);
    if ('html' in request) return sendPage(res, request, 400);
    const back = new URL(request.redirectUri);
    const decision = text(body.decision);
    if (decision === 'allow') {
      const name = tidyName(text(body.name) ?? '').slice(0, MEMBER_NAME_MAX);
      const member = await store.memberNamed(name || DEFAULT_MEMBER_NAME);
      const code = await store.issueCode(
        member,
        request.clientId,
        request.redirectUri,
        request.scopes,
      );
      back.searchParams.set('code', code);
    } else if (decision === 'cancel') {
      back.searchParams.set('error', 'user_cancelled_authorize');
      back.searchParams.set('error_description', 'The user cancelled the authorization');
    } else {
      return sendPage(res, errorPage('This request is not valid', 'Choose Allow or Cancel.'), 400);
    }
    if (request.state) back.searchParams.set('state', request.state);
    res.redirect(302, back.toString());
  });

  router.post('/accessToken', form, async (req, res) => {
    const oauthError = (status: number, error: string, description: string) =>
      res.status(status).json({ error, error_description: description });
    if (!req.is('application/x-www-form-urlencoded')) {
      return oauthError(
        400,
        'invalid_request',
        'The body must be application/x-www-form-urlencoded',
      );
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (text(body.grant_type) !== 'authorization_code') {
      return oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code');
    }
    for (const field of ['code', 'redirect_uri', 'client_id', 'client_secret']) {
      if (!text(body[field])) {
        return oauthError(400, 'invalid_request', `A required parameter "${field}" is missing`);
      }
    }
    if (body.client_id !== config.clientId || body.client_secret !== config.clientSecret) {
      return oauthError(401, 'invalid_client', 'Client authentication failed');
    }
    const redeemed = await store.redeemCode(
      String(body.code),
      config.clientId,
      String(body.redirect_uri),
    );
    if (!redeemed) {
      return oauthError(
        400,
        'invalid_request',
        'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.',
      );
    }
    const token = await store.issueToken(redeemed.memberId, config.clientId, redeemed.scopes);
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      access_token: token.accessToken,
      expires_in: token.expiresIn,
      // LinkedIn lists granted scopes with commas.
      scope: redeemed.scopes.join(','),
    });
  });

  return router;
}
