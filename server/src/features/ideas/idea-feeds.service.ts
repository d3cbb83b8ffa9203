import type { DataSource } from 'typeorm';
import {
  IDEA_FEEDS_MAX,
  IDEA_MESSAGES as IM,
  IDEAS_MAX,
  ideaUrlSchema,
  isIdeaId,
} from '@postpilot/common';
import type * as Contract from '../../generated/graphql';
import { AppError } from '../../kernel/errors';
import { parseInput } from '../../kernel/input';
import type { Logger } from '../../kernel/logger';
import type { User } from '../users/user.entity';
import { IdeaFeed } from './idea.entity';
import { insertIdeas, lockBankOf } from './ideas.service';
import type { FeedReader, ParsedFeed } from './reading/feed-reader';

/** A feed's items that become ideas at one reading, newest first; older ones are passed over. */
export const FEED_IDEAS_PER_READ = 10;
/** How long after its last reading the worker reads a feed again. */
export const FEED_REFRESH_EVERY_MS = 3 * 3600_000;
/** Feeds read at once by the worker, and the most one run reads. */
const FEEDS_AT_ONCE = 5;
const FEEDS_PER_RUN = 200;

const feedNotFound = () => AppError.notFound('IDEA_FEED_NOT_FOUND', IM.feedNotFound);

/**
 * The feeds a user follows for ideas. Following reads the feed at once (a feed that cannot be
 * read is refused, nothing stored); the worker reads every feed again FEED_REFRESH_EVERY_MS after
 * its last reading. Each reading turns the newest items not seen before into ideas, each item's
 * link in the bank once; a reading that fails is recorded as the feed's lastError, and the items
 * it could not take wait for the next one. Every query is by the user's id.
 */
