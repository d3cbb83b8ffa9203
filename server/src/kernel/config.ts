import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HealthSettings } from './health';

/** Every environment variable the server and worker read, parsed and checked once. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
  databaseUrl: string;
  /**
   * Where the API listens for Postgres notifications (DATABASE_LISTEN_URL, else DATABASE_URL): a
   * direct connection, for a DATABASE_URL that goes through a transaction-pooling PgBouncer.
   */
  databaseListenUrl: string;
  redisUrl: string;
  /** Namespace for every Redis key (queues, rate limits), so several installs can share one Redis. */
  redisPrefix: string;
  dataDir: string;
  /** Where a local media store keeps uploaded files (avatars, post media, the sandbox's copies). */
  uploadDir: string;
  /** Which store keeps uploaded files, and how long the addresses handed out for them last. */
  media: MediaConfig;
  clientDist: string;
  /** The coming-soon page counts down to it; null: 30 days after each page load, as the spec says. */
  launchDate: Date | null;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Null in development mode: mail goes to the log and DATA_DIR/outbox instead. */
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  /** An OpenAI-compatible endpoint for generation; null: the built-in composer writes posts. */
  ai: AiConfig | null;
  /** How long a generation request waits for the worker's answer before giving up. */
  generationTimeoutMs: number;
  /** Which private-network endpoints users' own AI connections may call (AI_CONNECTION_PRIVATE_HOSTS). */
  aiConnectionPrivateHosts: PrivateHosts;
  /** Time allowed to one request to a user's own AI connection: AI_TIMEOUT_MS, else 60 s. */
  aiConnectionTimeoutMs: number;
  /**
   * An Ollama to offer users in Settings → AI writer (OLLAMA_URL, default
   * http://127.0.0.1:11434); null when detection is off (OLLAMA_URL=off).
   */
  ollamaUrl: string | null;
  linkedin: LinkedInConfig;
  /** 32 bytes that encrypt stored LinkedIn tokens (AES-256-GCM). */
  tokenEncryptionKey: Buffer;
  /** How late a scheduled post may still go out after an outage; later, it fails for a reschedule. */
  publishGraceMs: number;
  /** The first wait before trying LinkedIn again; each next one doubles, up to 5 minutes. */
  publishRetryDelayMs: number;
  /** How often each worker looks for published posts whose statistics are due. */
  metricsSyncIntervalMs: number;
  /** Posts published longer ago than this are never asked about again (METRICS_MAX_AGE_DAYS). */
  metricsMaxAgeDays: number;
  /**
   * Calls to LinkedIn's statistics API a day, by every worker together
   * (LINKEDIN_DAILY_CALL_BUDGET), spread over the day.
   */
  linkedinDailyCallBudget: number;
  /** The VAPID key pair and contact that sign Web Push requests (RFC 8292). */
  vapid: VapidConfig;
  /** Push endpoint hosts accepted besides the browser push services' (PUSH_ENDPOINT_HOSTS). */
  pushEndpointHosts: PushEndpointHost[];
  /** The API's speed-ups, each on unless switched off (for measuring, or a pooler without LISTEN). */
  speedups: Speedups;
  /** How long a stopping process lets work in flight finish before it exits anyway (non-zero). */
  shutdownTimeoutMs: number;
  /** What /health/live and /health/ready hold the process to. */
  health: HealthSettings;
  /** The worker's health port (WORKER_HEALTH_PORT); null: the worker serves no health. */
  workerHealthPort: number | null;
  /** Whether the API migrates the database as it starts (else it waits, as the worker does). */
  migrateOnStart: boolean;
  /** The carousel maker's threads kept while the process runs: 2 (warmed at start) or 0. */
  carouselThreads: CarouselThreads;
}

/** Mechanisms that only make the API faster or fairer: with each off, every answer is the same. */
export interface Speedups {
  /** SESSION_CACHE: keep session users between requests, told of changes by Postgres LISTEN. */
  sessionCache: boolean;
  /** GRAPHQL_COMPILED_EXECUTION: run repeated operations through code compiled for them. */
  compiledExecution: boolean;
  /** GRAPHQL_IN_FLIGHT_BUDGET: queue a caller's operations beyond their in-flight budget. */
  inFlightBudget: boolean;
}

