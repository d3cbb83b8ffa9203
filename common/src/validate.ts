import * as yup from 'yup';
import { prepareInput } from './input';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Validates with every rule at once and returns the cleaned value, or the list of
 * { field, message } failures in field order (one message per field: the first that failed).
 */
export function validate<S extends yup.AnySchema>(
  schema: S,
  input: unknown,
): { value: yup.InferType<S>; errors: null } | { value: null; errors: FieldError[] } {
  const prepared = prepareInput(schema, input);
  if (prepared.problems.length) return { value: null, errors: firstPerField(prepared.problems) };
  try {
    const value = schema.validateSync(prepared.value, { abortEarly: false, stripUnknown: true });
    return { value, errors: null };
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    const failures = err.inner.length ? err.inner : [err];
    return {
      value: null,
      errors: firstPerField(failures.map((e) => ({ field: e.path ?? '', message: e.message }))),
    };
  }
}

function firstPerField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter(({ field }) => !seen.has(field) && Boolean(seen.add(field)));
}
