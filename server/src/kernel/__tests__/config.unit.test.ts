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
});
