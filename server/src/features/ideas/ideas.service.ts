import type { DataSource, EntityManager } from 'typeorm';
import {
  addIdeaSchema,
  IDEA_MESSAGES as IM,
  IDEAS_MAX,
  ideaUrlSchema,
  isIdeaId,
  listIdeasSchema,
  updateIdeaSchema,
} from '@postpilot/common';
import type * as Contract from '../../generated/graphql';
import { AppError } from '../../kernel/errors';
import { parseInput, withoutNulls } from '../../kernel/input';
import type { User } from '../users/user.entity';
import { Idea } from './idea.entity';
import type { PageReader } from './reading/page-reader';
import { urlError } from './reading/web-reader';

/** An idea as a writer takes it. */
export interface IdeaMaterial {
  id: string;
  title: string;
  notes: string;
}

/** A new idea, from whichever source. */
export interface NewIdea {
  title: string;
  notes: string;
  sourceUrl: string | null;
  feedId: string | null;
}

export const ideaNotFound = () => AppError.notFound('IDEA_NOT_FOUND', IM.ideaNotFound);
const full = () => new AppError('CONFLICT', 'IDEAS_FULL', IM.ideasFull(IDEAS_MAX));

/** The bank's order: unused first, newest first within each; the id settles ties. */
const BANK_ORDER = `(used_at IS NOT NULL), created_at DESC, id DESC`;

/**
 * Takes the user's turn at adding ideas: two adds at once cannot both pass the cap. Held until
 * the transaction ends.
 */
export const lockBankOf = (manager: EntityManager, userId: string) =>
  manager.query(`SELECT pg_advisory_xact_lock(hashtext('ideas:' || $1::text))`, [userId]);

/**
 * Adds ideas, given newest first, to a user's bank: as many of the newest as the cap leaves room
 * for, stored oldest first so the bank's order is theirs. An idea whose address is already in the
 * bank is left out. Answers the ideas added, and how many found no room. Run inside a transaction
 * that holds lockBankOf.
 */
export async function insertIdeas(
  manager: EntityManager,
  userId: string,
  ideas: NewIdea[],
): Promise<{ added: Idea[]; left: number }> {
  const [{ count }] = (await manager.query(
    `SELECT count(*)::int AS count FROM ideas WHERE user_id = $1`,
    [userId],
  )) as [{ count: number }];
  const room = Math.max(IDEAS_MAX - count, 0);
  const added: Idea[] = [];
  for (const idea of ideas.slice(0, room).reverse()) {
    const rows = (await manager.query(
      `INSERT INTO ideas (user_id, title, notes, source_url, feed_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING *`,
      [userId, idea.title, idea.notes, idea.sourceUrl, idea.feedId],
    )) as Record<string, unknown>[];
    if (rows[0]) added.push(manager.create(Idea, rowToIdea(rows[0])));
  }
  return { added: added.reverse(), left: Math.max(ideas.length - room, 0) };
}

const rowToIdea = (row: Record<string, unknown>): Partial<Idea> => ({
  id: row.id as string,
  userId: row.user_id as string,
  feedId: (row.feed_id as string | null) ?? null,
  title: row.title as string,
  notes: row.notes as string,
  sourceUrl: (row.source_url as string | null) ?? null,
  usedAt: (row.used_at as Date | null) ?? null,
  createdAt: row.created_at as Date,
});

/**
 * A user's idea bank: ideas added by hand or from a page (read through the SSRF guard); the
 * feeds' ideas come through IdeaFeedsService. Generate and auto-post take ideas from it and mark
 * them used. Every query is by the user's id: another user's idea is not found (404).
 */
