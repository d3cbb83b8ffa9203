import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { Options as UserEventOptions } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../src/app/providers/AppProviders';
import { routes } from '../src/app/routes';
import { loadSession } from '../src/app/session/SessionRoot';
import { storeToken } from '../src/shared/session/tokenStorage';
import { styleCache } from './styleCache';
import { testTheme } from './testTheme';
import { setupUser } from './user';

interface RenderAppOptions {
  /** A token already stored, as for a returning visitor. */
  token?: string;
  /** Passed to userEvent.setup, e.g. advanceTimers for fake timers. */
  userEvent?: UserEventOptions;
  /**
   * Whether the session's chunk is loaded before the first render (default), as the browser
   * does for a page drawn at build time that needs it; false leaves it to the app.
   */
  sessionFirst?: boolean;
}

/**
 * The real app (providers, routes, guards) in a memory router at `route`, once the first page's
 * code and (unless `sessionFirst` is false) the session's are loaded (the app loads them as
 * chunks).
 */
export async function renderApp(route = '/', options: RenderAppOptions = {}) {
  if (options.token) storeToken(options.token);
  if (options.sessionFirst ?? true) await loadSession();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  // Every path the app passed through, redirects included.
  const visited = [router.state.location.pathname];
  router.subscribe((state) => {
    if (visited[visited.length - 1] !== state.location.pathname) {
      visited.push(state.location.pathname);
    }
  });
  const user = setupUser(options.userEvent);
  const view = render(
    <CacheProvider value={styleCache}>
      <AppProviders theme={testTheme}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  return { ...view, router, user, visited, pathname: () => router.state.location.pathname };
}
