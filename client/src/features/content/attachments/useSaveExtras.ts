import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { ERRORS, MEDIA_MESSAGES, SUCCESS } from '@postpilot/common';
import {
  PostsDocument,
  SetPostAttachmentDocument,
  SetPostFirstCommentDocument,
} from '../../../gql/graphql';
import { useToast } from '../../../shared/useToast';
import type { AttachmentState } from './useAttachmentState';

const refetchLists = { refetchQueries: [PostsDocument], awaitRefetchQueries: true };

/**
 * Saves an existing post's attachment and first comment when they changed (each its own
 * mutation), with a toast; the server's field messages go onto their fields. Resolves to
 * whether everything that changed was saved.
 */
export function useSaveExtras() {
  const toast = useToast();
  const [setPostAttachment] = useMutation(SetPostAttachmentDocument, refetchLists);
  const [setPostFirstComment] = useMutation(SetPostFirstCommentDocument, refetchLists);

  return useCallback(
    async (id: string, state: AttachmentState): Promise<boolean> => {
      try {
        if (state.attachmentChanged) {
          await setPostAttachment({ variables: { id, attachment: state.input } });
          toast.success(
            state.input ? MEDIA_MESSAGES.attachmentSaved : MEDIA_MESSAGES.attachmentRemoved,
          );
        }
        if (state.commentChanged) {
          await setPostFirstComment({ variables: { id, firstComment: state.firstCommentInput } });
          if (!state.attachmentChanged) toast.success(SUCCESS.postUpdated);
        }
        return true;
      } catch (failure) {
        state.takeServerErrors(failure);
        toast.error(failure, ERRORS.updatePost);
        return false;
      }
    },
    [toast, setPostAttachment, setPostFirstComment],
  );
}
