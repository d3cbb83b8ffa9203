import * as yup from 'yup';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { VALIDATION as M } from './messages';

/** The spec's "simple x@y.z pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_COMPLEXITY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

const email = () =>
  yup.string().trim().required(M.emailRequired).matches(EMAIL_PATTERN, M.emailInvalid);

const newPassword = () =>
  yup
    .string()
    .required(M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordMin)
    .matches(PASSWORD_COMPLEXITY, M.passwordComplexity);

const confirmPassword = (field = 'password') =>
  yup
    .string()
    .required(M.confirmPasswordRequired)
    // A test, not oneOf: yup checks oneOf before required, which would hide 'Please confirm'.
    .test('matches', M.passwordsDoNotMatch, function (value) {
      return !value || value === this.parent[field];
    });

const firstName = () =>
  yup.string().trim().required(M.firstNameRequired).min(NAME_MIN_LENGTH, M.firstNameMin);
const lastName = () =>
  yup.string().trim().required(M.lastNameRequired).min(NAME_MIN_LENGTH, M.lastNameMin);

/** What the server accepts: the same rules the forms apply. */
export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(M.passwordRequired),
});

export const registerSchema = yup.object({
  firstName: firstName(),
  lastName: lastName(),
  email: email(),
  password: newPassword(),
});

export const forgotPasswordSchema = yup.object({ email: email() });

export const resetPasswordSchema = yup.object({ password: newPassword() });

/** What the forms check: the server's rules plus fields that never leave the browser. */
export const registerFormSchema = registerSchema.shape({
  confirmPassword: confirmPassword(),
  acceptTerms: yup.boolean().oneOf([true], M.termsRequired).required(M.termsRequired),
});

export const resetPasswordFormSchema = resetPasswordSchema.shape({
  confirmPassword: confirmPassword(),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;
export type RegisterFormValues = yup.InferType<typeof registerFormSchema>;
export type ResetPasswordFormValues = yup.InferType<typeof resetPasswordFormSchema>;

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
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return { value, errors: null };
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    const seen = new Set<string>();
    const errors: FieldError[] = [];
    for (const inner of err.inner.length ? err.inner : [err]) {
      const field = inner.path ?? '';
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, message: inner.message });
    }
    return { value: null, errors };
  }
}