/** 2: the drafting and the rendering thread kept and warmed; 0: a thread for each call. */
export type CarouselThreads = 0 | 2;

/** MEDIA_STORE: local disk (UPLOAD_DIR) or an S3-compatible bucket. */
export type MediaConfig =
  { store: 'local'; urlTtlMs: number } | { store: 's3'; urlTtlMs: number; s3: S3Config };

/** The bucket of MEDIA_STORE=s3 (AWS S3, MinIO, or any S3-compatible service). */
export interface S3Config {
  /** The service's address as the API and the worker reach it; null: AWS S3 for the region. */
  endpoint: string | null;
  /** The address browsers reach it at, which signed addresses name; null: as `endpoint`. */
  publicEndpoint: string | null;
  region: string;
  bucket: string;
  /** Null (with the secret): the SDK's own credential chain (AWS_* variables, an instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Addresses as {endpoint}/{bucket}/{key} rather than {bucket}.{host}/{key} (MinIO needs it). */
  forcePathStyle: boolean;
}

export interface VapidConfig {
  /** The uncompressed P-256 public key, base64url: the browser's applicationServerKey. */
  publicKey: string;
  /** The private key, 32 bytes base64url. */
  privateKey: string;
  /** How a push service reaches the sender: a mailto: or https: URL. */
  subject: string;
}

/** A host (or `*.` and a domain: any host under it) and port a push endpoint may have. */
export interface PushEndpointHost {
  host: string;
  /** Null: the scheme's default port. */
  port: number | null;
}

export interface LinkedInConfig {
  /** True when no LINKEDIN_CLIENT_ID is set: the app's own sandbox network stands in for LinkedIn. */
  sandbox: boolean;
  clientId: string;
  clientSecret: string;
  /** The OAuth root the browser is sent to: {authUrl}/authorization, {authUrl}/accessToken. */
  authUrl: string;
  /** The API root the server and worker call: /v2/userinfo, /rest/posts. */
  apiUrl: string;
  /** LinkedIn-Version header, YYYYMM. */
  version: string;
  /** Where LinkedIn sends the member back after consent. */
  redirectUri: string;
  scopes: string[];
}

export interface AiConfig {
  /** Base URL of the API, such as https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token; null for endpoints that need none (a local Ollama). */
  apiKey: string | null;
  model: string;
  /** Time allowed to one request to the endpoint. */
  timeoutMs: number;
}

/**
 * Which loopback, private, link-local or otherwise internal addresses the server may call for a
 * user's own AI connection: any (`true`), none (`false`), or those of the listed host names and
 * addresses (lower-case, as written in the URL).
 */
