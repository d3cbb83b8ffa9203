import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { POST_STATUSES, type PostStatus as Status } from '@postpilot/common';
import type * as Contract from '../../generated/graphql';
import {
  FirstCommentStatus,
  PostAttachmentInput,
  PostAttachmentType,
} from './attachments/attachments.types';

/** The statuses as a GraphQL enum whose values are the spec's names (draft, pending_approval, …). */
export const PostStatus = Object.fromEntries(POST_STATUSES.map((s) => [s, s])) as {
  [S in Status]: S;
};
registerEnumType(PostStatus, {
  name: 'PostStatus',
  description:
    "Where a post is: draft, pending_approval (waits for the user's approval), scheduled, publishing, published, failed (see lastError) or cancelled.",
});

@ObjectType('PostMetrics', {
  description: "A post's statistics as LinkedIn last reported them.",
})
export class PostMetricsType implements Contract.PostMetrics {
  @Field(() => Int, { description: 'Impressions.' })
  views: number;

  @Field(() => Int, { description: 'Reactions of every kind.' })
  likes: number;

  @Field(() => Int)
  comments: number;

  @Field(() => Int, { description: 'Reshares.' })
  shares: number;

  @Field(() => Date, { description: 'When LinkedIn reported these figures.' })
  updatedAt: Date;
}

@ObjectType('Post', {
  description: 'A LinkedIn post in Postpilot: its text and where it is on its way to the feed.',
})
export class PostType implements Contract.Post {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: '1 to 3,000 characters.' })
  content: string;

  @Field(() => PostStatus)
  status: Status;

  @Field(() => Date, {
    nullable: true,
    description: 'When it is due to go out, for a scheduled post.',
  })
  scheduledTime: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it went out on LinkedIn.' })
  publishedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why publishing failed, for a failed post; for a scheduled post with nextAttemptAt, why LinkedIn did not take it yet.',
  })
  lastError: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When publishing is tried again, while LinkedIn is failing (lastError says how); null otherwise. Postpilot keeps trying until PUBLISH_GRACE after scheduledTime.',
  })
  nextAttemptAt: Date | null;

  @Field(() => PostMetricsType, {
    nullable: true,
    description:
      'Its statistics as LinkedIn last reported them; null until LinkedIn has reported any.',
  })
  metrics: PostMetricsType | null;

  @Field(() => String, { nullable: true, description: 'The tone it was written in, when known.' })
  tone: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;

  @Field(() => String, {
    nullable: true,
    description: "The post's page on LinkedIn, once published.",
  })
  url: string | null;

  @Field(() => PostAttachmentType, {
    nullable: true,
    description:
      'What it carries besides its text (images, a document, a link or a poll); null for text only.',
  })
  attachment?: Contract.PostAttachment | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Text posted as the first comment right after the post goes out; 1 to 1,250 characters.',
  })
  firstComment: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why LinkedIn did not take the first comment, when firstCommentStatus is failed.',
  })
  firstCommentError: string | null;

  @Field(() => FirstCommentStatus, {
    nullable: true,
    description: 'What became of the first comment; null without one.',
  })
  firstCommentStatus: Contract.FirstCommentStatus | null;
}

@ObjectType('PostPage', { description: "One page of the user's posts." })
export class PostPage implements Contract.PostPage {
  @Field(() => [PostType])
  posts: PostType[];

  @Field(() => Int, { description: 'How many posts match, on all pages.' })
  totalCount: number;

  @Field(() => Boolean, { description: 'Whether more posts follow this page.' })
  hasMore: boolean;
}

@InputType('CreatePostInput', {
  description: 'A post to save: its text and whether it waits for approval.',
})
export class CreatePostInput implements Contract.CreatePostInput {
  @Field(() => String, { description: '1 to 3,000 characters.' })
  content: string;

  @Field(() => PostStatus, { description: 'draft or pending_approval.' })
  status: Status;

  @Field(() => String, {
    nullable: true,
    description:
      'The tone it was written in (professional, casual, inspirational, educational or humorous), so analytics can compare tones.',
  })
  tone?: string | null;

  @Field(() => PostAttachmentInput, {
    nullable: true,
    description: 'What it carries besides its text.',
  })
  attachment?: PostAttachmentInput | null;

  @Field(() => String, {
    nullable: true,
    description: 'Text posted as the first comment right after it goes out; 1 to 1,250 characters.',
  })
  firstComment?: string | null;
}

@InputType('UpdatePostInput', { description: "A post's new text." })
export class UpdatePostInput implements Contract.UpdatePostInput {
  @Field(() => String, { description: '1 to 3,000 characters.' })
  content: string;
}

@InputType('SchedulePostInput', { description: 'When to publish a post.' })
export class SchedulePostInput implements Contract.SchedulePostInput {
  @Field(() => Date, {
    nullable: true,
    description:
      "A moment in the future; left out (and without postNow), the next free slot of the user's schedule.",
  })
  scheduledTime?: Date | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Publish at once (the worker sends it within a second; without a LinkedIn connection it fails). Not together with scheduledTime.',
  })
  postNow?: boolean | null;
}

@ObjectType('ScheduleSlot', {
  description:
    'One upcoming moment: a slot of the schedule with the post that fills it, or a post due at a time that is not a slot.',
})
export class ScheduleSlot implements Contract.ScheduleSlot {
  @Field(() => Date)
  time: Date;

  @Field(() => Boolean, {
    description:
      'Whether this time is a slot of the schedule; false for a post due at a time of its own.',
  })
  onSchedule: boolean;

  @Field(() => PostType, {
    nullable: true,
    description: 'The post due at this time, or null while the slot is free.',
  })
  post: PostType | null;
}
