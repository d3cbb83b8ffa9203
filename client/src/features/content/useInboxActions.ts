import { useMemo } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { ERRORS, INBOX_MESSAGES, SUCCESS } from '@postpilot/common';
import { useToast } from '../../shared/useToast';
import {
  ApproveAllPostsDocument,
  ApprovePostDocument,
  RejectPostDocument,
  UpdatePostDocument,
} from '../../gql/graphql';
import { formatMoment } from './contentForm';

// The answer updates the post on screen at once, through Apollo's cache, and the promise
// settles with it; what else is on screen (the post lists, the inbox among them, and on the
// dashboard its figures and upcoming posts) is fetched again after it is shown (a query named
// in the mutation's own refetchQueries would wait for its new answer before showing anything).

/**
 * What the approval inbox can do, each with a toast saying what happened: approve one (at its
 * proposed time, or the next free slot), approve all, reject (cancelled; with auto-post on, a
 * new post is written for its time within the hour), edit. Each resolves to whether it worked.
 */
export function useInboxActions({ autoPost }: { autoPost: boolean }) {
  const toast = useToast();
  const client = useApolloClient();
  const [approvePost] = useMutation(ApprovePostDocument);
  const [approveAllPosts] = useMutation(ApproveAllPostsDocument);
  const [rejectPost] = useMutation(RejectPostDocument);
  const [updatePost] = useMutation(UpdatePostDocument);

  return useMemo(() => {
    const attempt = async (run: () => Promise<string>, fallback: string) => {
      try {
        toast.success(await run());
        // What fails to load again keeps what it shows; each has its own Retry.
        client.refetchQueries({ include: 'active' }).catch(() => undefined);
        return true;
      } catch (failure) {
        toast.error(failure, fallback);
        return false;
      }
    };
    return {
      approve: (id: string) =>
        attempt(async () => {
          const { data } = await approvePost({ variables: { id } });
          const when = data?.approvePost.scheduledTime;
          return when ? INBOX_MESSAGES.approved(formatMoment(when)) : SUCCESS.postScheduled;
        }, INBOX_MESSAGES.approveFailed),
      approveAll: () =>
        attempt(async () => {
          const { data } = await approveAllPosts();
          const count = data?.approveAllPosts.length ?? 0;
          return count > 0 ? INBOX_MESSAGES.approvedAll(count) : INBOX_MESSAGES.nothingToApprove;
        }, INBOX_MESSAGES.approveAllFailed),
      reject: (id: string) =>
        attempt(async () => {
          await rejectPost({ variables: { id } });
          return autoPost ? INBOX_MESSAGES.rejectedRefill : INBOX_MESSAGES.rejected;
        }, INBOX_MESSAGES.rejectFailed),
      update: (id: string, content: string) =>
        attempt(async () => {
          await updatePost({ variables: { id, input: { content } } });
          return SUCCESS.postUpdated;
        }, ERRORS.updatePost),
    };
  }, [toast, client, approvePost, approveAllPosts, rejectPost, updatePost, autoPost]);
}

export type InboxActions = ReturnType<typeof useInboxActions>;
