import { TOKEN_STORAGE_KEY } from '@postpilot/common';

/** The bearer token, kept in localStorage under the spec's key so a reload stays signed in. */
export function readToken(): string | null {
  // Pages drawn at build time (see src/prerender.tsx) are drawn for a visitor with no token.
  if (typeof window === 'undefined') return null;
  return window.localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function removeToken(): void {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
}
