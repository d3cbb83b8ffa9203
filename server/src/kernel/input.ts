import express, { type RequestHandler } from 'express';
import type * as yup from 'yup';
import { INPUT_MESSAGES, validate } from '@postpilot/common';
import { AppError } from './errors';

/** The input as the schema casts it, or a 400 listing every field's message (common/'s rules). */
export function parseInput<S extends yup.AnySchema>(schema: S, input: unknown): yup.InferType<S> {
  const result = validate(schema, input);
  if (result.errors) throw AppError.validation(result.errors);
  return result.value;
}

/**
 * A count asked for (`field`, from a query string or a GraphQL argument): a whole number from 1
 * to `max`, `fallback` when none is given, else a 400 naming the field.
 */
export function limitOf(value: unknown, fallback: number, max: number, field: string): number {
  const n = value === undefined || value === null || value === '' ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    const message = `${field} must be a whole number from 1 to ${max}`;
    throw new AppError('BAD_USER_INPUT', 'VALIDATION_FAILED', message, {
      errors: [{ field, message }],
    });
  }
  return n;
}

/** GraphQL sends null for a field left out; for partial updates both mean "keep". */
export function withoutNulls(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

/**
 * Deeper than any request Postpilot takes (a GraphQL request with variables is about 5 deep).
 * JSON.parse reads any depth, but recursive code after it would overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** How deep a parsed JSON value nests, without recursion (so any depth can be measured). */
export function jsonDepthExceeds(value: unknown, max: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/** The largest JSON body a request may carry (the API's and the sandbox LinkedIn's). */
export const JSON_LIMIT_BYTES = 1024 * 1024;

/** `Content-Type: application/json`, with no charset or UTF-8's, as browsers and clients send it. */
const PLAIN_JSON = /^application\/json(?:;\s*charset="?utf-8"?)?$/i;

/** A client error of the kind body-parser reports (the error handler reads `type`). */
const bodyError = (type: string, message: string) =>
  Object.assign(new Error(message), { type, status: 400, statusCode: 400, expose: true });

/**
 * express.json() with the same limit, and a shorter road for the usual request: plain UTF-8 JSON,
 * not compressed, its length declared and within the limit. Such a body is read and parsed here
 * as body-parser would (a leading byte-order mark dropped; only an object or an array taken; a
 * body that does not parse is the same 400, `entity.parse.failed`), without its content-type
 * parsing, charset decoder and stream helpers on every request. Any other request (another
 * charset, an encoding, no declared length, too large, empty) goes to express.json() itself.
 */
export function jsonBody(limitBytes: number): RequestHandler {
  const parser = express.json({ limit: limitBytes });
  return (req, res, next) => {
    const type = req.headers['content-type'];
    const length = Number(req.headers['content-length']);
    if (
      type === undefined ||
      !PLAIN_JSON.test(type) ||
      req.headers['content-encoding'] !== undefined ||
      req.headers['transfer-encoding'] !== undefined ||
      !(length > 0 && length <= limitBytes)
    ) {
      parser(req, res, next);
      return;
    }
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      next(error);
    };
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => settle(bodyError('request.aborted', 'request aborted')));
    req.on('close', () => {
      if (!req.complete) settle(bodyError('request.aborted', 'request aborted'));
    });
    req.on('end', () => {
      if (settled) return;
      let text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      const first = /[^ \t\n\r]/.exec(text)?.[0];
      if (first !== '{' && first !== '[') {
        settle(bodyError('entity.parse.failed', 'Unexpected token in JSON'));
        return;
      }
      try {
        req.body = JSON.parse(text);
      } catch (error) {
        settle(bodyError('entity.parse.failed', (error as Error).message));
        return;
      }
      settle();
    });
  };
}

/** After express.json(): a body nested deeper than MAX_JSON_DEPTH is a 400. */
export const refuseDeepNesting: RequestHandler = (req, _res, next) =>
  next(
    jsonDepthExceeds(req.body, MAX_JSON_DEPTH)
      ? new AppError('BAD_USER_INPUT', 'NESTED_TOO_DEEPLY', INPUT_MESSAGES.nestedTooDeeply)
      : undefined,
  );