export type PrivateHosts = boolean | readonly string[];

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = parsePort(env.PORT ?? '4000');
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL is not set. Run `npm start`, which provides an embedded Postgres, or set DATABASE_URL=postgres://user:password@host:5432/db.',
    );
  }
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    env: nodeEnv,
    port,
    appUrl,
    databaseUrl,
    databaseListenUrl: env.DATABASE_LISTEN_URL || databaseUrl,
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'postpilot',
    dataDir,
    ...loadMediaSettings(env),
    launchDate: parseDate('LAUNCH_DATE', env.LAUNCH_DATE),
    clientDist: path.resolve(env.CLIENT_DIST ?? path.join(__dirname, '../../../client/dist')),
    jwtSecret: env.JWT_SECRET ?? developmentSecret(nodeEnv, dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '7d',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Postpilot <no-reply@postpilot.local>',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    ai: env.AI_BASE_URL
      ? {
          baseUrl: parseUrl('AI_BASE_URL', env.AI_BASE_URL),
          apiKey: env.AI_API_KEY || null,
          model: env.AI_MODEL || 'gpt-4o-mini',
          timeoutMs: parseMilliseconds('AI_TIMEOUT_MS', env.AI_TIMEOUT_MS, 30_000),
        }
      : null,
    generationTimeoutMs: parseMilliseconds(
      'GENERATION_TIMEOUT_MS',
      env.GENERATION_TIMEOUT_MS,
      120_000,
    ),
    aiConnectionPrivateHosts: parsePrivateHosts(env.AI_CONNECTION_PRIVATE_HOSTS, nodeEnv),
    aiConnectionTimeoutMs: parseMilliseconds('AI_TIMEOUT_MS', env.AI_TIMEOUT_MS, 60_000),
    ollamaUrl: parseOllamaUrl(env.OLLAMA_URL),
    linkedin: linkedInConfig(env, appUrl, port),
    tokenEncryptionKey: encryptionKey(nodeEnv, dataDir, env.TOKEN_ENCRYPTION_KEY),
    publishGraceMs: parseDuration('PUBLISH_GRACE', env.PUBLISH_GRACE, 6 * 3600_000),
    publishRetryDelayMs: parseDuration('PUBLISH_RETRY_DELAY', env.PUBLISH_RETRY_DELAY, 2_000),
    metricsSyncIntervalMs: atLeast(
      'METRICS_SYNC_INTERVAL',
      parseDuration('METRICS_SYNC_INTERVAL', env.METRICS_SYNC_INTERVAL, 60_000),
      1000,
      'a second',
    ),
    metricsMaxAgeDays: parseWholeNumber('METRICS_MAX_AGE_DAYS', env.METRICS_MAX_AGE_DAYS, 90, {
      min: 1,
      max: 365,
    }),
    linkedinDailyCallBudget: parseWholeNumber(
      'LINKEDIN_DAILY_CALL_BUDGET',
      env.LINKEDIN_DAILY_CALL_BUDGET,
      500_000,
      // A post's statistics take five calls.
      { min: 5, max: 1_000_000_000 },
    ),
    vapid: vapidConfig(env, dataDir),
    pushEndpointHosts: parsePushHosts(env.PUSH_ENDPOINT_HOSTS),
    speedups: {
      sessionCache: parseSwitch('SESSION_CACHE', env.SESSION_CACHE),
      compiledExecution: parseSwitch('GRAPHQL_COMPILED_EXECUTION', env.GRAPHQL_COMPILED_EXECUTION),
      inFlightBudget: parseSwitch('GRAPHQL_IN_FLIGHT_BUDGET', env.GRAPHQL_IN_FLIGHT_BUDGET),
    },
    shutdownTimeoutMs: parseMilliseconds('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 25_000),
    health: {
      loopDelayLimitMs: parseMilliseconds('HEALTH_LOOP_DELAY_MS', env.HEALTH_LOOP_DELAY_MS, 2_000),
      checkTimeoutMs: parseMilliseconds(
        'HEALTH_CHECK_TIMEOUT_MS',
        env.HEALTH_CHECK_TIMEOUT_MS,
        2_000,
      ),
    },
    workerHealthPort: env.WORKER_HEALTH_PORT
      ? parsePort(env.WORKER_HEALTH_PORT, 'WORKER_HEALTH_PORT')
      : null,
    migrateOnStart: parseSwitch('MIGRATE_ON_START', env.MIGRATE_ON_START, true),
    carouselThreads: parseCarouselThreads(env.CAROUSEL_THREADS),
  };
}

/** CAROUSEL_THREADS: 2 (the default) or 0. */
function parseCarouselThreads(value: string | undefined): CarouselThreads {
  const text = value?.trim() || '2';
  if (text === '2' || text === '0') return Number(text) as CarouselThreads;
  throw new ConfigError(
    `CAROUSEL_THREADS is 2 (two threads kept, ready at start) or 0 (a thread for each carousel, ended after), got "${value}".`,
  );
}

/** true/1/yes or false/0/no; unset or empty: `fallback`. */

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as `npx web-push generate-vapid-keys`
 * prints them), or a pair made once and kept in DATA_DIR/vapid-keys, shared by the API (which
 * gives browsers the public key) and the worker (which signs with the private one).
 */
