import type * as yup from 'yup';
import { validate } from '@postpilot/common';
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
