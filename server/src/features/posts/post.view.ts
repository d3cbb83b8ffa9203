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
  tone: string | null;
  /** LinkedIn's latest figures; null until it reported any. */
  metrics: PostMetricsView | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PostMetricsView {
  views: number;
  likes: number;
  comments: number;
  shares: number;
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
  tone: post.tone,
  metrics:
    post.metricsUpdatedAt && post.views !== null
      ? {
          views: post.views,
          likes: post.likes ?? 0,
          comments: post.comments ?? 0,
          shares: post.shares ?? 0,
          updatedAt: post.metricsUpdatedAt,
        }
      : null,
  createdAt: post.createdAt,
  updatedAt: post.updatedAt,
});
