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

  it('reads PUBLISH_GRACE as a duration, 6 hours by default', () => {
    expect(loadConfig(base()).publishGraceMs).toBe(6 * 3600_000);
    expect(loadConfig({ ...base(), PUBLISH_GRACE: '90m' }).publishGraceMs).toBe(90 * 60_000);
    expect(loadConfig({ ...base(), PUBLISH_GRACE: '1500' }).publishGraceMs).toBe(1500);
    expect(() => loadConfig({ ...base(), PUBLISH_GRACE: 'soon' })).toThrow(ConfigError);
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
    expect(loadConfig(base()).metricsSyncIntervalMs).toBe(6 * 3600_000);
    expect(loadConfig({ ...base(), METRICS_SYNC_INTERVAL: '30m' }).metricsSyncIntervalMs).toBe(
      30 * 60_000,
    );
    expect(() => loadConfig({ ...base(), METRICS_SYNC_INTERVAL: 'soon' })).toThrow(
      /METRICS_SYNC_INTERVAL/,
    );
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
});
