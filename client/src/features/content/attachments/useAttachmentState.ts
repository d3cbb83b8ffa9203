import { useCallback, useMemo, useState } from 'react';
import type { AttachmentViewFragment } from '../../../gql/graphql';
import { fieldErrors } from '../../../shared/apollo/errors';
import {
  attachmentErrors,
  attachmentInput,
  draftOf,
  firstCommentProblem,
  isUploading,
  normalizeFieldPath,
  type AttachmentDraft,
  type AttachmentErrors,
} from './attachmentForm';

/** What a post has saved besides its text. */
export interface SavedExtras {
  attachment?: AttachmentViewFragment | null;
  firstComment?: string | null;
}

const FIRST_COMMENT = 'firstComment';

/**
 * A post's attachment and first comment while they are edited: the draft, its messages (the
 * rules' and the server's, each on its field), whether anything changed from what is saved,
 * and whether a file is still uploading.
 */
export function useAttachmentState(saved: SavedExtras = {}) {
  const [draft, setDraftState] = useState<AttachmentDraft | null>(() => draftOf(saved.attachment));
  const [firstComment, setFirstCommentState] = useState(saved.firstComment ?? '');
  const [serverErrors, setServerErrors] = useState<AttachmentErrors>({});
  // Every message shows once the user tried to save; before, each field's shows once touched.
  const [showAll, setShowAll] = useState(false);

  const update = useCallback(
    (change: (draft: AttachmentDraft | null) => AttachmentDraft | null) => {
      // The server's messages were about the attachment as it was; the first comment's stays.
      setServerErrors(({ [FIRST_COMMENT]: kept }): AttachmentErrors =>
        kept ? { [FIRST_COMMENT]: kept } : {},
      );
      setDraftState(change);
    },
    [],
  );

  const setFirstComment = useCallback((text: string) => {
    setServerErrors(({ [FIRST_COMMENT]: _dropped, ...rest }) => rest);
    setFirstCommentState(text);
  }, []);

  const savedInput = JSON.stringify(attachmentInput(draftOf(saved.attachment)));
  const input = attachmentInput(draft);
  const errors = useMemo(() => {
    const found = { ...attachmentErrors(draft), ...serverErrors };
    const commentProblem = firstCommentProblem(firstComment);
    if (commentProblem) found[FIRST_COMMENT] ??= commentProblem;
    return found;
  }, [draft, serverErrors, firstComment]);

  const uploading = isUploading(draft);
  const attachmentChanged = JSON.stringify(input) !== savedInput;
  const commentChanged = firstComment.trim() !== (saved.firstComment ?? '').trim();

  return {
    draft,
    update,
    firstComment,
    setFirstComment,
    errors,
    showAll,
    uploading,
    /** The attachment as the server takes it (null: none). */
    input,
    /** The first comment as the server takes it (null: none). */
    firstCommentInput: firstComment.trim() || null,
    attachmentChanged,
    commentChanged,
    changed: attachmentChanged || commentChanged,
    /** Before saving: shows every message; answers whether there is nothing against saving. */
    check: () => {
      setShowAll(true);
      return !uploading && Object.keys(errors).length === 0;
    },
    /** Puts the server's field messages on their fields; answers whether there were any. */
    takeServerErrors: (failure: unknown) => {
      const found: AttachmentErrors = {};
      for (const { field, message } of fieldErrors(failure)) {
        const path = normalizeFieldPath(field);
        if (
          path === FIRST_COMMENT ||
          /^(images|document|link|poll)\b/.test(path) ||
          path === 'attachment'
        ) {
          found[path] ??= message;
        }
      }
      setServerErrors(found);
      setShowAll(true);
      return Object.keys(found).length > 0;
    },
    /** Back to what is saved (Cancel). */
    reset: () => {
      setDraftState(draftOf(saved.attachment));
      setFirstCommentState(saved.firstComment ?? '');
      setServerErrors({});
      setShowAll(false);
    },
  };
}

export type AttachmentState = ReturnType<typeof useAttachmentState>;
