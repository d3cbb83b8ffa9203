import { fieldErrors } from '../apollo/errors';

/**
 * The server's BAD_USER_INPUT field errors for the fields a form has, as Formik errors
 * (one message a field), so each shows under its own field.
 */
export function serverFieldErrors(
  failure: unknown,
  fields: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldErrors(failure)) {
    if (fields.includes(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}
