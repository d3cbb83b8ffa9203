import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '../kernel/advisory-lock';
import { Activity } from '../features/activity/activity.entity';
import { Activity1732700000000 } from './migrations/1732700000000-Activity';
import { EmailToken } from '../features/auth/email-token.entity';
import { User } from '../features/users/user.entity';
import { WaitlistEntry } from '../features/waitlist/waitlist-entry.entity';
import { Accounts1732200000000 } from './migrations/1732200000000-Accounts';
import { AccountScreens1732300000000 } from './migrations/1732300000000-AccountScreens';
import { Posts1732400000000 } from './migrations/1732400000000-Posts';
import { Publishing1732500000000 } from './migrations/1732500000000-Publishing';
import { Schedule } from '../features/schedule/schedule.entity';
import { LinkedInAccount } from '../features/linkedin/linkedin-account.entity';
import { Post } from '../features/posts/post.entity';
import { MetricHour, PostMetricsSnapshot } from '../features/analytics/post-metrics.entity';
import { PostMetrics1732800000000 } from './migrations/1732800000000-PostMetrics';
import { PublishDispatcher1732900000000 } from './migrations/1732900000000-PublishDispatcher';
import { PostingFrequency1733040000000 } from './migrations/1733040000000-PostingFrequency';
import { PushSubscription } from '../features/notifications/push-subscription.entity';
import { Notifications1733200000000 } from './migrations/1733200000000-Notifications';
import { VoiceProfileRecord } from '../features/voice/voice-profile.entity';
import { VoiceProfiles1733300000000 } from './migrations/1733300000000-VoiceProfiles';
import { AiConnection } from '../features/content/ai-connection/ai-connection.entity';
import { AiConnections1733400000000 } from './migrations/1733400000000-AiConnections';
import { PostMedia } from '../features/posts/attachments/post-media.entity';
import { PostAttachments1733500000000 } from './migrations/1733500000000-PostAttachments';
import { FirstCommentsDue1733600000000 } from './migrations/1733600000000-FirstCommentsDue';
import { SessionUserChanges1733700000000 } from './migrations/1733700000000-SessionUserChanges';
import { PostsPageOrder1733800000000 } from './migrations/1733800000000-PostsPageOrder';
import { Idea, IdeaFeed } from '../features/ideas/idea.entity';
import { Ideas1733950000000 } from './migrations/1733950000000-Ideas';
import { PostsUnreviewed1733960000000 } from './migrations/1733960000000-PostsUnreviewed';
import { AvatarKeys1733970000000 } from './migrations/1733970000000-AvatarKeys';
import { StatisticsDue1734000000000 } from './migrations/1734000000000-StatisticsDue';
import { PlanDue1734010000000 } from './migrations/1734010000000-PlanDue';

export const entities = [
  User,
  EmailToken,
  WaitlistEntry,
  Post,
  Schedule,
  LinkedInAccount,
  Activity,
  PostMetricsSnapshot,
  MetricHour,
  PushSubscription,
  VoiceProfileRecord,
  AiConnection,
  PostMedia,
  IdeaFeed,
  Idea,
];
/**
 * The product's migrations. The sandbox LinkedIn's tables are not among them: it makes them in its
 * own schema with its own migrations (linkedin-sandbox/). Installs from before that still list
 * LinkedInSandbox1732600000000 and SandboxEngagement1732810000000 as executed; TypeORM runs only
 * the pending migrations it knows and ignores executed ones it does not.
 */
export const migrations = [
  Accounts1732200000000,
  AccountScreens1732300000000,
  Posts1732400000000,
  Publishing1732500000000,
  Activity1732700000000,
  PostMetrics1732800000000,
  PublishDispatcher1732900000000,
  PostingFrequency1733040000000,
  Notifications1733200000000,
  VoiceProfiles1733300000000,
  AiConnections1733400000000,
  PostAttachments1733500000000,
  FirstCommentsDue1733600000000,
  SessionUserChanges1733700000000,
  PostsPageOrder1733800000000,
  Ideas1733950000000,
  PostsUnreviewed1733960000000,
  AvatarKeys1733970000000,
  StatisticsDue1734000000000,
  PlanDue1734010000000,
];

/** Schema changes come only from migrations, never from synchronize. */
export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built into Postgres 13+: no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    // The worker publishes 20 posts at once; each needs a connection for its claim.
    extra: { max: 20 },
  });
}

/** Held while migrations are applied or looked at, by whichever process does it. */
const MIGRATIONS_LOCK = 'postpilot migrations';

/** Applies the pending migrations, in turn with any other process; answers those it applied. */
export function applyMigrations(dataSource: DataSource): Promise<{ name: string }[]> {
  return withAdvisoryLock(dataSource, MIGRATIONS_LOCK, () =>
    dataSource.runMigrations({ transaction: 'each' }),
  );
}

/** Connects and brings the schema up to date; API processes starting at once take turns. */
export async function openDatabase(url: string): Promise<DataSource> {
  const dataSource = await createDataSource(url).initialize();
  try {
    await applyMigrations(dataSource);
  } catch (err) {
    await dataSource.destroy();
    throw err;
  }
  return dataSource;
}

/**
 * Opens the database without migrating (the worker), once the API has applied every migration
 * this code knows, so it never queries a table that is not there yet.
 */
export async function openMigratedDatabase(url: string, timeoutMs = 120_000): Promise<DataSource> {
  const dataSource = await createDataSource(url).initialize();
  const deadline = Date.now() + timeoutMs;
  // Asking creates the migrations table when it is missing: under the API's migration lock, so
  // the two never create it at once.
  const pending = () =>
    withAdvisoryLock(dataSource, MIGRATIONS_LOCK, () => dataSource.showMigrations());
  while (await pending()) {
    if (Date.now() > deadline) {
      await dataSource.destroy();
      throw new Error('The database is not migrated: start the API (npm run start:api) first.');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return dataSource;
}
