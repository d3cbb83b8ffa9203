import express, { type Router } from 'express';
import { consentPage, errorPage, type ConsentRequest, type Page } from './sandbox.pages';
import { formParser, malformedEncoding, readFields } from './sandbox.input';
import { sendPage } from './sandbox.responses';
import { MEMBER_NAME_MAX, type SandboxStore } from './sandbox.store';
import type { SandboxClientApp } from './sandbox.types';

/** The name the consent page suggests when it does not know who is connecting. */
export const DEFAULT_MEMBER_NAME = 'Sandbox Member';

/** The name of the person a consent request is for, by its state; null when unknown. */
export type MemberNameForState = (state: string) => Promise<string | null>;

/** An authorization request's fields, and the most characters each may have. */
const AUTHORIZATION_FIELDS = {
  response_type: 20,
  client_id: 100,
  redirect_uri: 2000,
  scope: 1000,
  state: 1000,
};
/** What the consent form adds: the member's name and Allow or Cancel. */
const DECISION_FIELDS = { name: MEMBER_NAME_MAX, decision: 20 };
const TOKEN_FIELDS = {
  grant_type: 50,
  code: 200,
  redirect_uri: 2000,
  client_id: 100,
  client_secret: 200,
};

/** A name as the member table keeps it: single spaces, no spaces around. */
const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * LinkedIn's OAuth 2.0 authorization code flow, under /oauth/v2: the consent page (whose form
 * posts back to it) and the token endpoint. The page suggests `memberNameForState`'s name.
 */
export function sandboxOAuth(
  store: SandboxStore,
  config: SandboxClientApp,
  memberNameForState: MemberNameForState,
): Router {
  const router = express.Router();
  const form = formParser();

  /** The authorization request in `params`, or the page explaining what is wrong with it. */
  function readAuthorization(params: unknown): ConsentRequest | Page {
    const bad = (explanation: string) => errorPage('This link is not valid', explanation);
    const read = readFields(params, AUTHORIZATION_FIELDS);
    if (!read.ok) return bad(`${read.message}.`);
    const {
      response_type: responseType,
      client_id: clientId,
      redirect_uri: redirectUri,
      scope,
      state,
    } = read.values;
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
      state: state ?? '',
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
    const at = req.originalUrl.indexOf('?');
    if (at >= 0 && malformedEncoding(req.originalUrl.slice(at + 1))) {
      const explanation = 'Its address has malformed percent-encoding.';
      return sendPage(res, errorPage('This link is not valid', explanation), 400);
    }
    const request = readAuthorization(req.query);
    if ('html' in request) return sendPage(res, request, 400);
    const name = await suggestedName(request.state);
    res.setHeader('Cache-Control', 'no-store');
    sendPage(res, consentPage(request, name));
  });

  // The consent form's Allow and Cancel.
  router.post('/authorization', form, async (req, res) => {
    const refuse = (title: string, explanation: string) =>
      sendPage(res, errorPage(title, explanation), 400);
    const request = readAuthorization(req.body);
    if ('html' in request) return sendPage(res, request, 400);
    const choice = readFields(req.body, DECISION_FIELDS);
    if (!choice.ok) return refuse('This request is not valid', `${choice.message}.`);
    const back = new URL(request.redirectUri);
    const decision = choice.values.decision;
    if (decision === 'allow') {
      const name = tidyName(choice.values.name ?? '');
      if (!name) return refuse('Enter a name', 'Give the name of the member to continue as.');
      const member = await store.memberNamed(name);
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
      return refuse('This request is not valid', 'Choose Allow or Cancel.');
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
    const read = readFields(req.body, TOKEN_FIELDS);
    if (!read.ok) return oauthError(400, 'invalid_request', read.message);
    const body = read.values;
    if (body.grant_type !== 'authorization_code') {
      return oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code');
    }
    for (const field of ['code', 'redirect_uri', 'client_id', 'client_secret'] as const) {
      if (!body[field]) {
        return oauthError(400, 'invalid_request', `A required parameter "${field}" is missing`);
      }
    }
    if (body.client_id !== config.clientId || body.client_secret !== config.clientSecret) {
      return oauthError(401, 'invalid_client', 'Client authentication failed');
    }
    // Both were checked just above.
    const redeemed = await store.redeemCode(
      body.code ?? '',
      config.clientId,
      body.redirect_uri ?? '',
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
