import { Client } from 'pg';
import type { Logger } from './logger';

export interface NotificationHandlers {
  /** A notification on the channel, with its payload. */
  message: (payload: string) => void;
  /** Whether notifications are heard: true once listening, false from the moment they may be missed. */
  live: (live: boolean) => void;
}

export interface NotificationOptions {
  /** The connection's name in pg_stat_activity. */
  applicationName: string;
  /** How often the connection is checked; one that does not answer within this is dropped. */
  heartbeatMs: number;
  /** The wait before connecting again, doubled after each failure up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
}

const DEFAULTS: NotificationOptions = {
  applicationName: 'postpilot-notifications',
  heartbeatMs: 5_000,
  retryMs: 500,
  maxRetryMs: 30_000,
};

/**
 * Listens on one Postgres channel over a connection of its own, for as long as it runs: a
 * connection that fails, ends or stops answering is reported (`live(false)`) at once and made
 * again, with a growing wait. Answers a function that stops listening.
 */
export function listenToDatabase(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  logger: Logger,
  options: Partial<NotificationOptions> = {},
): () => Promise<void> {
  const { applicationName, heartbeatMs, retryMs, maxRetryMs } = { ...DEFAULTS, ...options };
  let client: Client | null = null;
  let stopped = false;
  let wait = retryMs;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let ending: Promise<void> = Promise.resolve();

  const drop = (current: Client, error?: unknown) => {
    if (client !== current) return;
    client = null;
    clearInterval(heartbeat);
    handlers.live(false);
    current.removeAllListeners('notification');
    current.on('error', () => undefined);
    ending = current.end().catch(() => undefined);
    if (stopped) return;
    logger.warn({ err: error, channel }, 'database notifications lost; listening again');
    retry = setTimeout(connect, wait);
    wait = Math.min(wait * 2, maxRetryMs);
  };

  const connect = async () => {
    const current = new Client({
      connectionString: url,
      keepAlive: true,
      application_name: applicationName,
    });
    client = current;
    current.on('error', (error) => drop(current, error));
    current.on('end', () => drop(current));
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${current.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(current, error);
      return;
    }
    if (client !== current) return;
    wait = retryMs;
    handlers.live(true);
    heartbeat = setInterval(() => {
      const timeout = setTimeout(() => drop(current, new Error('no answer')), heartbeatMs);
      current.query('SELECT 1').then(
        () => clearTimeout(timeout),
        (error: unknown) => {
          clearTimeout(timeout);
          drop(current, error);
        },
      );
    }, heartbeatMs);
    heartbeat.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    if (client) drop(client);
    await ending;
  };
}
