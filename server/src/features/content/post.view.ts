import type { PostStatus } from '@postpilot/common';
import type { Post } from './post.entity';

/** A post as the API shows it (GraphQL fields; REST adds `_id`). */
export interface PostView {
  id: string;
  content: string;
  status: PostStatus;
  scheduledTime: Date | null;
  publishedAt: Date | null;
  lastError: string | null;
  url: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const toPostView = (post: Post): PostView => ({
  id: post.id,
  content: post.content,
  status: post.status,
  scheduledTime: post.scheduledTime,
  publishedAt: post.publishedAt,
  lastError: post.lastError,
  url: post.externalUrl,
  createdAt: post.createdAt,
  updatedAt: post.updatedAt,
});
