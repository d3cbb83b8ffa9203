import { Field, Float, Int, ObjectType } from 'type-graphql';
import type * as Contract from '../../generated/graphql';
import { PostType } from '../posts/posts.types';

@ObjectType('MetricsStatus', {
  description:
    "Whether LinkedIn shares the member's post statistics with Postpilot, and when they last arrived.",
})
export class MetricsStatusType implements Contract.MetricsStatus {
  @Field(() => Boolean, {
    description:
      'True when the LinkedIn connection grants the r_member_postAnalytics scope, which LinkedIn gives only to apps it has approved.',
  })
  available: boolean;

  @Field(() => Date, { nullable: true, description: 'When statistics last arrived from LinkedIn.' })
  lastSyncedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why there are no statistics, in words for the user, when there are none.',
  })
  message: string | null;
}

@ObjectType('AnalyticsGrowth', {
  description:
    "Each figure's change against the previous period of the same length, in percent; null when the previous period's figure is zero or unknown.",
})
export class AnalyticsGrowth implements Contract.AnalyticsGrowth {
  @Field(() => Float, { nullable: true })
  posts: number | null;

  @Field(() => Float, { nullable: true })
  views: number | null;

  @Field(() => Float, { nullable: true })
  likes: number | null;

  @Field(() => Float, { nullable: true })
  comments: number | null;

  @Field(() => Float, { nullable: true })
  shares: number | null;

  @Field(() => Float, { nullable: true })
  connections: number | null;

  @Field(() => Float, { nullable: true })
  engagementRate: number | null;
}

@ObjectType('AnalyticsSummary', {
  description:
    "The period's figures. Views, likes, comments and shares are those LinkedIn reported during the period; they are null while LinkedIn shares no post statistics with Postpilot.",
})
export class AnalyticsSummary implements Contract.AnalyticsSummary {
  @Field(() => Int, { description: 'Posts published in the period.' })
  totalPosts: number;

  @Field(() => Int, { nullable: true })
  totalViews: number | null;

  @Field(() => Int, { nullable: true })
  totalLikes: number | null;

  @Field(() => Int, { nullable: true })
  totalComments: number | null;

  @Field(() => Int, { nullable: true })
  totalShares: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'New connections. LinkedIn does not share connection counts with apps, so this is null.',
  })
  totalConnections: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Likes, comments and shares per view, in percent; null without views.',
  })
  engagementRate: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Views per post published in the period, as LinkedIn last reported them.',
  })
  averageViews: number | null;

  @Field(() => AnalyticsGrowth)
  growth: AnalyticsGrowth;
}

@ObjectType('AnalyticsDay', { description: 'One day of the period.' })
export class AnalyticsDay implements Contract.AnalyticsDay {
  @Field(() => String, { description: "The day, YYYY-MM-DD, in the user's timezone." })
  date: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Views LinkedIn reported that day; null without statistics.',
  })
  views: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Likes, comments and shares LinkedIn reported that day; null without statistics.',
  })
  engagement: number | null;

  @Field(() => Int, { description: 'Posts published that day.' })
  posts: number;
}

@ObjectType('TimeWindowInsight', {
  description: 'A window of the day and how its posts performed.',
})
export class TimeWindowInsight implements Contract.TimeWindowInsight {
  @Field(() => Int, { description: 'The hour it starts, 0 to 23.' })
  startHour: number;

  @Field(() => Int, { description: 'The hour it ends, 1 to 24 (exclusive).' })
  endHour: number;

  @Field(() => Float)
  averageEngagement: number;

  @Field(() => Int)
  posts: number;
}

@ObjectType('DayInsight', { description: 'A weekday and how its posts performed.' })
export class DayInsight implements Contract.DayInsight {
  @Field(() => String, { description: 'monday to sunday.' })
  day: string;

  @Field(() => Float)
  averageEngagement: number;

  @Field(() => Int)
  posts: number;
}

@ObjectType('ToneInsight', { description: 'A tone and how its posts performed.' })
export class ToneInsight implements Contract.ToneInsight {
  @Field(() => String)
  tone: string;

  @Field(() => Int)
  posts: number;

  @Field(() => Float)
  averageEngagement: number;

  @Field(() => Float, {
    description: 'Its average engagement against that of all posts with statistics, in percent.',
  })
  versusAverage: number;
}

@ObjectType('AnalyticsInsights', {
  description:
    "Patterns among the period's published posts that have statistics, by their engagement (likes, comments and shares).",
})
export class AnalyticsInsights implements Contract.AnalyticsInsights {
  @Field(() => Int, { description: 'Published posts of the period that have statistics.' })
  sampleSize: number;

  @Field(() => Int, { description: 'How many posts are needed before insights are drawn.' })
  minimumSample: number;

  @Field(() => String, { description: "The timezone of days and hours: the schedule's." })
  timezone: string;

  @Field(() => TimeWindowInsight, {
    nullable: true,
    description:
      'The two-hour window of the day whose posts drew the most engagement on average; null until enough posts have statistics.',
  })
  bestTime: TimeWindowInsight | null;

  @Field(() => DayInsight, {
    nullable: true,
    description:
      'The weekday whose posts drew the most engagement on average; null until enough posts have statistics.',
  })
  bestDay: DayInsight | null;

  @Field(() => [ToneInsight], {
    description:
      'How posts of each tone performed, best first; empty until enough posts have statistics.',
  })
  tones: ToneInsight[];
}

@ObjectType('ScheduleAdherence', { description: 'How the posts due in a period went out.' })
export class ScheduleAdherence implements Contract.ScheduleAdherence {
  @Field(() => Int, { description: 'Posts due in the period that were published.' })
  published: number;

  @Field(() => Int, { description: 'Posts due in the period that could not be published.' })
  failed: number;

  @Field(() => Int, { description: 'Posts published within 5 minutes of their time.' })
  onTime: number;

  @Field(() => Float, {
    nullable: true,
    description: 'On-time posts against all that were due, in percent; null when none were due.',
  })
  rate: number | null;
}

@ObjectType('AnalyticsReport', {
  description:
    'The analytics of one period: its figures, its days, its best posts and what they have in common.',
})
export class AnalyticsReport {
  @Field(() => Int, { description: 'The length of the period in days.' })
  timeRange: number;

  @Field(() => AnalyticsSummary)
  analytics: AnalyticsSummary;

  @Field(() => [PostType], {
    description: 'Up to 5 posts published in the period, most engagement first.',
  })
  topPosts: PostType[];

  @Field(() => [AnalyticsDay], {
    description: "Every day of the period in the user's timezone, oldest first.",
  })
  timeline: AnalyticsDay[];

  @Field(() => AnalyticsInsights, {
    description:
      'What the best posts of the period have in common; each part is empty until there is enough data.',
  })
  insights: AnalyticsInsights;

  @Field(() => ScheduleAdherence, {
    description: 'How faithfully the posts due in the period went out.',
  })
  adherence: ScheduleAdherence;

  @Field(() => MetricsStatusType)
  metrics: MetricsStatusType;
}
