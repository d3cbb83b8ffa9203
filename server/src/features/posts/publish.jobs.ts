import { jobKind } from '../../kernel/jobs';

/** The `publish` queue: one delayed job a scheduled post, due at its scheduled time. */
export const PUBLISH_QUEUE = 'publish' as const;

export interface PublishPostData {
  postId: string;
  /** Put back after a crash: the post may have been left publishing. */
  recover?: boolean;
}

export const PUBLISH_POST_JOB = jobKind<PublishPostData>(PUBLISH_QUEUE, 'publish-post');

/** Derived from the post, so a post can never have two jobs (BullMQ ignores a second add). */
export const publishJobId = (postId: string) => `post-${postId}`;

/** Attempts a publish gets before the post fails with the last reason. */
export const PUBLISH_ATTEMPTS = 5;
