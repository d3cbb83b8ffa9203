import type { ErrorRequestHandler, Response } from 'express';
import { MALFORMED_FORM } from './sandbox.input';
import { errorPage, type Page } from './sandbox.pages';

/** An HTML page with its own Content-Security-Policy (it replaces helmet's for this answer). */
export function sendPage(res: Response, page: Page, status = 200): void {
  res.status(status).setHeader('Content-Security-Policy', page.csp);
  res.type('html').send(page.html);
}

/** LinkedIn's REST error body: { status, serviceErrorCode?, code, message }. */
export function restError(
  res: Response,
  status: number,
  code: string,
  message: string,
  serviceErrorCode?: number,
): void {
  res
    .status(status)
    .json({ status, ...(serviceErrorCode !== undefined && { serviceErrorCode }), code, message });
}

export function accessDenied(res: Response, permission: string): void {
  restError(res, 403, 'ACCESS_DENIED', `Not enough permissions to access: ${permission}`, 100);
}

/**
 * Requests the sandbox cannot read get a 4xx that says why: a body that is not JSON, too large or
 * with too many fields, an address with malformed percent-encoding (the router cannot decode a
 * path parameter). Anything else is a 500 of ours, logged. The consent page, the feed and its
 * forms are a browser's: they get a page; API callers get LinkedIn's JSON (OAuth's at the token
 * endpoint).
 */
export const sandboxErrors: ErrorRequestHandler = (err, req, res, _next) => {
  const browser = req.path.startsWith('/oauth/v2/authorization') || /^\/feed(\/|$)/.test(req.path);
  const refused = unreadable(err);
  if (refused) {
    if (req.path === '/oauth/v2/accessToken') {
      // The token endpoint answers in OAuth 2.0's shape.
      return res
        .status(refused.status)
        .json({ error: 'invalid_request', error_description: refused.message });
    }
    if (browser) {
      return sendPage(res, errorPage('This request is not valid', refused.message), refused.status);
    }
    return restError(res, refused.status, refused.code, refused.message);
  }
  req.log.error({ err }, 'LinkedIn sandbox failed');
  if (browser) {
    return sendPage(
      res,
      errorPage('Something went wrong', 'The sandbox could not answer. Try again.'),
      500,
    );
  }
  restError(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal Server Error');
};

/** Why a request could not be read, when that is the client's doing; null otherwise. */
function unreadable(err: unknown): { status: number; code: string; message: string } | null {
  const { type, status } = (err ?? {}) as { type?: string; status?: number };
  if (type === 'entity.parse.failed') {
    return { status: 400, code: 'MALFORMED_BODY', message: 'The body is not valid JSON.' };
  }
  if (type === 'entity.too.large') {
    return { status: 413, code: 'REQUEST_TOO_LARGE', message: 'The body is too large.' };
  }
  if (type === MALFORMED_FORM) {
    return { status: 400, code: 'INVALID_REQUEST', message: 'The form is not UTF-8 text.' };
  }
  if (type === 'parameters.too.many') {
    return { status: 413, code: 'REQUEST_TOO_LARGE', message: 'The form has too many fields.' };
  }
  if (err instanceof URIError) {
    return {
      status: 400,
      code: 'ILLEGAL_ARGUMENT',
      message: 'The address has malformed percent-encoding.',
    };
  }
  // body-parser's other refusals (charset, encoding, an aborted or mis-sized body) are 4xx too.
  if (type && typeof status === 'number' && status >= 400 && status < 500) {
    return { status, code: 'INVALID_REQUEST', message: 'The body cannot be read.' };
  }
  return null;
}
