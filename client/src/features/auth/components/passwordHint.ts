import { PASSWORD_MIN_LENGTH } from '@postpilot/common';

/** Says the password rules up front, so the validation messages are rarely needed. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter and a number.`;
