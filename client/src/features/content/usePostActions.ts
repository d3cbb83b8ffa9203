import { useMemo } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { ERRORS, SUCCESS } from '@postpilot/common';
import { useToast } from '../../shared/useToast';
import {
  ApprovePostDocument,
  DeletePostDocument,
  PostsDocument,
  ReturnPostToDraftDocument,
  SchedulePostDocument,
  UpdatePostDocument,
  type SchedulePostInput,
} from '../../gql/graphql';

// The answer (the post as saved) updates the post wherever it is on screen at once, through
// Apollo's cache, and the promise settles with it; the lists on screen (all their pages and
// filters) are fetched again after it, so order, counts and filtered views follow. Asked for
// after the answer is shown: a list named in the mutation's own refetchQueries would wait for
// its new page before showing anything of the answer.

/**
 * What a post card can do, each with its toast: the success text, or the server's
 * message with the action's fallback. Each resolves to whether it worked.
 */
export function usePostActions() {
  const toast = useToast();
  const client = useApolloClient();
  const [updatePost] = useMutation(UpdatePostDocument);
  const [schedulePost] = useMutation(SchedulePostDocument);
  const [approvePost] = useMutation(ApprovePostDocument);
  const [returnPostToDraft] = useMutation(ReturnPostToDraftDocument);
  const [deletePost] = useMutation(DeletePostDocument);

  return useMemo(() => {
    const attempt = async (run: () => Promise<unknown>, success: string, fallback: string) => {
      try {
        await run();
        toast.success(success);
        // A list that fails to load again keeps what it shows; its own Retry is there.
        client.refetchQueries({ include: [PostsDocument] }).catch(() => undefined);
        return true;
      } catch (failure) {
        toast.error(failure, fallback);
        return false;
      }
    };
    return {
      update: (id: string, content: string) =>
        attempt(
          () => updatePost({ variables: { id, input: { content } } }),
          SUCCESS.postUpdated,
          ERRORS.updatePost,
        ),
      /**
       * At the time chosen, now, or (no input) into the next free slot of the user's schedule
       * (the server picks it); a post that has a time moves.
       */
      schedule: (id: string, input?: SchedulePostInput) =>
        attempt(
          () => schedulePost({ variables: input ? { id, input } : { id } }),
          SUCCESS.postScheduled,
          ERRORS.schedulePost,
        ),
      /** Approval schedules the post too, so it says what scheduling says. */
      approve: (id: string) =>
        attempt(
          () => approvePost({ variables: { id } }),
          SUCCESS.postScheduled,
          ERRORS.schedulePost,
        ),
      /** Back to draft (a scheduled post leaves its slot): a change to the post. */
      returnToDraft: (id: string) =>
        attempt(
          () => returnPostToDraft({ variables: { id } }),
          SUCCESS.postUpdated,
          ERRORS.updatePost,
        ),
      remove: (id: string) =>
        attempt(() => deletePost({ variables: { id } }), SUCCESS.postDeleted, ERRORS.deletePost),
    };
  }, [toast, client, updatePost, schedulePost, approvePost, returnPostToDraft, deletePost]);
}

export type PostActions = ReturnType<typeof usePostActions>;
