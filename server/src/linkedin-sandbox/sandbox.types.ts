/**
 * Where the sandbox is served, by the app and when it runs on a port of its own alike; the app's
 * config points LinkedIn's URLs under it (config.ts), and its pages link under it.
 */
export const LINKEDIN_SANDBOX_PATH = '/sandbox/linkedin';

/**
 * The one application registered with the sandbox, as a LinkedIn app is registered with LinkedIn:
 * its credentials and the only redirect URL its consent page sends members back to.
 */
export interface SandboxClientApp {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}
