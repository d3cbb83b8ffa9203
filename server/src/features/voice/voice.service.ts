import type { DataSource, EntityManager } from 'typeorm';
import {
  describeVoice,
  learnVoiceSchema,
  updateVoiceSchema,
  VOICE_DEFAULTS,
  VOICE_FIELDS,
  VOICE_SAMPLE_MAX_LENGTH,
  VOICE_SAMPLES_MAX,
  type VoiceField,
  type VoiceProfile,
} from '@postpilot/common';
import type * as Contract from '../../generated/graphql';
import { parseInput, withoutNulls } from '../../kernel/input';
import type { User } from '../users/user.entity';
import { analyzeVoiceInTurns } from './analysis/analyze';
import { normalisePost } from './analysis/text';
import { VoiceProfileRecord, type VoiceOverrides } from './voice-profile.entity';

/** The voice as the API answers it. */
export interface Voice extends Contract.Voice {
  profile: VoiceProfile | null;
}

/** A post that went out on LinkedIn, for the voice of its author. */
export interface PublishedText {
  userId: string;
  content: string;
}

/** How a profile is derived from texts (analyzeVoiceInTurns). */
type Derive = (texts: string[]) => Promise<VoiceProfile | null>;

/** The stored row, as far as the voice needs it. */
type Stored = Pick<VoiceProfileRecord, 'samples' | 'learned' | 'overrides' | 'learnFromPublished'>;

/** A user with no voice yet: nothing learned, nothing edited, published posts welcome. */
const NONE: Stored = { samples: [], learned: null, overrides: {}, learnFromPublished: true };

/** Each text once, the first (newest) place it holds. */
const distinct = (texts: string[]) => [...new Set(texts)];

