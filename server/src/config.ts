import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every environment variable the server and worker read, parsed and checked once. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Namespace for every Redis key (queues, rate limits), so several installs can share one Redis. */
  redisPrefix: string;
  dataDir: string;
  /** Where uploaded files (avatars) are kept; served under /uploads. */
  uploadDir: string;
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
  return {
    env: nodeEnv,
    port,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl,
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'postpilot',
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    launchDate: parseDate('LAUNCH_DATE', env.LAUNCH_DATE),
    clientDist: path.resolve(env.CLIENT_DIST ?? path.join(__dirname, '../../client/dist')),
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
  };
}

function parseUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return value.replace(/\/+$/, '');
  } catch {
    throw new ConfigError(
      `${name} must be an http(s) URL such as https://api.openai.com/v1, got "${value}".`,
    );
  }
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

function parsePort(value: string): number {
  const port = Number(value);
  // 0 asks the system for any free port (tests use it).
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a number from 0 to 65535, got "${value}".`);
  }
  return port;
}

/**
 * Production must be given JWT_SECRET. In development a random secret is made once and kept in
 * DATA_DIR, so sessions survive restarts without anyone configuring anything.
 */
function developmentSecret(env: Config['env'], dataDir: string): string {
  if (env === 'production') throw new ConfigError('JWT_SECRET must be set in production.');
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process made it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