function vapidConfig(env: Env, dataDir: string): VapidConfig {
  const subject = env.VAPID_SUBJECT || `mailto:${mailAddress(env.MAIL_FROM)}`;
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new ConfigError(
      `VAPID_SUBJECT must be a mailto: or https: URL, such as mailto:admin@example.com, got "${subject}".`,
    );
  }
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) {
    const stored = JSON.parse(
      persistedSecret(dataDir, 'vapid-keys', () => JSON.stringify(newVapidKeys())),
    ) as { publicKey: string; privateKey: string };
    return { ...stored, subject };
  }
  if (!publicKey || !privateKey) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.');
  }
  const ecdh = createECDH('prime256v1');
  try {
    const secret = Buffer.from(privateKey, 'base64url');
    if (secret.length !== 32) throw new Error('not 32 bytes');
    ecdh.setPrivateKey(secret);
  } catch {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key: 32 bytes, base64url.');
  }
  if (ecdh.getPublicKey('base64url') !== publicKey.replace(/=+$/, '')) {
    throw new ConfigError('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.');
  }
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey, subject };
}

function newVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey() drops leading zero bytes; the key is always written as 32.
  const secret = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - secret.length), secret]);
  return {
    publicKey: ecdh.getPublicKey('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

/** The address in MAIL_FROM ("Postpilot <no-reply@postpilot.local>" or a bare address). */
function mailAddress(from: string | undefined): string {
  const value = from ?? 'Postpilot <no-reply@postpilot.local>';
  return /<([^>]+)>/.exec(value)?.[1]?.trim() ?? value.trim();
}

/**
 * PUSH_ENDPOINT_HOSTS: host[:port] entries, comma-separated, such as
 * `push.example.com,127.0.0.1:8123`; `*.example.com` takes any host under example.com.
 */
function parsePushHosts(value: string | undefined): PushEndpointHost[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const match =
        /^(?<host>(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(?<port>\d{1,5}))?$/i.exec(
          entry,
        );
      const port = match?.groups?.port === undefined ? null : Number(match.groups.port);
      if (!match || (port !== null && (port < 1 || port > 65535))) {
        throw new ConfigError(
          `PUSH_ENDPOINT_HOSTS takes host[:port] entries separated by commas, such as push.example.com,127.0.0.1:8123; got "${entry}".`,
        );
      }
      return { host: match.groups!.host!.toLowerCase(), port };
    });
}

/**
 * AI_CONNECTION_PRIVATE_HOSTS: `true`, `false`, or host names and addresses separated by commas
 * (`llm.internal,10.0.0.5`). Unset: allowed in development and tests, where `npm start` users
 * connect a local Ollama; refused in production.
 */
function parsePrivateHosts(value: string | undefined, env: Config['env']): PrivateHosts {
  const text = value?.trim().toLowerCase();
  if (!text) return env !== 'production';
  if (text === 'true' || text === '*') return true;
  if (text === 'false') return false;
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const host = entry.replace(/^\[(.*)\]$/, '$1');
      if (!/^[a-z0-9.:-]+$/.test(host) || host.length > 253) {
        throw new ConfigError(
          `AI_CONNECTION_PRIVATE_HOSTS takes true, false, or host names and addresses separated by commas, such as llm.internal,10.0.0.5; got "${entry}".`,
        );
      }
      return host;
    });
}

/** The member-posting scopes, plus any extra (e.g. r_member_postAnalytics for approved apps). */
const BASE_SCOPES = ['openid', 'profile', 'email', 'w_member_social'];

/** Post statistics (Member Post Statistics API): LinkedIn grants it only to apps it approved. */
export const POST_ANALYTICS_SCOPE = 'r_member_postAnalytics';

