import * as yup from 'yup';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { INPUT_MESSAGES, VALIDATION as M } from './messages';

// The fields the sign-in, sign-up and password rules share with the other schemas.

/** The spec's "simple x@y.z pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_COMPLEXITY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

export const email = () =>
  yup
    .string()
    .trim()
    .required(M.emailRequired)
    .max(EMAIL_MAX_LENGTH, INPUT_MESSAGES.tooLong(EMAIL_MAX_LENGTH))
    .matches(EMAIL_PATTERN, M.emailInvalid);

export const newPassword = () =>
  yup
    .string()
    .required(M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordMin)
    .max(PASSWORD_MAX_LENGTH, INPUT_MESSAGES.tooLong(PASSWORD_MAX_LENGTH))
    .matches(PASSWORD_COMPLEXITY, M.passwordComplexity);

export const confirmPassword = (field = 'password') =>
  yup
    .string()
    .required(M.confirmPasswordRequired)
    // A test, not oneOf: yup checks oneOf before required, which would hide 'Please confirm'.
    .test('matches', M.passwordsDoNotMatch, function (value) {
      return !value || value === this.parent[field];
    });

export const nameTooLong = INPUT_MESSAGES.tooLong(NAME_MAX_LENGTH);
/** A first or last name: trimmed, required and bounded, with that field's own messages. */
const namePart = (required: string, tooShort: string) =>
  yup
    .string()
    .trim()
    .required(required)
    .min(NAME_MIN_LENGTH, tooShort)
    .max(NAME_MAX_LENGTH, nameTooLong);
export const firstName = () => namePart(M.firstNameRequired, M.firstNameMin);
export const lastName = () => namePart(M.lastNameRequired, M.lastNameMin);
