/** Where people reach a human (verify-email page, footer). */
export const SUPPORT_EMAIL = 'support@postpilot.app';
