import { MEDIA_MESSAGES as MM } from '@postpilot/common';
import { AppError, type ErrorKind } from '../../../kernel/errors';

/** A refused upload: the client's, with the message on the `file` field. */
export const mediaError = (message: string, kind: ErrorKind = 'BAD_USER_INPUT') =>
  new AppError(kind, 'MEDIA_INVALID', message, { errors: [{ field: 'file', message }] });

/** A media id that is not one of the user's files (another user's is not found either). */
export const mediaNotFound = (field: string) =>
  new AppError('NOT_FOUND', 'MEDIA_NOT_FOUND', MM.mediaNotFound, {
    errors: [{ field, message: MM.mediaNotFound }],
  });

/** A refused attachment field. */
export const attachmentError = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', 'ATTACHMENT_INVALID', message, {
    errors: [{ field, message }],
  });
