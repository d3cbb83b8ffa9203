import { randomBytes } from 'node:crypto';
import type { PostStatus } from '@postpilot/common';
import { Post } from '../../../src/features/posts/post.entity';
import type * as Contract from '../../../src/generated/graphql';
import type { TestApp } from '../app';
import { bearer, userEntity, type RegisteredUser } from './users';

/** A post the user saved (draft or pending_approval), as the REST answer gives it. */
export async function createPost(
  app: TestApp,
  user: RegisteredUser,
  content: string,
  status = 'draft',
): Promise<{ _id: string; id: string; status: string; content: string }> {
  const res = await app
    .http()
    .post('/api/content/posts')
    .set(bearer(user))
    .send({ content, status })
    .expect(201);
  return res.body.post;
}

export interface PostOverrides {
  content?: string;
  /** Draft unless said; any status of the lifecycle. */
  status?: PostStatus;
  tone?: string | null;
  /** What it carries, as the contract takes it (its files must be the user's, unattached). */
  attachment?: Contract.PostAttachmentInput | null;
  firstComment?: string | null;
  /** A scheduled post's is a day ahead unless said. */
  scheduledTime?: Date | null;
  /** A published post's is now unless said (null: one published before the time was kept). */
  publishedAt?: Date | null;
  externalUrn?: string | null;
  url?: string | null;
  createdAt?: Date;
  unreviewed?: boolean;
  /** LinkedIn's figures, as the statistics sync records them (with their time). */
  figures?: { views: number; likes: number; comments: number; shares: number } | null;
  /**
   * When its statistics are due next, as publishing and the statistics sync set it; none unless
   * said (a post whose statistics are not followed).
   */
  metricsDueAt?: Date | null;
  lastError?: string | null;
}

/**
 * A post of the user's in any state. It is created through the posts service (its attachment
 * and first comment too), as the composer saves one; a state the lifecycle reaches only with time
 * or through LinkedIn (scheduled at a chosen or past moment, publishing, published, failed,
 * cancelled, statistics) is then written onto its row, since no service moves a post there at a
 * moment the test chooses.
 */
export async function buildPost(
  app: TestApp,
  user: { id: string },
  overrides: PostOverrides = {},
): Promise<Post> {
  const { status = 'draft', content = `A post ${randomBytes(4).toString('hex')}.` } = overrides;
  const { posts } = app.api.services;
  const created = await posts.create(await userEntity(app, user), {
    content,
    status: status === 'pending_approval' ? 'pending_approval' : 'draft',
    tone: overrides.tone ?? null,
    attachment: overrides.attachment ?? null,
    firstComment: overrides.firstComment ?? null,
  });
  const figures = overrides.figures;
  const changes: Partial<Post> = {
    ...(status === created.status ? {} : { status }),
    ...(status === 'scheduled'
      ? { scheduledTime: overrides.scheduledTime ?? new Date(Date.now() + 24 * 3600_000) }
      : 'scheduledTime' in overrides
        ? { scheduledTime: overrides.scheduledTime }
        : {}),
    ...('publishedAt' in overrides
      ? { publishedAt: overrides.publishedAt }
      : status === 'published'
        ? { publishedAt: new Date() }
        : {}),
    ...('externalUrn' in overrides ? { externalUrn: overrides.externalUrn } : {}),
    ...('url' in overrides ? { url: overrides.url } : {}),
    ...('lastError' in overrides ? { lastError: overrides.lastError } : {}),
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    ...(overrides.unreviewed !== undefined ? { unreviewed: overrides.unreviewed } : {}),
    ...(figures ? { ...figures, metricsUpdatedAt: new Date() } : {}),
    ...('metricsDueAt' in overrides ? { metricsDueAt: overrides.metricsDueAt } : {}),
  };
  const rows = app.api.infra.dataSource.getRepository(Post);
  if (Object.keys(changes).length) await rows.update(created.id, changes);
  return rows.findOneByOrFail({ id: created.id });
}

/** A post whose time has come: scheduled for now (or `at`), for the dispatcher to publish. */
export const buildDuePost = (
  app: TestApp,
  user: { id: string },
  overrides: Omit<PostOverrides, 'status'> = {},
) =>
  buildPost(app, user, {
    ...overrides,
    status: 'scheduled',
    scheduledTime: overrides.scheduledTime ?? new Date(),
  });

/** Posts of the user due now, a minute apart in the past (one post a slot), in order. */
export async function buildDuePosts(
  app: TestApp,
  user: { id: string },
  contents: string[],
): Promise<string[]> {
  const now = Date.now();
  const ids: string[] = [];
  for (const [index, content] of contents.entries()) {
    const at = new Date(now - (index + 1) * 60_000);
    ids.push((await buildDuePost(app, user, { content, scheduledTime: at })).id);
  }
  return ids;
}

/**
 * A post auto-post wrote for the user's slot `scheduledTime`, saved as the planner saves it:
 * waiting for their approval unless said.
 */
export async function buildPlannedPost(
  app: TestApp,
  user: { id: string },
  {
    content = `A planned post ${randomBytes(4).toString('hex')}.`,
    scheduledTime,
    status = 'pending_approval',
    tone = 'professional',
  }: {
    content?: string;
    scheduledTime: Date;
    status?: 'scheduled' | 'pending_approval';
    tone?: string;
  },
): Promise<Post> {
  const planned = await app.api.services.postScheduling.createPlanned({
    userId: user.id,
    content,
    tone,
    scheduledTime,
    status,
  });
  if (!planned) throw new Error(`The slot ${scheduledTime.toISOString()} is taken`);
  return planned;
}

/**
 * What the user's posts gained on LinkedIn in the hour `at` falls in, as the statistics sync
 * adds it up. The sync writes it only from LinkedIn's answers, at its own clock's hour, so the
 * row for a chosen hour is written here.
 */
export async function buildMetricHour(
  app: TestApp,
  user: { id: string },
  at: Date,
  [views, likes, comments, shares]: [number, number, number, number],
): Promise<void> {
  const hour = new Date(Math.floor(at.getTime() / 3600_000) * 3600_000);
  await app.api.infra.dataSource.query(
    `INSERT INTO metric_hours (user_id, hour, views, likes, comments, shares)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [user.id, hour, views, likes, comments, shares],
  );
}
