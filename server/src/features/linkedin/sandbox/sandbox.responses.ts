import type { ErrorRequestHandler, Response } from 'express';
import { errorPage, type Page } from './sandbox.pages';

/** A request field when it is one string (query strings and forms may repeat a key). */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

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

/** Bodies LinkedIn would refuse get its kind of answer; anything else is a 500 of ours, logged. */
export const sandboxErrors: ErrorRequestHandler = (err, req, res, _next) => {
  const type = (err as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') {
    return restError(res, 400, 'MALFORMED_BODY', 'The body is not valid JSON');
  }
  if (type === 'entity.too.large') {
    return restError(res, 413, 'REQUEST_TOO_LARGE', 'The body is too large');
  }
  req.log.error({ err }, 'LinkedIn sandbox failed');
  // The consent page, the feed and its forms are a browser's: they get a page. API callers get
  // LinkedIn's JSON.
  const browser = req.path === '/oauth/v2/authorization' || /^\/feed(\/|$)/.test(req.path);
  if (browser) {
    return sendPage(
      res,
      errorPage('Something went wrong', 'The sandbox could not answer. Try again.'),
      500,
    );
  }
  restError(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal Server Error');
};
