import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type * as Contract from '../../generated/graphql';
import { PostType } from '../posts/posts.types';
import { LinkedInConnectionType } from '../linkedin/linkedin.types';

@ObjectType('StatValue', { description: 'One figure and how it moved.' })
export class StatValue implements Contract.StatValue {
  @Field(() => Int, {
    nullable: true,
    description: 'The figure, or null when Postpilot cannot know it.',
  })
  value: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'The change against the previous 30 days, in percent; null when there is nothing to compare with.',
  })
  changePercent: number | null;

  @Field(() => String, { nullable: true, description: 'Why the figure is missing, when it is.' })
  note: string | null;
}

@ObjectType('DashboardStats', { description: "The dashboard's four figures." })
export class DashboardStats {
  @Field(() => StatValue, {
    description:
      'Posts published on LinkedIn; the note counts drafts and posts waiting for approval. The change compares posts published in the last 30 days with the 30 days before, once the account is 60 days old.',
  })
  totalPosts: StatValue;

  @Field(() => StatValue, {
    description:
      'Posts scheduled to go out; the change compares the posts due in the next 30 days with those that were due in the last 30, once the account is 30 days old.',
  })
  scheduledPosts: StatValue;

  @Field(() => StatValue, {
    description:
      "Reactions, comments and reshares on the user's published posts, as LinkedIn last reported them; null with a note while LinkedIn shares no post statistics with Postpilot.",
  })
  totalEngagement: StatValue;

  @Field(() => StatValue, {
    description:
      "Views of the user's LinkedIn profile. LinkedIn does not share them with apps, so the value is null with a note saying so.",
  })
  profileViews: StatValue;
}

@ObjectType('Activity', { description: "Something that happened to the user's account or posts." })
export class ActivityType implements Contract.Activity {
  @Field(() => ID)
  id: string;

  @Field(() => String, {
    description:
      'post_generated, post_saved, post_scheduled, post_rejected, post_published, post_failed, post_deleted, linkedin_connected, linkedin_disconnected, linkedin_needs_reconnect, schedule_changed, settings_changed or auto_post_skipped (auto-post could not write: why, at most once a day).',
  })
  kind: string;

  @Field(() => String, { description: 'What happened, in a sentence for the user.' })
  description: string;

  @Field(() => Date)
  timestamp: Date;

  @Field(() => ID, {
    nullable: true,
    description: 'The post it is about, if any (null once that post is deleted).',
  })
  postId: string | null;
}

@ObjectType('DashboardOverview', { description: 'What the dashboard shows.' })
export class DashboardOverview {
  @Field(() => DashboardStats)
  stats: DashboardStats;

  @Field(() => [PostType], { description: 'The next 3 scheduled posts.' })
  upcomingPosts: PostType[];

  @Field(() => [ActivityType], { description: 'The last 5 events, newest first.' })
  recentActivity: ActivityType[];

  @Field(() => LinkedInConnectionType)
  linkedInStatus: LinkedInConnectionType;
}
