import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { DataSource, Repository } from 'typeorm';
import { AI_CONNECTION_MESSAGES as AM, aiConnectionSchema } from '@postpilot/common';
import type * as Contract from '../../../generated/graphql';
import { AppError } from '../../../kernel/errors';
import { parseInput, withoutNulls } from '../../../kernel/input';
import type { RateLimit, RateLimiter } from '../../../kernel/rate-limiter';
import type { TokenCipher } from '../../linkedin/token-cipher';
import type { User } from '../../users/user.entity';
import { AiConnection } from './ai-connection.entity';
import { testConnection, type ConnectionTarget } from './connection-test';
import { isInternalAddress, type EndpointPolicy } from '../../../kernel/guarded-fetch';

/** Each test is a request to the endpoint the user names: enough to fix a typo, not to scan. */
export const CONNECTION_TEST_LIMIT: RateLimit = { limit: 10, windowSeconds: 60 };
/** How long a test waits for the endpoint; a real generation may take longer. */
export const CONNECTION_TEST_TIMEOUT_MS = 20_000;

/** What the writers need of a user's connection; `apiKey` null: no key is sent. */
export type ConnectionSettings =
  | { usable: true; baseUrl: string; model: string; apiKey: string | null }
  /** The stored key cannot be opened (TOKEN_ENCRYPTION_KEY changed): ask for it again. */
  | { usable: false; baseUrl: string; model: string };

export interface AiConnectionServiceOptions {
  policy: EndpointPolicy;
  /** fetch for users' endpoints: guarded against internal addresses, redirects and huge answers. */
  fetch: typeof fetch;
  testTimeoutMs?: number;
}

/**
 * The user's own OpenAI-compatible AI connection (Settings → AI writer): saved, shown without its
 * key, tested, removed. The key is sealed with the token key and is sent only to the host it was
 * entered for. Every look-up is by the signed-in user.
 */
export class AiConnectionService {
  private readonly connections: Repository<AiConnection>;

  constructor(
    dataSource: DataSource,
    private readonly cipher: TokenCipher,
    private readonly limiter: RateLimiter,
    private readonly options: AiConnectionServiceOptions,
  ) {
    this.connections = dataSource.getRepository(AiConnection);
  }

  /** The user's connection as the contract shows it (never the key), or null. */
  async get(user: Pick<User, 'id'>): Promise<Contract.AiConnection | null> {
    const row = await this.connections.findOneBy({ userId: user.id });
    return row && this.view(row);
  }

  /** Saves the connection; a left-out key keeps the stored one, an empty one removes it. */
  async save(user: Pick<User, 'id'>, input: unknown): Promise<Contract.AiConnection> {
    const values = parseInput(aiConnectionSchema, withoutNulls(input ?? {}));
    const baseUrl = values.baseUrl.replace(/\/+$/, '');
    await this.refuseInternal(baseUrl);
    const existing = await this.connections.findOneBy({ userId: user.id });
    let apiKeyEncrypted: string | null;
    if (values.apiKey === undefined) {
      apiKeyEncrypted = existing?.apiKeyEncrypted ?? null;
      if (apiKeyEncrypted && existing && !sameOrigin(existing.baseUrl, baseUrl)) {
        throw AppError.validation([{ field: 'apiKey', message: AM.keyMovedHost }]);
      }
    } else {
      apiKeyEncrypted = values.apiKey ? this.cipher.encrypt(values.apiKey) : null;
    }
    await this.connections.upsert(
      { userId: user.id, baseUrl, model: values.model, apiKeyEncrypted, updatedAt: new Date() },
      ['userId'],
    );
    return this.view(await this.connections.findOneByOrFail({ userId: user.id }));
  }

  /** Forgets the connection and its key; the server's endpoint or the built-in writer writes again. */
  async remove(user: Pick<User, 'id'>): Promise<Contract.MessagePayload> {
    await this.connections.delete({ userId: user.id });
    return { success: true, message: AM.removed };
  }

  /**
   * One small request to the input's endpoint (with the stored key when the key is left out and
   * the address is on the stored one's host), or to the saved connection when there is no input
   * (or an empty one); nothing is saved.
   */
  async test(user: Pick<User, 'id'>, input?: unknown): Promise<Contract.AiConnectionTest> {
    const target = await this.targetOf(user, input);
    await this.limiter.consume('ai-connection-test', user.id, CONNECTION_TEST_LIMIT);
    return testConnection(target, {
      fetch: this.options.fetch,
      timeoutMs: this.options.testTimeoutMs ?? CONNECTION_TEST_TIMEOUT_MS,
    });
  }

  /** What the user's writer is built from; null without a connection. */
  async settingsFor(userId: string): Promise<ConnectionSettings | null> {
    const row = await this.connections.findOneBy({ userId });
    if (!row) return null;
    const { baseUrl, model } = row;
    const apiKey = this.openKey(row);
    return apiKey === undefined
      ? { usable: false, baseUrl, model }
      : { usable: true, baseUrl, model, apiKey };
  }

  private async targetOf(user: Pick<User, 'id'>, input: unknown): Promise<ConnectionTarget> {
    const stored = await this.connections.findOneBy({ userId: user.id });
    if (input === undefined || input === null || isEmptyRecord(input)) {
      if (!stored) throw AppError.notFound('AI_CONNECTION_NOT_FOUND', AM.notConnected);
      return { baseUrl: stored.baseUrl, model: stored.model, apiKey: this.openKey(stored) ?? null };
    }
    const values = parseInput(aiConnectionSchema, withoutNulls(input));
    const baseUrl = values.baseUrl.replace(/\/+$/, '');
    if (values.apiKey !== undefined) {
      return { baseUrl, model: values.model, apiKey: values.apiKey || null };
    }
    const keyFits = stored !== null && sameOrigin(stored.baseUrl, baseUrl);
    return {
      baseUrl,
      model: values.model,
      apiKey: keyFits ? (this.openKey(stored) ?? null) : null,
    };
  }

  /** The stored key: null without one, undefined when it can no longer be opened. */
  private openKey(row: AiConnection): string | null | undefined {
    if (!row.apiKeyEncrypted) return null;
    try {
      return this.cipher.decrypt(row.apiKeyEncrypted);
    } catch {
      return undefined;
    }
  }

  private view(row: AiConnection): Contract.AiConnection {
    const key = this.openKey(row);
    return {
      baseUrl: row.baseUrl,
      model: row.model,
      hasApiKey: row.apiKeyEncrypted !== null,
      apiKeyLastFour: key ? key.slice(-4) : null,
      updatedAt: row.updatedAt,
    };
  }

  /**
   * A base URL on an internal address is refused when saved (and again at every request, as the
   * name may resolve elsewhere later). A name that does not resolve now may be saved.
   */
  private async refuseInternal(baseUrl: string): Promise<void> {
    const url = new URL(baseUrl);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (this.options.policy.allowsInternalUrl(url)) return;
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = (await lookup(host, { all: true })).map(({ address }) => address);
      } catch {
        return;
      }
    }
    if (addresses.some(isInternalAddress)) {
      throw AppError.validation([{ field: 'baseUrl', message: AM.privateAddress }]);
    }
  }
}

const isEmptyRecord = (input: unknown) =>
  typeof input === 'object' && !Array.isArray(input) && Object.keys(input as object).length === 0;

/** Whether two URLs have the same scheme, host and port: where a stored key may go. */
function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}
