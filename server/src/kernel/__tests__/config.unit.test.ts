import { createECDH } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

const base = () => ({
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'postpilot-config-')),
});

describe('loadConfig', () => {
  it("serves the repository's built client by default, wherever the config module lives", () => {
    const repository = path.resolve(__dirname, '../../../..');
    expect(loadConfig(base()).clientDist).toBe(path.join(repository, 'client/dist'));
    expect(loadConfig({ ...base(), CLIENT_DIST: '/srv/web' }).clientDist).toBe('/srv/web');
  });

  it('looks for an Ollama at OLLAMA_URL, 127.0.0.1:11434 by default, or not at all when off', () => {
    expect(loadConfig(base()).ollamaUrl).toBe('http://127.0.0.1:11434');
    expect(loadConfig({ ...base(), OLLAMA_URL: 'http://ollama:11434/' }).ollamaUrl).toBe(
      'http://ollama:11434',
    );
    expect(loadConfig({ ...base(), OLLAMA_URL: 'off' }).ollamaUrl).toBeNull();
    expect(loadConfig({ ...base(), OLLAMA_URL: 'OFF' }).ollamaUrl).toBeNull();
    expect(() => loadConfig({ ...base(), OLLAMA_URL: 'ollama:11434' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), OLLAMA_URL: 'http://ollama:11434/v1' })).toThrow(
      /without a path/,
    );
  });

  it('switches each speed-up on unless told off, and refuses a value that is neither', () => {
    expect(loadConfig(base()).speedups).toEqual({
      sessionCache: true,
      compiledExecution: true,
      inFlightBudget: true,
    });
    const off = loadConfig({
      ...base(),
      SESSION_CACHE: 'off',
      GRAPHQL_COMPILED_EXECUTION: 'false',
      GRAPHQL_IN_FLIGHT_BUDGET: '0',
    });
    expect(off.speedups).toEqual({
      sessionCache: false,
      compiledExecution: false,
      inFlightBudget: false,
    });
    expect(loadConfig({ ...base(), SESSION_CACHE: 'ON' }).speedups.sessionCache).toBe(true);
    expect(loadConfig(base()).databaseListenUrl).toBe(base().DATABASE_URL);
    const direct = 'postgres://postgres@db-primary:5432/postpilot';
    expect(loadConfig({ ...base(), DATABASE_LISTEN_URL: direct }).databaseListenUrl).toBe(direct);
    expect(() => loadConfig({ ...base(), SESSION_CACHE: 'sometimes' })).toThrow(
      'SESSION_CACHE must be on or off (true or false), got "sometimes".',
    );
  });

  it('reads how a process stops and answers its health, with defaults for a 40 s grace period', () => {
    const defaults = loadConfig(base());
    expect(defaults.shutdownTimeoutMs).toBe(25_000);
    expect(defaults.health).toEqual({ loopDelayLimitMs: 2_000, checkTimeoutMs: 2_000 });
    expect(defaults.workerHealthPort).toBeNull();
    expect(defaults.migrateOnStart).toBe(true);
    const set = loadConfig({
      ...base(),
      SHUTDOWN_TIMEOUT_MS: '9000',
      HEALTH_LOOP_DELAY_MS: '500',
      HEALTH_CHECK_TIMEOUT_MS: '750',
      WORKER_HEALTH_PORT: '4001',
      MIGRATE_ON_START: 'false',
    });
    expect(set.shutdownTimeoutMs).toBe(9_000);
    expect(set.health).toEqual({ loopDelayLimitMs: 500, checkTimeoutMs: 750 });
    expect(set.workerHealthPort).toBe(4001);
    expect(set.migrateOnStart).toBe(false);
    expect(() => loadConfig({ ...base(), SHUTDOWN_TIMEOUT_MS: '25s' })).toThrow(
      'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got "25s".',
    );
    expect(() => loadConfig({ ...base(), WORKER_HEALTH_PORT: '70000' })).toThrow(
      'WORKER_HEALTH_PORT must be a number from 0 to 65535, got "70000".',
    );
    expect(() => loadConfig({ ...base(), MIGRATE_ON_START: 'later' })).toThrow(
      'MIGRATE_ON_START must be on or off (true or false), got "later".',
    );
  });

  it('keeps two carousel threads unless CAROUSEL_THREADS=0', () => {
    expect(loadConfig(base()).carouselThreads).toBe(2);
    expect(loadConfig({ ...base(), CAROUSEL_THREADS: '0' }).carouselThreads).toBe(0);
    expect(() => loadConfig({ ...base(), CAROUSEL_THREADS: '1' })).toThrow(
      /^CAROUSEL_THREADS is 2/,
    );
  });

  it('reads PUBLISH_GRACE as a duration, 6 hours by default', () => {
    expect(loadConfig(base()).publishGraceMs).toBe(6 * 3600_000);
    expect(loadConfig({ ...base(), PUBLISH_GRACE: '90m' }).publishGraceMs).toBe(90 * 60_000);
    expect(loadConfig({ ...base(), PUBLISH_GRACE: '1500' }).publishGraceMs).toBe(1500);
    expect(() => loadConfig({ ...base(), PUBLISH_GRACE: 'soon' })).toThrow(ConfigError);
  });

  it('lets users connect AI endpoints on private networks in development and tests only, unless told', () => {
    expect(loadConfig(base()).aiConnectionPrivateHosts).toBe(true);
    expect(loadConfig({ ...base(), NODE_ENV: 'test' }).aiConnectionPrivateHosts).toBe(true);
    const production = {
      ...base(),
      NODE_ENV: 'production',
      JWT_SECRET: 's',
      TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
    };
    expect(loadConfig(production).aiConnectionPrivateHosts).toBe(false);
    expect(
      loadConfig({ ...production, AI_CONNECTION_PRIVATE_HOSTS: 'LLM.internal, 10.0.0.5,[fd00::1]' })
        .aiConnectionPrivateHosts,
    ).toEqual(['llm.internal', '10.0.0.5', 'fd00::1']);
    expect(
      loadConfig({ ...production, AI_CONNECTION_PRIVATE_HOSTS: 'true' }).aiConnectionPrivateHosts,
    ).toBe(true);
    expect(
      loadConfig({ ...base(), AI_CONNECTION_PRIVATE_HOSTS: 'false' }).aiConnectionPrivateHosts,
    ).toBe(false);
    expect(() => loadConfig({ ...base(), AI_CONNECTION_PRIVATE_HOSTS: 'http://x/' })).toThrow(
      ConfigError,
    );
    expect(loadConfig(base()).aiConnectionTimeoutMs).toBe(60_000);
    expect(loadConfig({ ...base(), AI_TIMEOUT_MS: '5000' }).aiConnectionTimeoutMs).toBe(5000);
  });

  it('uses the sandbox without a LinkedIn app, and the real endpoints with one', () => {
    const sandbox = loadConfig({ ...base(), PORT: '4100' }).linkedin;
    expect(sandbox).toMatchObject({
      sandbox: true,
      authUrl: 'http://localhost:4100/sandbox/linkedin/oauth/v2',
      apiUrl: 'http://127.0.0.1:4100/sandbox/linkedin',
      redirectUri: 'http://localhost:4100/api/linkedin/callback',
    });
    // The sandbox plays an approved app; a real app asks only for what LINKEDIN_EXTRA_SCOPES adds.
    expect(sandbox.scopes).toContain('r_member_postAnalytics');
    expect(loadConfig({ ...base(), LINKEDIN_EXTRA_SCOPES: '' }).linkedin.scopes).toContain(
      'r_member_postAnalytics',
    );
    expect(
      loadConfig({ ...base(), LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 's' }).linkedin
        .scopes,
    ).toEqual(['openid', 'profile', 'email', 'w_member_social']);
    const real = loadConfig({
      ...base(),
      LINKEDIN_CLIENT_ID: 'id',
      LINKEDIN_CLIENT_SECRET: 'secret',
      LINKEDIN_EXTRA_SCOPES: 'r_member_postAnalytics',
    }).linkedin;
    expect(real).toMatchObject({
      sandbox: false,
      authUrl: 'https://www.linkedin.com/oauth/v2',
      apiUrl: 'https://api.linkedin.com',
    });
    expect(real.scopes).toEqual([
      'openid',
      'profile',
      'email',
      'w_member_social',
      'r_member_postAnalytics',
    ]);
    expect(() => loadConfig({ ...base(), LINKEDIN_CLIENT_ID: 'id' })).toThrow(
      /LINKEDIN_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ ...base(), LINKEDIN_VERSION: '2025' })).toThrow(/YYYYMM/);
    expect(loadConfig(base()).metricsSyncIntervalMs).toBe(60_000);
    expect(loadConfig({ ...base(), METRICS_SYNC_INTERVAL: '30m' }).metricsSyncIntervalMs).toBe(
      30 * 60_000,
    );
    expect(() => loadConfig({ ...base(), METRICS_SYNC_INTERVAL: 'soon' })).toThrow(
      /METRICS_SYNC_INTERVAL/,
    );
    expect(() => loadConfig({ ...base(), METRICS_SYNC_INTERVAL: '10ms' })).toThrow(
      /METRICS_SYNC_INTERVAL must be at least a second/,
    );
  });

  it('follows statistics for METRICS_MAX_AGE_DAYS within LINKEDIN_DAILY_CALL_BUDGET', () => {
    expect(loadConfig(base())).toMatchObject({
      metricsMaxAgeDays: 90,
      linkedinDailyCallBudget: 500_000,
    });
    expect(
      loadConfig({ ...base(), METRICS_MAX_AGE_DAYS: '30', LINKEDIN_DAILY_CALL_BUDGET: '100000' }),
    ).toMatchObject({ metricsMaxAgeDays: 30, linkedinDailyCallBudget: 100_000 });
    for (const [name, value] of [
      ['METRICS_MAX_AGE_DAYS', '0'],
      ['METRICS_MAX_AGE_DAYS', '400'],
      ['METRICS_MAX_AGE_DAYS', '7.5'],
      ['LINKEDIN_DAILY_CALL_BUDGET', '4'],
      ['LINKEDIN_DAILY_CALL_BUDGET', 'lots'],
    ] as const) {
      expect(() => loadConfig({ ...base(), [name]: value })).toThrow(
        new RegExp(`${name} must be a whole number`),
      );
    }
  });

  it('keeps one token key per data folder, and refuses a key of the wrong size', () => {
    const env = base();
    expect(loadConfig(env).tokenEncryptionKey.equals(loadConfig(env).tokenEncryptionKey)).toBe(
      true,
    );
    expect(() => loadConfig({ ...base(), TOKEN_ENCRYPTION_KEY: 'abcd' })).toThrow(/32 bytes/);
    expect(() => loadConfig({ ...base(), NODE_ENV: 'production', JWT_SECRET: 'x' })).toThrow(
      /TOKEN_ENCRYPTION_KEY/,
    );
  });

  it('makes a VAPID key pair once in DATA_DIR, which every process of the install shares', () => {
    const env = base();
    const first = loadConfig(env).vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:no-reply@postpilot.local');
    expect(loadConfig(env).vapid).toEqual(first);
    expect(loadConfig({ ...env, MAIL_FROM: 'Team <team@example.com>' }).vapid.subject).toBe(
      'mailto:team@example.com',
    );
    expect(loadConfig(base()).vapid.publicKey).not.toBe(first.publicKey);
  });

  it('takes a configured VAPID pair only whole and matching, and a mailto: or https: subject', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const pair = {
      VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
      VAPID_PRIVATE_KEY: Buffer.concat([
        Buffer.alloc(32 - ecdh.getPrivateKey().length),
        ecdh.getPrivateKey(),
      ]).toString('base64url'),
    };
    expect(
      loadConfig({ ...base(), ...pair, VAPID_SUBJECT: 'https://postpilot.example' }).vapid,
    ).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: 'https://postpilot.example',
    });
    const other = createECDH('prime256v1');
    other.generateKeys();
    expect(() =>
      loadConfig({ ...base(), ...pair, VAPID_PUBLIC_KEY: other.getPublicKey('base64url') }),
    ).toThrow('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.');
    expect(() => loadConfig({ ...base(), VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.',
    );
    expect(() => loadConfig({ ...base(), ...pair, VAPID_PRIVATE_KEY: 'c2hvcnQ' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base(), VAPID_SUBJECT: 'http://example.com' })).toThrow(
      ConfigError,
    );
  });

  it('reads PUSH_ENDPOINT_HOSTS as host[:port] entries', () => {
    expect(loadConfig(base()).pushEndpointHosts).toEqual([]);
    expect(
      loadConfig({ ...base(), PUSH_ENDPOINT_HOSTS: 'Push.Example.com, 127.0.0.1:8123,*.corp.test' })
        .pushEndpointHosts,
    ).toEqual([
      { host: 'push.example.com', port: null },
      { host: '127.0.0.1', port: 8123 },
      { host: '*.corp.test', port: null },
    ]);
    for (const bad of ['https://push.example.com', 'push.example.com:99999', 'a/b', '*']) {
      expect(() => loadConfig({ ...base(), PUSH_ENDPOINT_HOSTS: bad })).toThrow(ConfigError);
    }
  });

  it('keeps media on local disk by default, with addresses that last an hour', () => {
    expect(loadConfig(base()).media).toEqual({ store: 'local', urlTtlMs: 3600_000 });
    expect(loadConfig({ ...base(), MEDIA_URL_TTL: '15m' }).media.urlTtlMs).toBe(15 * 60_000);
    for (const bad of ['500', '6d', 'soon']) {
      expect(() => loadConfig({ ...base(), MEDIA_URL_TTL: bad })).toThrow(/MEDIA_URL_TTL/);
    }
    expect(() => loadConfig({ ...base(), MEDIA_STORE: 'ftp' })).toThrow(
      'MEDIA_STORE must be local or s3, got "ftp".',
    );
  });

  it('reads an S3 bucket from the S3_* variables with MEDIA_STORE=s3', () => {
    const minio = {
      ...base(),
      MEDIA_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_PUBLIC_ENDPOINT: 'http://localhost:9000',
      S3_BUCKET: 'postpilot-media',
      S3_ACCESS_KEY_ID: 'postpilot',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    };
    expect(loadConfig(minio).media).toEqual({
      store: 's3',
      urlTtlMs: 3600_000,
      s3: {
        endpoint: 'http://minio:9000',
        publicEndpoint: 'http://localhost:9000',
        region: 'us-east-1',
        bucket: 'postpilot-media',
        accessKeyId: 'postpilot',
        secretAccessKey: 'secret-key',
        // An endpoint of its own (MinIO) is addressed by path unless told otherwise.
        forcePathStyle: true,
      },
    });
    // AWS itself: no endpoint, virtual-hosted addresses, the SDK's own credentials.
    const aws = loadConfig({
      ...base(),
      MEDIA_STORE: 'S3',
      S3_BUCKET: 'media.example.com',
      S3_REGION: 'eu-west-3',
    }).media;
    expect(aws).toMatchObject({
      store: 's3',
      s3: { endpoint: null, publicEndpoint: null, region: 'eu-west-3', forcePathStyle: false },
    });
    expect(
      loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false', S3_PUBLIC_ENDPOINT: '' }).media,
    ).toMatchObject({ s3: { forcePathStyle: false, publicEndpoint: 'http://minio:9000' } });
    expect(() => loadConfig({ ...minio, S3_BUCKET: '' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...minio, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...minio, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL such as http://minio:9000, got "minio:9000".',
    );
    expect(() => loadConfig({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.',
    );
    expect(() => loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false, got "maybe".',
    );
  });
});