export class IdeasService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pages: PageReader,
  ) {}

  async list(user: Pick<User, 'id'>, input: unknown): Promise<Contract.IdeaPage> {
    const { limit, offset, unused } = parseInput(listIdeasSchema, withoutNulls(input ?? {}));
    const repository = this.dataSource.getRepository(Idea);
    const where = `user_id = $1${unused ? ' AND used_at IS NULL' : ''}`;
    const [ideas, [{ total, open }]] = await Promise.all([
      repository.query(
        `SELECT * FROM ideas WHERE ${where} ORDER BY ${BANK_ORDER} LIMIT $2 OFFSET $3`,
        [user.id, limit, offset],
      ) as Promise<Record<string, unknown>[]>,
      repository.query(
        `SELECT count(*) FILTER (WHERE ${unused ? 'used_at IS NULL' : 'true'})::int AS total,
                count(*) FILTER (WHERE used_at IS NULL)::int AS open
           FROM ideas WHERE user_id = $1`,
        [user.id],
      ) as Promise<[{ total: number; open: number }]>,
    ]);
    return {
      ideas: ideas.map((row) => repository.create(rowToIdea(row))) as Contract.Idea[],
      totalCount: total,
      unusedCount: open,
      hasMore: offset + ideas.length < total,
    };
  }

  async add(user: Pick<User, 'id'>, input: unknown): Promise<Idea> {
    const { title, notes } = parseInput(addIdeaSchema, withoutNulls(input ?? {}));
    return this.addOne(user.id, { title, notes, sourceUrl: null, feedId: null });
  }

  /** An idea from a public page: its title, and its description as notes. */
  async addFromUrl(user: Pick<User, 'id'>, input: unknown): Promise<Idea> {
    const { url } = parseInput(ideaUrlSchema, input ?? {});
    // Refused before the page is read when the bank is full or holds the page already.
    await this.checkRoom(user.id, url);
    const page = await this.pages.read(url);
    if (!page.title) throw urlError('UNPROCESSABLE', 'URL_UNTITLED', IM.pageUntitled);
    return this.addOne(user.id, {
      title: page.title,
      notes: page.description ?? '',
      sourceUrl: page.url,
      feedId: null,
    });
  }

  async update(user: Pick<User, 'id'>, id: string, input: unknown): Promise<Idea> {
    const values = parseInput(updateIdeaSchema, withoutNulls(input ?? {}));
    const idea = await this.own(user.id, id);
    if (values.title !== undefined) idea.title = values.title;
    if (values.notes !== undefined) idea.notes = values.notes;
    if (values.used === false) idea.usedAt = null;
    else if (values.used === true) idea.usedAt ??= new Date();
    return this.dataSource.getRepository(Idea).save(idea);
  }

  async remove(user: Pick<User, 'id'>, id: string): Promise<Contract.MessagePayload> {
    if (!isIdeaId(id)) throw ideaNotFound();
    const { affected } = await this.dataSource.getRepository(Idea).delete({ id, userId: user.id });
    if (!affected) throw ideaNotFound();
    return { success: true, message: IM.ideaDeleted };
  }

  /** The idea Generate starts from, or 404 when the user has no such idea. */
  async material(userId: string, id: string): Promise<IdeaMaterial> {
    const { title, notes } = await this.own(userId, id);
    return { id, title, notes };
  }

  /** The idea a post was written from is used; the first time counts. */
  async markUsed(userId: string, id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE ideas SET used_at = now() WHERE id = $1 AND user_id = $2 AND used_at IS NULL`,
      [id, userId],
    );
  }

  /** Auto-post's next idea: the oldest unused one, or null when the bank ran dry. */
  async nextUnused(userId: string): Promise<IdeaMaterial | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id, title, notes FROM ideas WHERE user_id = $1 AND used_at IS NULL
        ORDER BY created_at, id LIMIT 1`,
      [userId],
    )) as IdeaMaterial[];
    return row ?? null;
  }

  private async own(userId: string, id: string): Promise<Idea> {
    if (!isIdeaId(id)) throw ideaNotFound();
    const idea = await this.dataSource.getRepository(Idea).findOneBy({ id, userId });
    if (!idea) throw ideaNotFound();
    return idea;
  }

  private async checkRoom(userId: string, sourceUrl: string): Promise<void> {
    const [{ count, taken }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count, bool_or(source_url = $2) AS taken
         FROM ideas WHERE user_id = $1`,
      [userId, sourceUrl],
    )) as [{ count: number; taken: boolean | null }];
    if (taken) throw new AppError('CONFLICT', 'IDEA_EXISTS', IM.alreadyAdded);
    if (count >= IDEAS_MAX) throw full();
  }

  private async addOne(userId: string, idea: NewIdea): Promise<Idea> {
    return this.dataSource.transaction(async (manager) => {
      await lockBankOf(manager, userId);
      const { added, left } = await insertIdeas(manager, userId, [idea]);
      if (added[0]) return added[0];
      if (left) throw full();
      throw new AppError('CONFLICT', 'IDEA_EXISTS', IM.alreadyAdded);
    });
  }
}