export class IdeaFeedsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: FeedReader,
    private readonly logger: Logger,
  ) {}

  list(user: Pick<User, 'id'>): Promise<IdeaFeed[]> {
    return this.dataSource
      .getRepository(IdeaFeed)
      .find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async follow(user: Pick<User, 'id'>, input: unknown): Promise<IdeaFeed> {
    const { url } = parseInput(ideaUrlSchema, input ?? {});
    await this.checkRoom(user.id, url);
    const parsed = await this.reader.read(url);
    return this.dataSource.transaction(async (manager) => {
      await lockBankOf(manager, user.id);
      const [row] = (await manager.query(
        `INSERT INTO idea_feeds (user_id, url, title, last_fetched_at)
         SELECT $1, $2, $3, now()
          WHERE (SELECT count(*) FROM idea_feeds WHERE user_id = $1) < $4
         ON CONFLICT (user_id, url) DO NOTHING RETURNING id`,
        [user.id, url, parsed.title ?? url.slice(0, 200), IDEA_FEEDS_MAX],
      )) as { id: string }[];
      if (!row) {
        // Another request followed a feed meanwhile: the same answers as before reading.
        await this.checkRoom(user.id, url);
        throw new AppError('CONFLICT', 'IDEA_FEED_EXISTS', IM.alreadyFollowed);
      }
      await this.store(manager, row.id, user.id, parsed);
      return manager.getRepository(IdeaFeed).findOneByOrFail({ id: row.id });
    });
  }

  /** Stops following; the feed's ideas stay in the bank (their feedId becomes null). */
  async unfollow(user: Pick<User, 'id'>, id: string): Promise<Contract.MessagePayload> {
    if (!isIdeaId(id)) throw feedNotFound();
    const { affected } = await this.dataSource
      .getRepository(IdeaFeed)
      .delete({ id, userId: user.id });
    if (!affected) throw feedNotFound();
    return { success: true, message: IM.feedUnfollowed };
  }

  /** Reads a followed feed now; a failure is answered as the feed's lastError. */
  async refresh(user: Pick<User, 'id'>, id: string): Promise<IdeaFeed> {
    if (!isIdeaId(id)) throw feedNotFound();
    const repository = this.dataSource.getRepository(IdeaFeed);
    const feed = await repository.findOneBy({ id, userId: user.id });
    if (!feed) throw feedNotFound();
    await this.dataSource.query(`UPDATE idea_feeds SET last_fetched_at = now() WHERE id = $1`, [
      id,
    ]);
    await this.read(feed);
    return (await repository.findOneBy({ id, userId: user.id })) ?? feed;
  }

  /**
   * The worker's run: reads the feeds due, a few at once, until none is due or FEEDS_PER_RUN were
   * read. Each is claimed by moving its lastFetchedAt to now, so two runs never read one feed.
   */
  async refreshDue(): Promise<{ feeds: number }> {
    let feeds = 0;
    while (feeds < FEEDS_PER_RUN) {
      const due = (await this.dataSource.query(
        `UPDATE idea_feeds SET last_fetched_at = now()
          WHERE id IN (
            SELECT id FROM idea_feeds
             WHERE last_fetched_at IS NULL
                OR last_fetched_at < now() - make_interval(secs => $1::double precision / 1000)
             ORDER BY last_fetched_at NULLS FIRST, id
             LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING id, user_id AS "userId", url`,
        [FEED_REFRESH_EVERY_MS, FEEDS_AT_ONCE],
      )) as [Pick<IdeaFeed, 'id' | 'userId' | 'url'>[], number];
      const claimed = due[0];
      if (claimed.length === 0) break;
      await Promise.all(claimed.map((feed) => this.read(feed)));
      feeds += claimed.length;
    }
    return { feeds };
  }

  /** Reads one feed and stores what it brought, or why it could not be read. */
  private async read(feed: Pick<IdeaFeed, 'id' | 'userId' | 'url'>): Promise<void> {
    let parsed: ParsedFeed;
    try {
      parsed = await this.reader.read(feed.url);
    } catch (error) {
      const reason = error instanceof AppError ? error.message : IM.feedUnreadable;
      if (!(error instanceof AppError)) {
        this.logger.warn({ err: error, feedId: feed.id }, 'reading an idea feed failed');
      }
      await this.dataSource.query(`UPDATE idea_feeds SET last_error = $2 WHERE id = $1`, [
        feed.id,
        reason,
      ]);
      return;
    }
    await this.dataSource.transaction(async (manager) => {
      await lockBankOf(manager, feed.userId);
      await this.store(manager, feed.id, feed.userId, parsed);
    });
  }

  /**
   * Turns the items not seen at the last reading into ideas, the newest FEED_IDEAS_PER_READ of
   * them. What the bank had no room for is not marked seen, so the next reading takes it.
   */
  private async store(
    manager: Parameters<typeof lockBankOf>[0],
    feedId: string,
    userId: string,
    parsed: ParsedFeed,
  ): Promise<void> {
    const [feed] = (await manager.query(`SELECT seen FROM idea_feeds WHERE id = $1 FOR UPDATE`, [
      feedId,
    ])) as { seen: string[] }[];
    // Unfollowed while it was being read.
    if (!feed) return;
    const seen = new Set(feed.seen);
    const fresh = parsed.items.filter((item) => !seen.has(item.key));
    const taken = fresh.slice(0, FEED_IDEAS_PER_READ);
    const { left } = await insertIdeas(
      manager,
      userId,
      taken.map(({ title, notes, sourceUrl }) => ({ title, notes, sourceUrl, feedId })),
    );
    const waiting = new Set(taken.slice(taken.length - left).map((item) => item.key));
    const nowSeen = parsed.items.map((item) => item.key).filter((key) => !waiting.has(key));
    await manager.query(
      `UPDATE idea_feeds SET seen = $2::jsonb, last_error = $3, title = COALESCE($4, title)
        WHERE id = $1`,
      [
        feedId,
        JSON.stringify([...new Set(nowSeen)]),
        left ? IM.ideasFull(IDEAS_MAX) : null,
        parsed.title,
      ],
    );
  }

  private async checkRoom(userId: string, url: string): Promise<void> {
    const [{ count, taken }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count, bool_or(url = $2) AS taken
         FROM idea_feeds WHERE user_id = $1`,
      [userId, url],
    )) as [{ count: number; taken: boolean | null }];
    if (taken) throw new AppError('CONFLICT', 'IDEA_FEED_EXISTS', IM.alreadyFollowed);
    if (count >= IDEA_FEEDS_MAX) {
      throw new AppError('CONFLICT', 'IDEA_FEEDS_FULL', IM.feedsFull(IDEA_FEEDS_MAX));
    }
  }
}
