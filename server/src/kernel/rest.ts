import {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import multer from 'multer';
import { requireAccess, type Access, type RequestUser } from './access';
import { cookieSetter, type SetCookie } from './cookies';
import { AppError } from './errors';

/** Who is asking, as far as rate limits need to know. */
export interface RequestMeta {
  ip: string;
}

/**
 * What a REST route's handler gets: the parsed request. The feature that declares the route
 * names the user's type `U` (what authentication loads) and holds its own services.
 */
export interface RestCall<Authed extends boolean, U extends RequestUser = RequestUser> {
  body: unknown;
  params: Record<string, string>;
  query: Request['query'];
  user: Authed extends true ? U : U | null;
  meta: RequestMeta;
  /** The uploaded file's bytes, for routes that take one in memory. */
  file?: Buffer;
  /** The uploaded file on disk, for routes that take large ones (removed after the handler). */
  upload?: UploadedFile;
  /** Sets a cookie on the answer (the only part of the HTTP response a handler may touch). */
  setCookie: SetCookie;
}

/** A route that takes one file as multipart/form-data. */
export interface RestUpload {
  field: string;
  maxBytes: number;
  /** Said (413) when the file is larger than maxBytes. */
  tooLargeMessage: string;
  /**
   * Streamed to a temporary file rather than held in memory (for files of many megabytes); the
   * handler gets `upload` instead of `file`, and the file is removed once it has answered.
   */
  toDisk?: boolean;
}

/** A file a request brought, streamed to disk. */
export interface UploadedFile {
  path: string;
  bytes: number;
  /** The name the client gave it (for showing only; never a path to use). */
  fileName: string;
}

/**
 * One row of the adapter's table: method, path, whether a signed-in user is needed, and the
 * service call whose result becomes the payload of `{ success: true, ...payload }`.
 */
export type RestRoute<U extends RequestUser = RequestUser> = {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  status?: number;
  upload?: RestUpload;
} & (
  | {
      auth: true;
      /** The lifecycle stage the user must have reached; by default verified and onboarded. */
      access?: Access;
      handler: (call: RestCall<true, U>) => Promise<object>;
    }
  | { auth: false; handler: (call: RestCall<false, U>) => Promise<object> }
);

export function restRouter<U extends RequestUser>(routes: RestRoute<U>[]): Router {
  const router = Router();
  for (const route of routes) {
    const handlers: RequestHandler[] = [];
    if (route.auth) handlers.push(requireStage(route.access ?? 'member'));
    if (route.upload) handlers.push(singleFile(route.upload));
    router[route.method](
      route.path,
      ...handlers,
      async (req: Request, res: Response, next: NextFunction) => {
        try {
          const call = {
            body: req.body ?? {},
            params: req.params as Record<string, string>,
            query: req.query,
            // Authentication sets the user the routes' feature loads (see app/authentication).
            user: req.authUser as U | null,
            meta: { ip: req.ip ?? 'unknown' },
            file: req.file?.buffer,
            setCookie: cookieSetter(res),
          };
          const payload = await (route.handler as (call: RestCall<boolean, U>) => Promise<object>)({
            ...call,
            upload: uploadedFile(req),
          });
          res.status(route.status ?? 200).json({ success: true, ...payload });
        } catch (err) {
          next(err);
        } finally {
          if (req.file?.path) await rm(req.file.path, { force: true });
        }
      },
    );
  }
  return router;
}

function requireStage(access: Access): RequestHandler {
  return (req, _res, next) => {
    try {
      requireAccess(req.authUser, access);
      next();
    } catch (err) {
      next(err);
    }
  };
}

function uploadedFile(req: Request): UploadedFile | undefined {
  if (!req.file?.path) return undefined;
  return { path: req.file.path, bytes: req.file.size, fileName: req.file.originalname };
}

/**
 * Reads one file into memory, or streams it to a temporary file (toDisk), refusing more than
 * maxBytes as soon as that much has arrived.
 */
function singleFile({ field, maxBytes, tooLargeMessage, toDisk }: RestUpload): RequestHandler {
  const parse = multer({
    storage: toDisk ? multer.diskStorage({ destination: tmpdir() }) : multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1 },
  }).single(field);
  return (req, res, next) =>
    parse(req, res, (err: unknown) => {
      if (!err) return next();
      // A file cut off at the limit is not kept.
      if (req.file?.path) void rm(req.file.path, { force: true });
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        return next(
          new AppError('PAYLOAD_TOO_LARGE', 'FILE_TOO_LARGE', tooLargeMessage, {
            errors: [{ field, message: tooLargeMessage }],
          }),
        );
      }
      // Any other failure to read the form is the client's: say what was wrong, and what we take.
      next(new AppError('BAD_USER_INPUT', 'BAD_UPLOAD', uploadProblem(err, field)));
    });
}

/** What was wrong with a form multer could not read, in words for the client. */
export function uploadProblem(err: unknown, field: string): string {
  const expected = `send one file in the "${field}" field as multipart/form-data`;
  const message = err instanceof Error ? err.message : '';
  // busboy's words for a part whose headers it cannot read: a NUL or a line break in a name.
  if (/malformed part header/i.test(message)) {
    return `A part of the form has a header that cannot be read (a file name may not hold control characters such as NUL): ${expected}`;
  }
  if (/boundary not found|unsupported content type/i.test(message)) {
    return `The request is not a multipart form: ${expected}`;
  }
  if (/unexpected end of form/i.test(message)) {
    return `The form ended before its file did: ${expected}`;
  }
  return `Send one file in the "${field}" field`;
}
