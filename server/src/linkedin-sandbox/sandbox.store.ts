import type { SandboxContent } from './content-request';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { shareUrn } from './protocol';
import { SandboxCode, SandboxMember, SandboxPost, SandboxToken } from './sandbox.entities';

/** Authorization codes live 10 minutes, as LinkedIn's do. */
export const CODE_TTL_MS = 10 * 60_000;
/** Access tokens live 60 days, as LinkedIn's do. */
export const TOKEN_TTL_SECONDS = 60 * 24 * 3600;
/** The same text by the same member within this window is refused as a duplicate. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** A member's name, in characters (its column's length). */
export const MEMBER_NAME_MAX = 100;
/** The part of a member's e-mail address before the @, in characters. */
const EMAIL_LOCAL_MAX = 64;

export type TokenCheck =
  | { status: 'valid'; member: SandboxMember; scopes: string[] }
  | { status: 'expired' | 'revoked' | 'invalid' };

export type Publication = { urn: string; duplicate: boolean };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The largest bigint: post ids beyond it are no post's, and Postgres would refuse them. */
const MAX_POST_ID = 2n ** 63n - 1n;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The sandbox network's state in Postgres. Codes and tokens are kept only as SHA-256 hashes. */
export class SandboxStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The member with this name (case-insensitive), made on first use. The caller checks the name
   * (at most MEMBER_NAME_MAX characters, no NUL or lone surrogate).
   */
  async memberNamed(name: string): Promise<SandboxMember> {
    const sub = Array.from({ length: 10 }, () => ALPHANUMERIC[randomInt(62)]).join('');
    // Lower-casing and NFKD can lengthen a name (İ becomes i + a dot; ㎯ becomes rad∕s2), so the
    // key and the address are cut to their columns.
    const key = [...name.toLowerCase()].slice(0, MEMBER_NAME_MAX).join('');
    const slug = name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .slice(0, EMAIL_LOCAL_MAX)
      .replace(/^\.+|\.+$/g, '');
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO linkedin_sandbox.sandbox_members (sub, name, name_key, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name_key) DO UPDATE SET name = EXCLUDED.name
       RETURNING id`,
      [sub, name, key, `${slug || sub.toLowerCase()}@sandbox.postpilot.local`],
    );
    return this.dataSource.getRepository(SandboxMember).findOneByOrFail({ id: rows[0].id });
  }

  /** A new authorization code for the member, bound to the client and redirect URI. */
  async issueCode(
    member: SandboxMember,
    clientId: string,
    redirectUri: string,
    scopes: string[],
  ): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await this.dataSource.getRepository(SandboxCode).insert({
      codeHash: sha256(code),
      memberId: member.id,
      clientId,
      redirectUri,
      scopes,
      expiresAt: new Date(this.now().getTime() + CODE_TTL_MS),
    });
    return code;
  }

  /** Uses up the code if it is unused, unexpired and was issued to this client and redirect URI. */
  async redeemCode(
    code: string,
    clientId: string,
    redirectUri: string,
  ): Promise<{ memberId: string; scopes: string[] } | null> {
    const now = this.now();
    const result = await this.dataSource
      .createQueryBuilder()
      .update(SandboxCode)
      .set({ usedAt: now })
      .where('code_hash = :hash AND client_id = :clientId AND redirect_uri = :redirectUri', {
        hash: sha256(code),
        clientId,
        redirectUri,
      })
      .andWhere('used_at IS NULL AND expires_at > :now', { now })
      .returning(['memberId', 'scopes'])
      .execute();
    const row = (result.raw as { member_id: string; scopes: string[] }[])[0];
    return row ? { memberId: row.member_id, scopes: row.scopes } : null;
  }

  async issueToken(memberId: string, clientId: string, scopes: string[]) {
    const accessToken = `AQ${randomBytes(48).toString('base64url')}`;
    await this.dataSource.getRepository(SandboxToken).insert({
      tokenHash: sha256(accessToken),
      memberId,
      clientId,
      scopes,
      expiresAt: new Date(this.now().getTime() + TOKEN_TTL_SECONDS * 1000),
    });
    return { accessToken, expiresIn: TOKEN_TTL_SECONDS };
  }

  async checkToken(accessToken: string): Promise<TokenCheck> {
    const token = await this.dataSource
      .getRepository(SandboxToken)
      .findOne({ where: { tokenHash: sha256(accessToken) }, relations: { member: true } });
    if (!token?.member) return { status: 'invalid' };
    if (token.revokedAt) return { status: 'revoked' };
    if (token.expiresAt <= this.now()) return { status: 'expired' };
    return { status: 'valid', member: token.member, scopes: token.scopes };
  }

  /** Makes the token expired (or revoked) from now on; false if there is no such token. */
  async endToken(accessToken: string, how: 'expire' | 'revoke'): Promise<boolean> {
    const now = this.now();
    const result = await this.dataSource
      .getRepository(SandboxToken)
      .update(
        { tokenHash: sha256(accessToken) },
        how === 'expire' ? { expiresAt: new Date(now.getTime() - 1000) } : { revokedAt: now },
      );
    return (result.affected ?? 0) > 0;
  }

  /**
   * Stores the post, unless the member published the same text within the duplicate window: then
   * the earlier post's URN comes back with `duplicate`. The member's row is locked meanwhile, so
   * two identical posts sent at once make one post and one duplicate.
   */
  async publish(
    memberId: string,
    post: { commentary: string; text: string; visibility: string; content?: SandboxContent | null },
  ): Promise<Publication> {
    const now = this.now();
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `SELECT id FROM linkedin_sandbox.sandbox_members WHERE id = $1 FOR UPDATE`,
        [memberId],
      );
      const [earlier]: { id: string }[] = await manager.query(
        `SELECT id FROM linkedin_sandbox.sandbox_posts WHERE member_id = $1 AND text = $2 AND created_at > $3
            AND content IS NOT DISTINCT FROM $4::jsonb
         ORDER BY created_at DESC LIMIT 1`,
        [
          memberId,
          post.text,
          new Date(now.getTime() - DUPLICATE_WINDOW_MS),
          post.content ? JSON.stringify(post.content) : null,
        ],
      );
      if (earlier) return { urn: shareUrn(earlier.id), duplicate: true };
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO linkedin_sandbox.sandbox_posts (member_id, commentary, text, visibility, content, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          memberId,
          post.commentary,
          post.text,
          post.visibility,
          post.content ? JSON.stringify(post.content) : null,
          now,
        ],
      );
      return { urn: shareUrn(row.id), duplicate: false };
    });
  }

  /** The post with this id (as it appears in its URN), or null. */
  async post(id: string): Promise<SandboxPost | null> {
    if (!/^\d{1,19}$/.test(id) || BigInt(id) > MAX_POST_ID) return null;
    return this.dataSource.getRepository(SandboxPost).findOneBy({ id });
  }

  /** The newest posts first, with their authors. */
  feed(limit = 100): Promise<SandboxPost[]> {
    return this.dataSource.getRepository(SandboxPost).find({
      relations: { member: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }
}
