import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { DataSource, Repository } from 'typeorm';
import { expiredCookie, type BrowserCookie } from '../../kernel/cookies';
import type { LinkedInConfig } from '../../kernel/config';
import type { Logger } from '../../kernel/logger';
import { User } from '../users/user.entity';
import { LinkedInAccount } from './linkedin-account.entity';
import { LinkedInError, type LinkedInApi } from './linkedin.client';
import type { TokenCipher } from './token-cipher';
import type { ActivityService } from '../activity/activity.service';
import type * as Contract from '../../generated/graphql';

export type LinkedInConnectionStatus = 'not_connected' | 'connected' | 'needs_reconnect';

/** The single-use `state` of a consent round trip lives this long, and so does its cookie. */
const STATE_TTL_SECONDS = 10 * 60;
/** A token closer than this to its end is shown as a warning with Reconnect. */
const EXPIRES_SOON_MS = 7 * 24 * 3600_000;
/**
 * The cookie that ties a consent round trip to the browser that asked for it: it holds a random
 * nonce whose hash is stored with the state, and only the callback's path receives it.
 */
export const CONSENT_COOKIE = 'postpilot_linkedin_consent';

/** What Redis keeps under a state while its consent round trip is under way. */
interface PendingConsent {
  userId: string;
  /** SHA-256 (hex) of the nonce in the asking browser's consent cookie. */
  nonceHash: string;
}

/** A consent round trip's start: LinkedIn's page, and the cookie the asking browser must keep. */
export interface ConsentStart {
  url: string;
  cookie: BrowserCookie;
}

/** Where the callback sends the browser, and the consent cookie to forget. */
export interface ConsentEnd {
  location: string;
  cookie: BrowserCookie;
}

/** Where the callback sends the browser: the settings page's LinkedIn tab, with the outcome. */
const settingsUrl = (outcome: string, detail?: string) =>
  `/settings?tab=linkedin&linkedin=${encodeURIComponent(outcome)}${
    detail ? `&reason=${encodeURIComponent(detail)}` : ''
  }`;

/** Connecting LinkedIn (OAuth 2.0 authorization code flow), its state, and disconnecting. */
export class LinkedInConnectionService {
  private readonly accounts: Repository<LinkedInAccount>;
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly redis: Redis,
    private readonly redisPrefix: string,
    private readonly client: LinkedInApi,
    private readonly cipher: TokenCipher,
    private readonly config: LinkedInConfig,
    private readonly activity: ActivityService,
    private readonly logger: Logger,
  ) {
    this.accounts = dataSource.getRepository(LinkedInAccount);
    this.users = dataSource.getRepository(User);
  }

  async get(user: User): Promise<Contract.LinkedInConnection> {
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

  /**
   * LinkedIn's consent page for this user, with a fresh single-use state, and the cookie the
   * asking browser must carry back to the callback: a link opened anywhere else is refused.
   */
  async authorizationUrl(user: User): Promise<ConsentStart> {
    const state = randomBytes(24).toString('base64url');
    const nonce = randomBytes(32).toString('base64url');
    const pending: PendingConsent = { userId: user.id, nonceHash: sha256(nonce) };
    await this.redis.set(this.stateKey(state), JSON.stringify(pending), 'EX', STATE_TTL_SECONDS);
    return { url: this.client.authorizationUrl(state), cookie: this.consentCookie(nonce) };
  }

  /**
   * The full name of the user a consent round trip is for, while its state is pending; null
   * otherwise. Only the sandbox asks (to suggest the member's name); it tells whoever holds the
   * state, who already holds that user's consent link.
   */
  async memberNameForState(state: string): Promise<string | null> {
    const pending = readPending(await this.redis.get(this.stateKey(state)));
    if (!pending) return null;
    const user = await this.users.findOneBy({ id: pending.userId });
    return user ? `${user.firstName} ${user.lastName}`.trim() : null;
  }

  /**
   * LinkedIn's redirect back (GET /api/linkedin/callback): checks the state and that this is the
   * browser that asked for it (`nonce`, from its consent cookie), exchanges the code, reads the
   * member and stores the connection. Answers where to send the browser and the cookie to
   * forget; it never throws, so the user always lands on the settings page with the outcome.
   */
  async completeAuthorization(
    query: Record<string, unknown>,
    nonce: string | undefined,
  ): Promise<ConsentEnd> {
    const cookie = expiredCookie(this.consentCookie(''));
    const end = (outcome: string, detail?: string) => ({
      location: settingsUrl(outcome, detail),
      cookie,
    });
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
    const state = text('state');
    const key = this.stateKey(state);
    const stored = state ? await this.redis.get(key) : null;
    const pending = readPending(stored);
    if (!pending) return end('error', 'invalid_state');
    // Another browser (someone the link reached): nothing happens, and the state stays for the
    // browser that asked, which can still finish.
    if (!nonce || !sameHash(sha256(nonce), pending.nonceHash)) {
      return end('error', 'other_browser');
    }
    // Single use: of two callbacks with the same state at once, only the one that takes it goes on.
    if ((await this.redis.getdel(key)) !== stored) return end('error', 'invalid_state');
    const userId = pending.userId;
    if (text('error')) return end('error', text('error'));
    const code = text('code');
    if (!code) return end('error', 'missing_code');
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
      return end('connected');
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'LinkedIn connection failed');
      const reason = error instanceof LinkedInError ? error.kind : 'unavailable';
      return end('error', reason);
    }
  }

  /** Forgets the connection and its token (LinkedIn offers members no API to revoke). */
  async disconnect(user: User): Promise<Contract.LinkedInConnection> {
    const { affected } = await this.accounts.delete({ userId: user.id });
    if (affected)
      await this.activity.record(user.id, 'linkedin_disconnected', 'Disconnected LinkedIn');
    return this.get(user);
  }

  private stateKey(state: string) {
    return `${this.redisPrefix}:linkedin-state:${state}`;
  }

  /** The consent cookie: sent back only to the callback (the redirect URI), over https if the app is. */
  private consentCookie(nonce: string): BrowserCookie {
    const callback = new URL(this.config.redirectUri);
    return {
      name: CONSENT_COOKIE,
      value: nonce,
      path: callback.pathname,
      maxAgeSeconds: STATE_TTL_SECONDS,
      secure: callback.protocol === 'https:',
    };
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Compares two SHA-256 hex digests in constant time. */
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A pending consent as stored; anything else (an older format, a damaged value) is none. */
function readPending(stored: string | null): PendingConsent | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, nonceHash } = value as Record<string, unknown>;
    return typeof userId === 'string' && typeof nonceHash === 'string'
      ? { userId, nonceHash }
      : null;
  } catch {
    return null;
  }
}