function linkedInConfig(env: Env, appUrl: string, port: number): LinkedInConfig {
  const version = env.LINKEDIN_VERSION ?? '202610';
  if (!/^\d{6}$/.test(version)) {
    throw new ConfigError(`LINKEDIN_VERSION must be YYYYMM, such as 202510, got "${version}".`);
  }
  // The sandbox plays an approved app, so post statistics work with nothing configured.
  const extra = env.LINKEDIN_EXTRA_SCOPES || (env.LINKEDIN_CLIENT_ID ? '' : POST_ANALYTICS_SCOPE);
  const scopes = [...BASE_SCOPES, ...extra.split(/[\s,]+/).filter(Boolean)];
  const redirectUri = `${appUrl}/api/linkedin/callback`;
  if (!env.LINKEDIN_CLIENT_ID) {
    // The sandbox lives in the API process: browsers reach it at APP_URL, the server and the
    // worker at LINKEDIN_SANDBOX_URL (another host inside docker-compose).
    const internal = (
      env.LINKEDIN_SANDBOX_URL ?? `http://127.0.0.1:${port}/sandbox/linkedin`
    ).replace(/\/+$/, '');
    return {
      sandbox: true,
      clientId: 'postpilot-sandbox',
      clientSecret: 'postpilot-sandbox-secret',
      authUrl: `${appUrl}/sandbox/linkedin/oauth/v2`,
      apiUrl: internal,
      version,
      redirectUri,
      scopes,
    };
  }
  if (!env.LINKEDIN_CLIENT_SECRET) {
    throw new ConfigError('LINKEDIN_CLIENT_SECRET must be set with LINKEDIN_CLIENT_ID.');
  }
  return {
    sandbox: false,
    clientId: env.LINKEDIN_CLIENT_ID,
    clientSecret: env.LINKEDIN_CLIENT_SECRET,
    authUrl: parseUrl(
      'LINKEDIN_AUTH_URL',
      env.LINKEDIN_AUTH_URL ?? 'https://www.linkedin.com/oauth/v2',
    ),
    apiUrl: parseUrl('LINKEDIN_API_URL', env.LINKEDIN_API_URL ?? 'https://api.linkedin.com'),
    version,
    redirectUri,
    scopes,
  };
}

/**
 * TOKEN_ENCRYPTION_KEY: 32 bytes as 64 hex characters or base64. Production must set it; in
 * development one is made once and kept in DATA_DIR, like the JWT secret.
 */
function encryptionKey(env: Config['env'], dataDir: string, value: string | undefined): Buffer {
  const text =
    value ?? (env === 'production' ? undefined : persistedSecret(dataDir, 'token-key', 32));
  if (!text) throw new ConfigError('TOKEN_ENCRYPTION_KEY must be set in production.');
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(
      'TOKEN_ENCRYPTION_KEY must be 32 bytes, as 64 hex characters or base64 (openssl rand -hex 32).',
    );
  }
  return key;
}

/**
 * Where media are kept (UPLOAD_DIR, and MEDIA_STORE with its S3_* variables) and nothing else:
 * what `npm run media:migrate` needs, with no database.
 */
export function loadMediaSettings(env: Env = process.env): Pick<Config, 'uploadDir' | 'media'> {
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  return {
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    media: mediaConfig(env),
  };
}

/** Signed addresses last at most this long (an S3 presigned address may last 7 days). */
const MEDIA_URL_TTL_MAX_MS = 5 * 86_400_000;

/** MEDIA_STORE, MEDIA_URL_TTL and, for `s3`, the S3_* variables. */
function mediaConfig(env: Env): MediaConfig {
  const urlTtlMs = parseDuration('MEDIA_URL_TTL', env.MEDIA_URL_TTL, 3600_000);
  if (urlTtlMs < 1000 || urlTtlMs > MEDIA_URL_TTL_MAX_MS) {
    throw new ConfigError(
      `MEDIA_URL_TTL must be between 1s and 5d, such as 1h, got "${env.MEDIA_URL_TTL}".`,
    );
  }
  const store = env.MEDIA_STORE?.trim().toLowerCase() || 'local';
  if (store === 'local') return { store, urlTtlMs };
  if (store !== 's3') {
    throw new ConfigError(`MEDIA_STORE must be local or s3, got "${env.MEDIA_STORE}".`);
  }
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      `S3_BUCKET must name a bucket (3 to 63 lower-case letters, digits, dots and dashes) with MEDIA_STORE=s3, got "${env.S3_BUCKET ?? ''}".`,
    );
  }
  const endpoint = env.S3_ENDPOINT
    ? parseUrl('S3_ENDPOINT', env.S3_ENDPOINT, 'http://minio:9000')
    : null;
  const publicEndpoint = env.S3_PUBLIC_ENDPOINT
    ? parseUrl('S3_PUBLIC_ENDPOINT', env.S3_PUBLIC_ENDPOINT, 'http://localhost:9000')
    : endpoint;
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  return {
    store,
    urlTtlMs,
    s3: {
      endpoint,
      publicEndpoint,
      region: env.S3_REGION?.trim() || 'us-east-1',
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: parseBoolean(
        'S3_FORCE_PATH_STYLE',
        env.S3_FORCE_PATH_STYLE,
        endpoint !== null,
      ),
    },
  };
}

