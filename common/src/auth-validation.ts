import * as yup from 'yup';
import { confirmPassword, email, firstName, lastName, newPassword } from './fields';
import { VALIDATION as M } from './messages';

export { EMAIL_PATTERN } from './fields';

// The sign-in, sign-up and password rules: a module of their own, so that the pages that only
// need these (the sign-in page is the first many see) do not build every other schema when
// their code is loaded.

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
