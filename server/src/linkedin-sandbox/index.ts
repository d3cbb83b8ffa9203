/**
 * The sandbox LinkedIn, and its one entry point: a stand-in for LinkedIn that speaks its
 * documented API (OAuth 2.0 consent and token, OpenID userinfo, the Posts API, Member Post
 * Statistics) and shows what was published on a feed of its own. The app serves it when no
 * LinkedIn app is configured (mountLinkedInSandbox); tests run it on a port of its own as the
 * LinkedIn the code under test talks to (startLinkedInSandbox).
 *
 * It keeps its state in a Postgres schema of its own, linkedin_sandbox, made by its own migrations
 * when it is opened; the product's schema and migrations know nothing of it. It imports no product
 * feature: what it needs from the app comes in through these options.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type IRouter } from 'express';
import { pinoHttp } from 'pino-http';
import { createLogger, type Logger } from '../kernel/logger';
import type { MediaStore } from '../kernel/media/media-store';
import { openSandboxDatabase } from './sandbox.database';
import type { MemberNameForState } from './sandbox.oauth';
import { sandboxRouter } from './sandbox.router';
import { LINKEDIN_SANDBOX_PATH, type SandboxClientApp } from './sandbox.types';

export { LINKEDIN_SANDBOX_PATH };
export type { MemberNameForState, SandboxClientApp };

export interface LinkedInSandboxOptions {
  /** The Postgres database it keeps its schema in (the app's own, when the app serves it). */
  databaseUrl: string;
  /** The application registered with it: its client id and secret, its one redirect URL. */
  application: SandboxClientApp;
  /** A server secret; the sandbox derives the key that signs its feed's viewer cookies from it. */
  secret: string;
  /** Where the files members upload are kept, under sandbox/ (the app's media store when it serves it). */
  media: MediaStore;
  /**
   * The name of the person a consent request is for, by its `state`: the consent page suggests
   * it, as LinkedIn shows the signed-in member. Without it, the page suggests "Sandbox Member".
   */
  memberNameForState?: MemberNameForState;
  now?: () => Date;
}

export interface MountedLinkedInSandbox {
  /** Closes its database connections (the app's server stops first). */
  close: () => Promise<void>;
}

/**
 * Opens the sandbox's database, bringing its schema up to date, and serves the sandbox under
 * LINKEDIN_SANDBOX_PATH of `app`, at the point of the app's middleware where it is called.
 */
export async function mountLinkedInSandbox(
  app: IRouter,
  options: LinkedInSandboxOptions,
): Promise<MountedLinkedInSandbox> {
  const dataSource = await openSandboxDatabase(options.databaseUrl);
  app.use(
    LINKEDIN_SANDBOX_PATH,
    sandboxRouter(dataSource, options.application, {
      secret: options.secret,
      media: options.media,
      memberNameForState: options.memberNameForState,
      now: options.now,
    }),
  );
  return { close: () => dataSource.destroy() };
}

export interface StandaloneLinkedInSandboxOptions extends LinkedInSandboxOptions {
  /** 0 (the default): any free port. */
  port?: number;
  /** 127.0.0.1 by default. */
  host?: string;
  /** Where its failures are logged; by default a logger of its own at level "error". */
  logger?: Logger;
}

export interface StandaloneLinkedInSandbox {
  /** http://{host}:{port} */
  origin: string;
  /** Its API root, {origin}/sandbox/linkedin: LinkedIn's authUrl is `${url}/oauth/v2`. */
  url: string;
  stop: () => Promise<void>;
}

/** The sandbox on a port of its own, as a LinkedIn outside the app (tests). */
export async function startLinkedInSandbox(
  options: StandaloneLinkedInSandboxOptions,
): Promise<StandaloneLinkedInSandbox> {
  const app = express();
  app.disable('x-powered-by');
  // Its error handler logs through req.log, as in the app.
  app.use(
    pinoHttp({
      logger: options.logger ?? createLogger('linkedin-sandbox', 'error'),
      autoLogging: false,
    }),
  );
  const mounted = await mountLinkedInSandbox(app, options);
  const server = createServer(app);
  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, resolve);
    });
  } catch (err) {
    await mounted.close();
    throw err;
  }
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}${LINKEDIN_SANDBOX_PATH}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mounted.close();
    },
  };
}
