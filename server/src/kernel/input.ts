import type { RequestHandler } from 'express';
import type * as yup from 'yup';
import { INPUT_MESSAGES, validate } from '@postpilot/common';
import { AppError } from './errors';

/** The input as the schema casts it, or a 400 listing every field's message (common/'s rules). */
export function parseInput<S extends yup.AnySchema>(schema: S, input: unknown): yup.InferType<S> {
  const result = validate(schema, input);
  if (result.errors) throw AppError.validation(result.errors);
  return result.value;
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

/** After express.json(): a body nested deeper than MAX_JSON_DEPTH is a 400. */
export const refuseDeepNesting: RequestHandler = (req, _res, next) =>
  next(
    jsonDepthExceeds(req.body, MAX_JSON_DEPTH)
      ? new AppError('BAD_USER_INPUT', 'NESTED_TOO_DEEPLY', INPUT_MESSAGES.nestedTooDeeply)
      : undefined,
  );
