import type { LinkedInConfig } from '../../src/kernel/config';
import { currentVersion } from '../../src/linkedin-sandbox/post-request';
import type { TestApp } from './app';

/**
 * LinkedIn's settings aimed at the test app's own sandbox where the app really listens (its own
 * configuration names port 0, since it listens on any free port), at today's API version.
 */
export const inAppSandboxConfig = (
  app: TestApp,
  overrides: Partial<LinkedInConfig> = {},
): LinkedInConfig => ({
  ...app.config.linkedin,
  authUrl: `${app.api.url}/sandbox/linkedin/oauth/v2`,
  apiUrl: `${app.api.url}/sandbox/linkedin`,
  version: currentVersion(),
  ...overrides,
});