/** true/1/yes or false/0/no; unset or empty: the fallback. */
function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  if (!text) return fallback;
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no'].includes(text)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}".`);
}

/** OLLAMA_URL: an http(s) URL; `off` (or `false`, `none`) turns detection off. */
function parseOllamaUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (text && /^(?:off|false|none|0)$/i.test(text)) return null;
  const url = parseUrl('OLLAMA_URL', text || DEFAULT_OLLAMA_URL);
  if (new URL(url).pathname !== '/') {
    throw new ConfigError(
      `OLLAMA_URL is Ollama's address without a path, such as ${DEFAULT_OLLAMA_URL}; got "${value}".`,
    );
  }
  return url;
}

/** Where `ollama serve` listens by default. */
export const DEFAULT_OLLAMA_URL = 'http://127.0.0.1:11434';

/** `on` or `off` (also true/false, yes/no, 1/0); unset is `fallback`. */
function parseSwitch(name: string, value: string | undefined, fallback = true): boolean {
  const text = value?.trim().toLowerCase();
  if (!text) return fallback;
  if (['on', 'true', 'yes', '1'].includes(text)) return true;
  if (['off', 'false', 'no', '0'].includes(text)) return false;
  throw new ConfigError(`${name} must be on or off (true or false), got "${value}".`);
}

function parseUrl(name: string, value: string, example = 'https://api.openai.com/v1'): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return value.replace(/\/+$/, '');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL such as ${example}, got "${value}".`);
  }
}

/** A duration such as 6h, 90m, 45s or 1500 (milliseconds). */
function parseDuration(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d+)\s*(ms|s|m|h|d)?$/.exec(value.trim());
  if (!match) {
    throw new ConfigError(
      `${name} must be a duration such as 6h, 90m, 45s or 1500 (ms), got "${value}".`,
    );
  }
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3600_000, d: 86_400_000 }[match[2] ?? 'ms']!;
  return Number(match[1]) * unit;
}

/** A duration no shorter than `min` ms (`minWords` says it in the error). */
function atLeast(name: string, ms: number, min: number, minWords: string): number {
  if (ms < min) throw new ConfigError(`${name} must be at least ${minWords}, got ${ms} ms.`);
  return ms;
}

function parseWholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  { min, max }: { min: number; max: number },
): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}".`);
  }
  return number;
}

function parseMilliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1) {
    throw new ConfigError(`${name} must be a whole number of milliseconds, got "${value}".`);
  }
  return ms;
}

function parseDate(name: string, value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new ConfigError(
      `${name} must be an ISO 8601 date such as 2027-03-01T09:00:00Z, got "${value}".`,
    );
  }
  return date;
}

function parsePort(value: string, name = 'PORT'): number {
  const port = Number(value);
  // 0 asks the system for any free port (tests use it).
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be a number from 0 to 65535, got "${value}".`);
  }
  return port;
}

/**
 * Production must be given JWT_SECRET. In development a random secret is made once and kept in
 * DATA_DIR, so sessions survive restarts without anyone configuring anything.
 */
function developmentSecret(env: Config['env'], dataDir: string): string {
  if (env === 'production') throw new ConfigError('JWT_SECRET must be set in production.');
  return persistedSecret(dataDir, 'jwt-secret', 48, 'base64url');
}

/** A random secret made once and kept in DATA_DIR/name, shared by the API and the worker. */
function persistedSecret(
  dataDir: string,
  name: string,
  make: number | (() => string),
  encoding: 'hex' | 'base64url' = 'hex',
): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const value = typeof make === 'number' ? randomBytes(make).toString(encoding) : make();
    try {
      writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process made it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
