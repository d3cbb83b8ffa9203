import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { DataSource, Repository } from 'typeorm';
import type { LinkedInConfig } from '../../config';
import type { Logger } from '../../logger';
import type { User } from '../users/user.entity';
import { LinkedInAccount } from './linkedin-account.entity';
import { LinkedInError, type LinkedInClient } from './linkedin.client';
import type { TokenCipher } from './token-cipher';
import type { ActivityService } from '../activity/activity.service';

export type LinkedInConnectionStatus = 'not_connected' | 'connected' | 'needs_reconnect';

export interface LinkedInConnectionView {
  status: LinkedInConnectionStatus;
  name: string | null;
  expiresAt: Date | null;
  expiresSoon: boolean;
  sandbox: boolean;
}

/** The single-use `state` of a consent round trip lives this long. */
const STATE_TTL_SECONDS = 10 * 60;
/** A token closer than this to its end is shown as a warning with Reconnect. */
const EXPIRES_SOON_MS = 7 * 24 * 3600_000;

/** Where the callback sends the browser: the settings page's LinkedIn tab, with the outcome. */
const settingsUrl = (outcome: string, detail?: string) =>
  `/settings?tab=linkedin&linkedin=${encodeURIComponent(outcome)}${
    detail ? `&reason=${encodeURIComponent(detail)}` : ''
  }`;

/** Connecting LinkedIn (OAuth 2.0 authorization code flow), its state, and disconnecting. */
export class LinkedInConnectionService {
  private readonly accounts: Repository<LinkedInAccount>;

  constructor(
    dataSource: DataSource,
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly client: LinkedInClient,
    private readonly cipher: TokenCipher,
    private readonly config: LinkedInConfig,
    private readonly activity: ActivityService,
    private readonly logger: Logger,
  ) {
    this.accounts = dataSource.getRepository(LinkedInAccount);
  }

  async get(user: User): Promise<LinkedInConnectionView> {
    const account = await this.accounts.findOneBy({ userId: user.id });
    if (!account) {
      return {
        status: 'not_connected',
        name: null,
        expiresAt: null,
        expiresSoon: false,
        sandbox: this.config.sandbox,
      };
    }
    const expired = account.expiresAt.getTime() <= Date.now();
    return {
      status: expired ? 'needs_reconnect' : account.status,
      name: account.name,
      expiresAt: account.expiresAt,
      expiresSoon: account.expiresAt.getTime() - Date.now() < EXPIRES_SOON_MS,
      sandbox: account.sandbox,
    };
  }

  /** LinkedIn's consent page for this user, with a fresh single-use state. */
  async authorizationUrl(user: User): Promise<{ url: string }> {
    const state = randomBytes(24).toString('base64url');
    await this.redis.set(this.stateKey(state), user.id, 'EX', STATE_TTL_SECONDS);
    return { url: this.client.authorizationUrl(state) };
  }

  /**
   * LinkedIn's redirect back (GET /api/linkedin/callback): checks the state, exchanges the code,
   * reads the member and stores the connection. Answers where to send the browser; it never
   * throws, so the user always lands on the settings page with the outcome.
   */
  async completeAuthorization(query: Record<string, unknown>): Promise<string> {
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
    const state = text('state');
    const userId = state ? await this.redis.getdel(this.stateKey(state)) : null;
    if (!userId) return settingsUrl('error', 'invalid_state');
    if (text('error')) return settingsUrl('error', text('error'));
    const code = text('code');
    if (!code) return settingsUrl('error', 'missing_code');
    try {
      const token = await this.client.exchangeCode(code);
      const member = await this.client.userinfo(token.accessToken);
      await this.accounts.upsert(
        {
          userId,
          memberUrn: `urn:li:person:${member.sub}`,
          name: member.name,
          accessToken: this.cipher.encrypt(token.accessToken),
          expiresAt: token.expiresAt,
          scopes: token.scope,
          status: 'connected',
          sandbox: this.config.sandbox,
        },
        ['userId'],
      );
      const as = member.name ? ` as ${member.name}` : '';
      const where = this.config.sandbox ? 'the LinkedIn sandbox' : 'LinkedIn';
      await this.activity.record(userId, 'linkedin_connected', `Connected ${where}${as}`);
      return settingsUrl('connected');
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'LinkedIn connection failed');
      const reason = error instanceof LinkedInError ? error.kind : 'unavailable';
      return settingsUrl('error', reason);
    }
  }

  /** Forgets the connection and its token (LinkedIn offers members no API to revoke). */
  async disconnect(user: User): Promise<LinkedInConnectionView> {
    const { affected } = await this.accounts.delete({ userId: user.id });
    if (affected)
      await this.activity.record(user.id, 'linkedin_disconnected', 'Disconnected LinkedIn');
    return this.get(user);
  }

  private stateKey(state: string) {
    return `${this.redisPrefix}:linkedin-state:${state}`;
  }
}