/** Items once each, compared without case. */
function distinctIgnoringCase(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLocaleLowerCase();
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The stored edits, only the fields a profile has (the column is the service's alone). */
function editsOf(overrides: VoiceOverrides): VoiceOverrides {
  return Object.fromEntries(
    VOICE_FIELDS.filter((field) => field in overrides).map((field) => [field, overrides[field]]),
  );
}

/**
 * The profile writers follow: what was learned (or, with nothing learned, the defaults) with the
 * user's edits on top; null while there is neither.
 */
function profileOf({ learned, overrides }: Stored): VoiceProfile | null {
  const edits = editsOf(overrides);
  if (!learned && Object.keys(edits).length === 0) return null;
  return { ...(learned ?? VOICE_DEFAULTS), ...edits, sampleCount: learned?.sampleCount ?? 0 };
}

function answer(stored: Stored): Voice {
  const profile = profileOf(stored);
  return {
    profile,
    summary: profile ? describeVoice(profile) : [],
    sampleCount: stored.samples.length,
    learnFromPublished: stored.learnFromPublished,
    edited: Object.keys(editsOf(stored.overrides)),
  };
}

/**
 * A user's voice: learned from their posts (pasted, imported from LinkedIn's export, or
 * published through Postpilot while they allow it), edited by them, followed by every writer.
 * Edits are kept apart from what is learned, so learning again never undoes them. Every query is
 * by the user's id.
 */
export class VoiceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly derive: Derive = analyzeVoiceInTurns,
  ) {}

  async get(user: Pick<User, 'id'>): Promise<Voice> {
    return answer((await this.current(user.id)) ?? NONE);
  }

  /** The profile the writers follow, or null when the user has none. */
  async profileFor(userId: string): Promise<VoiceProfile | null> {
    const stored = await this.current(userId);
    return stored ? profileOf(stored) : null;
  }

  /** Learns from the posts given: added to those learned from before, or in their place. */
  async learn(user: Pick<User, 'id'>, input: unknown): Promise<Voice> {
    const { posts, replace } = parseInput(learnVoiceSchema, withoutNulls(input));
    const texts = distinct(posts.map(normalisePost));
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO voice_profiles (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`,
        [user.id],
      );
      const stored = (await this.lock(manager, user.id))!;
      const samples = distinct([...texts, ...(replace ? [] : stored.samples)]).slice(
        0,
        VOICE_SAMPLES_MAX,
      );
      const learned = await this.derive(samples);
      await manager.query(
        `UPDATE voice_profiles SET samples = $2::jsonb, learned = $3::jsonb, updated_at = now()
          WHERE user_id = $1`,
        [user.id, JSON.stringify(samples), JSON.stringify(learned)],
      );
      return answer({ ...stored, samples, learned });
    });
  }

  /**
   * Edits the profile. A field given as what was learned is no edit (it follows learning again);
   * any other value is kept as the user's. An edit that changes nothing writes nothing.
   */
  async update(user: Pick<User, 'id'>, input: unknown): Promise<Voice> {
    const { learnFromPublished, ...values } = parseInput(updateVoiceSchema, withoutNulls(input));
    const edits = normaliseEdits(values);
    return this.dataSource.transaction(async (manager) => {
      const stored = (await this.lock(manager, user.id)) ?? NONE;
      const learned = stored.learned ?? (await this.derive(stored.samples));
      const base = learned ?? VOICE_DEFAULTS;
      const overrides = editsOf(stored.overrides);
      for (const field of VOICE_FIELDS) {
        if (!(field in edits)) continue;
        if (same(edits[field], base[field])) delete overrides[field];
        else Object.assign(overrides, { [field]: edits[field] });
      }
      const next = {
        ...stored,
        learned,
        overrides,
        learnFromPublished: learnFromPublished ?? stored.learnFromPublished,
      };
      if (
        same(next.overrides, editsOf(stored.overrides)) &&
        next.learnFromPublished === stored.learnFromPublished &&
        same(next.learned, stored.learned)
      ) {
        return answer(stored);
      }
      await manager.query(
        `INSERT INTO voice_profiles (user_id, learned, overrides, learn_from_published)
         VALUES ($1, $2::jsonb, $3::jsonb, $4)
         ON CONFLICT (user_id) DO UPDATE
           SET learned = EXCLUDED.learned, overrides = EXCLUDED.overrides,
               learn_from_published = EXCLUDED.learn_from_published, updated_at = now()`,
        [
          user.id,
          JSON.stringify(next.learned),
          JSON.stringify(next.overrides),
          next.learnFromPublished,
        ],
      );
      return answer(next);
    });
  }

  /**
   * Forgets the posts learned from, what was learned and the user's edits. Whether published
   * posts are learned from stays the user's choice.
   */
  async reset(user: Pick<User, 'id'>): Promise<Voice> {
    // TypeORM answers an UPDATE as [rows, count].
    const [rows]: [{ learn_from_published: boolean }[], number] = await this.dataSource.query(
      `UPDATE voice_profiles
          SET samples = '[]', learned = NULL, overrides = '{}', updated_at = now()
        WHERE user_id = $1
          AND (samples <> '[]'::jsonb OR learned IS NOT NULL OR overrides <> '{}'::jsonb)
       RETURNING learn_from_published`,
      [user.id],
    );
    if (rows[0]) return answer({ ...NONE, learnFromPublished: rows[0].learn_from_published });
    return this.get(user);
  }

  /**
   * Posts that went out: each user who has a voice and allows it learns from their text (the
   * newest first among the latest 50). One statement for a whole batch of the dispatcher; what
   * is learned is derived again when the voice is next read.
   */
  async addPublished(published: PublishedText[]): Promise<void> {
    const posts = published
      .map(({ userId, content }) => ({
        userId,
        content: normalisePost(content).slice(0, VOICE_SAMPLE_MAX_LENGTH),
      }))
      .filter(({ content }) => content);
    if (posts.length === 0) return;
    // Each row's new samples are computed from the row itself (v.samples), so a concurrent
    // change of the row is seen: Postgres evaluates them again on the row's latest version.
    await this.dataSource.query(
      `UPDATE voice_profiles v
          SET samples = (
                SELECT coalesce(jsonb_agg(t.text ORDER BY t.pos), '[]'::jsonb)
                  FROM (SELECT every_text.text, min(every_text.pos) AS pos
                          FROM (SELECT p.content AS text, -p.ord AS pos
                                  FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY
                                       AS p(user_id, content, ord)
                                 WHERE p.user_id = v.user_id
                                UNION ALL
                                SELECT s.text, s.ord AS pos
                                  FROM jsonb_array_elements_text(v.samples) WITH ORDINALITY
                                       AS s(text, ord)) AS every_text
                         GROUP BY every_text.text
                         ORDER BY min(every_text.pos)
                         LIMIT $3) AS t),
              learned = NULL,
              updated_at = now()
        WHERE v.user_id = ANY($1::uuid[])
          AND v.learn_from_published
          AND (v.samples <> '[]'::jsonb OR v.overrides <> '{}'::jsonb)`,
      [posts.map((post) => post.userId), posts.map((post) => post.content), VOICE_SAMPLES_MAX],
    );
  }

  /** The user's voice with what is learned up to date: derived again after posts were added. */
  private async current(userId: string): Promise<VoiceProfileRecord | null> {
    const stored = await this.dataSource.getRepository(VoiceProfileRecord).findOneBy({ userId });
    if (!stored || stored.learned || stored.samples.length === 0) return stored;
    stored.learned = await this.derive(stored.samples);
    // Kept unless the samples changed meanwhile (then they are derived again on the next read).
    await this.dataSource.query(
      `UPDATE voice_profiles SET learned = $2::jsonb
        WHERE user_id = $1 AND learned IS NULL AND samples = $3::jsonb`,
      [userId, JSON.stringify(stored.learned), JSON.stringify(stored.samples)],
    );
    return stored;
  }

  private async lock(manager: EntityManager, userId: string): Promise<Stored | null> {
    return manager
      .getRepository(VoiceProfileRecord)
      .createQueryBuilder('voice')
      .setLock('pessimistic_write')
      .where('voice.userId = :userId', { userId })
      .getOne();
  }
}

/** Edited lists each item once (hashtags and phrases without regard to case). */
function normaliseEdits(values: Record<string, unknown>): VoiceOverrides {
  const edits = Object.fromEntries(
    Object.entries(values).filter(([field, value]) => value !== undefined && isField(field)),
  ) as VoiceOverrides;
  if (edits.hookStyles) edits.hookStyles = [...new Set(edits.hookStyles)];
  if (edits.favouriteEmojis) edits.favouriteEmojis = distinct(edits.favouriteEmojis);
  if (edits.favouriteHashtags) {
    edits.favouriteHashtags = distinctIgnoringCase(edits.favouriteHashtags);
  }
  if (edits.themes) edits.themes = distinctIgnoringCase(edits.themes);
  if (edits.avoid) edits.avoid = distinctIgnoringCase(edits.avoid);
  return edits;
}

const isField = (name: string): name is VoiceField =>
  (VOICE_FIELDS as readonly string[]).includes(name);
